import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { type CmsRepository, isRepository } from './editor/editorSetup.ts'
import type { GitHubSignInConfig } from './editor/githubSignIn.ts'
import { dataPaths } from './contact/store/dataPaths.ts'
import type { DatabaseConfig } from './contact/store/postgresStore.ts'
import { isLoopbackHost } from './loopback.ts'

/** The service's settings, read from the environment once at start; docs/configuration.md lists them. */
export interface ContactEnv {
  port: number
  /** Interface to listen on (HOST); unset, every interface, IPv6 and IPv4 (`::` dual stack, or 0.0.0.0 without IPv6). */
  host: string | undefined
  /** Absolute path of the JSON-lines enquiry log. */
  contactLog: string
  /** Unset: e-mails are written as .eml files to the outbox next to the log instead of being sent. */
  smtpUrl: string | undefined
  contactTo: string
  contactFrom: string
  /** Posts accepted per client per 10 minutes. */
  rateLimit: number
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY): addresses, CIDR ranges and Express's names
   * (`loopback`, `linklocal`, `uniquelocal`). Empty: none, so a client's address is the connection's peer.
   */
  trustProxy: string[]
  /**
   * The site's public origin (SITE_URL), read at run time: the only origin its pages post enquiries from, and the one
   * GitHub sends editors back to. Unset, the address the request came to stands in (development only).
   */
  siteOrigin: string | undefined
  /** Over smtp:// to a host that is not loopback, STARTTLS is required unless SMTP_ALLOW_PLAINTEXT=true says otherwise. */
  smtpAllowPlaintext: boolean
  /** Where Prometheus reads /metrics (METRICS_PORT, METRICS_HOST): loopback by default, never the public port. */
  metrics: { port: number; host: string } | undefined
  /** PostgreSQL (DATABASE_URL) instead of the JSON-lines log, so several replicas share one store and one queue. */
  database: DatabaseConfig | undefined
  /** Days an enquiry is kept (CONTACT_RETENTION_DAYS); older ones are erased at start and daily. */
  retentionDays: number
  /** Editors' sign-in to /admin with GitHub (GITHUB_OAUTH_CLIENT_ID and _SECRET); unset, they sign in with a token. */
  editorSignIn: GitHubSignInConfig | undefined
  /**
   * The repository and branch the editors at /admin save to (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH), read here rather
   * than at build time so one image serves any repository; unset, /admin says what to set.
   */
  cmsRepository: CmsRepository | undefined
}

/** Values the environment may leave unset, supplied by the caller from content/ (the company's e-mail address). */
export interface ConfigFallbacks {
  companyEmail: string
}

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`The contact service cannot start: ${problems.join(' ')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

type Env = Record<string, string | undefined>

const emailAddress = z.email()

/** Accepts `enquiries@example.com` or `Website <enquiries@example.com>`, the two forms mail headers allow here. */
export function isMailbox(value: string): boolean {
  const named = /^[^<>\r\n]*<([^<>\s]+)>$/.exec(value)
  return emailAddress.safeParse(named ? named[1] : value).success
}

/**
 * Reads and checks every variable, then reports all the bad ones at once, each named with what to set, so a deploy
 * is fixed in one round. An empty variable counts as unset, as `SMTP_URL=` in a compose file means.
 */
export function readConfig(env: Env, fallbacks: ConfigFallbacks): ContactEnv {
  const problems: string[] = []
  const value = (name: string) => {
    const raw = env[name]?.trim()
    return raw === undefined || raw === '' ? undefined : raw
  }
  const wholeNumber = (name: string, fallback: number, min: number, max: number, what: string) => {
    const raw = value(name)
    if (raw === undefined) return fallback
    if (/^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max) return Number(raw)
    problems.push(
      `${name} is "${raw}"; set it to a whole number from ${min} to ${max} (${what}), or leave it unset for ${fallback}.`,
    )
    return fallback
  }
  const mailbox = (name: string, role: string) => {
    const raw = value(name)
    if (raw === undefined) return fallbacks.companyEmail
    if (isMailbox(raw)) return raw
    problems.push(
      `${name} is "${raw}"; set it to the e-mail address ${role}, such as enquiries@example.com, or leave it unset to use the company address ${fallbacks.companyEmail}.`,
    )
    return fallbacks.companyEmail
  }

  const port = wholeNumber('PORT', 3000, 0, 65535, 'the port to listen on')
  const host = value('HOST')

  const logSetting = value('CONTACT_LOG') ?? 'data/enquiries.jsonl'
  if (/[/\\]$/.test(logSetting)) {
    problems.push(
      `CONTACT_LOG is "${logSetting}", a directory; set it to a file path such as ${path.join(logSetting, 'enquiries.jsonl')}.`,
    )
  }
  const contactLog = path.resolve(logSetting)

  const smtpUrl = value('SMTP_URL')
  if (smtpUrl !== undefined && !isSmtpUrl(smtpUrl)) {
    // The value is not repeated: it usually carries the mail password.
    problems.push(
      `SMTP_URL is not an smtp:// or smtps:// URL; set it like smtp://user:password@mail.example.com:587, or leave it unset to write e-mails to ${dataPaths(contactLog).outbox}/.`,
    )
  }

  const contactTo = mailbox('CONTACT_TO', 'that receives the enquiries')
  const contactFrom = mailbox('CONTACT_FROM', 'the enquiry e-mails are sent from')
  const rateLimit = wholeNumber('CONTACT_RATE_LIMIT', 5, 1, 100_000, 'posts accepted per client per 10 minutes')
  const trustProxy = readTrustedProxies(value('TRUST_PROXY'), problems)
  const smtpAllowPlaintext = yesOrNo(value('SMTP_ALLOW_PLAINTEXT'), 'SMTP_ALLOW_PLAINTEXT', problems)
  const cmsRepository = readCmsRepository(value, problems)
  const retentionDays = wholeNumber(
    'CONTACT_RETENTION_DAYS',
    730,
    1,
    36_500,
    'days an enquiry is kept before it is erased, as the privacy policy promises',
  )

  const siteUrl = value('SITE_URL')
  const siteOrigin =
    siteUrl !== undefined && URL.canParse(siteUrl) && /^https?:$/.test(new URL(siteUrl).protocol)
      ? new URL(siteUrl).origin
      : undefined
  if (siteUrl !== undefined && siteOrigin === undefined)
    problems.push(
      `SITE_URL is "${siteUrl}"; set it to the site's public address, such as https://www.example.com, or leave it unset.`,
    )
  const editorSignIn = readSignIn(value, problems, siteOrigin)
  if (editorSignIn && !isSecureOrigin(editorSignIn.siteOrigin))
    problems.push(
      `SITE_URL is "${siteUrl}" while GitHub sign-in is set up; an editor's sign-in travels over it, so set an https:// address (http:// is taken only for this machine: localhost, 127.0.0.0/8 or ::1).`,
    )

  const readMetrics = () => {
    const metricsPort = wholeNumber('METRICS_PORT', 9464, 1, 65535, 'the port Prometheus reads /metrics from, or off')
    const metricsHost = value('METRICS_HOST') ?? '127.0.0.1'
    if (metricsPort === port && port !== 0)
      problems.push(
        `METRICS_PORT is ${metricsPort}, the same as PORT; the metrics are never served on the public port, so choose another (9464 by default) or set METRICS_PORT=off.`,
      )
    return { port: metricsPort, host: metricsHost }
  }
  const metrics = value('METRICS_PORT') === 'off' ? undefined : readMetrics()

  const databaseUrl = value('DATABASE_URL')
  const poolMax = wholeNumber('DATABASE_POOL_MAX', 10, 1, 1000, 'connections to PostgreSQL each replica keeps at most')
  const timeoutMs = wholeNumber(
    'DATABASE_TIMEOUT_MS',
    5000,
    100,
    600_000,
    'milliseconds to wait for PostgreSQL before refusing a post with 503',
  )
  const database =
    databaseUrl !== undefined && isPostgresUrl(databaseUrl) ? { url: databaseUrl, poolMax, timeoutMs } : undefined
  if (databaseUrl !== undefined && database === undefined) {
    // The value is not repeated: it usually carries the database password.
    problems.push(
      'DATABASE_URL is not a postgres:// URL; set it like postgres://user:password@db.example.com:5432/website, or leave it unset to keep enquiries in the JSON-lines log at CONTACT_LOG.',
    )
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return {
    port,
    host,
    contactLog,
    smtpUrl,
    contactTo,
    contactFrom,
    rateLimit,
    trustProxy,
    siteOrigin,
    smtpAllowPlaintext,
    metrics,
    database,
    editorSignIn,
    cmsRepository,
    retentionDays,
  }
}

/**
 * The GitHub OAuth app editors sign in to /admin with: both of its variables, or neither; and SITE_URL with them,
 * since GitHub sends editors back there.
 */
function readSignIn(
  value: (name: string) => string | undefined,
  problems: string[],
  siteOrigin: string | undefined,
): GitHubSignInConfig | undefined {
  const clientId = value('GITHUB_OAUTH_CLIENT_ID')
  const clientSecret = value('GITHUB_OAUTH_CLIENT_SECRET')
  const githubOrigin = value('GITHUB_OAUTH_ORIGIN') ?? 'https://github.com'
  const before = problems.length
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    problems.push(
      `${clientId === undefined ? 'GITHUB_OAUTH_CLIENT_ID' : 'GITHUB_OAUTH_CLIENT_SECRET'} is unset while ${clientId === undefined ? 'GITHUB_OAUTH_CLIENT_SECRET' : 'GITHUB_OAUTH_CLIENT_ID'} is set; set both, from the GitHub OAuth app editors sign in with, or neither.`,
    )
  }
  if (clientId !== undefined && !/^[\w.-]{8,64}$/.test(clientId))
    problems.push(
      `GITHUB_OAUTH_CLIENT_ID is "${clientId}"; set it to the OAuth app's Client ID, as GitHub shows it (such as Ov23liAbCdEf12345678).`,
    )
  // The secret is never repeated in a message.
  if (clientSecret !== undefined && !/^[\w-]{20,128}$/.test(clientSecret))
    problems.push(
      "GITHUB_OAUTH_CLIENT_SECRET does not look like an OAuth app's client secret (letters and digits, 40 of them as GitHub makes it); copy it again from the app's settings.",
    )
  if (!URL.canParse(githubOrigin) || !/^https?:$/.test(new URL(githubOrigin).protocol))
    problems.push(
      `GITHUB_OAUTH_ORIGIN is "${githubOrigin}"; leave it unset for https://github.com, or set the address of a GitHub Enterprise server.`,
    )
  if (problems.length > before || clientId === undefined || clientSecret === undefined) return undefined
  if (siteOrigin === undefined) {
    // A SITE_URL that is set but wrong has had its own problem reported.
    if (value('SITE_URL') === undefined)
      problems.push(
        "SITE_URL is unset while GitHub sign-in is set up; set it to the site's public address, such as https://www.example.com: GitHub sends editors back there, and the address a request claims to come to is never trusted.",
      )
    return undefined
  }
  return { clientId, clientSecret, githubOrigin: new URL(githubOrigin).origin, siteOrigin }
}

/** CMS_GITHUB_REPO as owner/name, and CMS_GITHUB_BRANCH (main by default) only beside it. */
function readCmsRepository(value: (name: string) => string | undefined, problems: string[]): CmsRepository | undefined {
  const repo = value('CMS_GITHUB_REPO')
  const branch = value('CMS_GITHUB_BRANCH')
  const before = problems.length
  if (repo !== undefined && !isRepository(repo))
    problems.push(
      `CMS_GITHUB_REPO is "${repo}"; set it to the GitHub repository editors save to, written owner/name (such as acme/website for https://github.com/acme/website).`,
    )
  if (branch !== undefined && !isBranchName(branch))
    problems.push(
      `CMS_GITHUB_BRANCH is "${branch}", which is not a branch name; set it to the branch editors' changes go into, such as main, or leave it unset for main.`,
    )
  if (repo === undefined && branch !== undefined)
    problems.push(
      `CMS_GITHUB_BRANCH is set while CMS_GITHUB_REPO is unset; set CMS_GITHUB_REPO to the repository as owner/name (such as acme/website), or unset both to keep /admin closed.`,
    )
  if (problems.length > before || repo === undefined) return undefined
  return { repo, branch: branch ?? 'main' }
}

/** A name git would take for a branch (git check-ref-format's rules), which GitHub's addresses can carry. */
function isBranchName(name: string): boolean {
  return (
    !/[\s~^:?*[\\]|\p{Cc}|\.\.|@\{|\/\/|\/\.|^[-/.]|[/.]$|\.lock(\/|$)/u.test(name) &&
    name !== '@' &&
    name.length <= 255
  )
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY as Express's `trust proxy` takes it, by address: a hop count would let anyone who reaches the service
 * directly pick their own address (and so their own rate-limit key) with X-Forwarded-For.
 */
function readTrustedProxies(raw: string | undefined, problems: string[]): string[] {
  if (raw === undefined) return []
  if (/^\d+$/.test(raw) || /^(true|false)$/i.test(raw)) {
    problems.push(
      `TRUST_PROXY is "${raw}", a hop count or a yes/no; it takes the addresses of the proxies in front of the service instead (such as loopback, 10.0.0.0/8 or the load balancer's address, separated by commas), because a count lets any client that reaches the service directly choose its own address. Leave it unset when clients connect directly.`,
    )
    return []
  }
  const entries = raw.split(',').map((entry) => entry.trim())
  const wrong = entries.filter((entry) => !proxyNames.has(entry) && !isAddressOrRange(entry))
  if (wrong.length > 0) {
    problems.push(
      `TRUST_PROXY has ${wrong.map((entry) => `"${entry}"`).join(', ')}, which is not an address, a CIDR range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal; list the proxies in front of the service, separated by commas.`,
    )
    return []
  }
  return entries
}

function isAddressOrRange(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/')
  const family = isIP(address ?? '')
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)
}

function yesOrNo(raw: string | undefined, name: string, problems: string[]): boolean {
  if (raw === undefined || /^(false|no|0)$/i.test(raw)) return false
  if (/^(true|yes|1)$/i.test(raw)) return true
  problems.push(`${name} is "${raw}"; set it to true or false, or leave it unset for false.`)
  return false
}

/** https:, or http: on this machine only (development and tests). */
export function isSecureOrigin(origin: string): boolean {
  const url = new URL(origin)
  return url.protocol === 'https:' || isLoopbackHost(url.hostname)
}

function isSmtpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
  } catch {
    return false
  }
}

function isPostgresUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return (
    (url.protocol === 'postgres:' || url.protocol === 'postgresql:') &&
    (url.hostname !== '' || url.searchParams.has('host'))
  )
}

/** Where mail goes, for the start-up log: the SMTP server without its credentials, or the outbox. */
export function describeMailTarget(smtpUrl: string | undefined, outbox: string): string {
  if (smtpUrl === undefined) return `.eml files in ${outbox}`
  const url = new URL(smtpUrl)
  return `${url.protocol}//${url.host}`
}
