import path from 'node:path'
import { z } from 'zod'
import type { GitHubSignInConfig } from '../editor/githubSignIn.ts'
import { dataPaths } from './store/dataPaths.ts'

/** The service's settings, read from the environment once at start; README "Configuration" lists them. */
export interface ContactEnv {
  port: number
  /** Interface to listen on when the service runs alone. */
  host: string
  /** Absolute path of the JSON-lines enquiry log. */
  contactLog: string
  /** Unset: e-mails are written as .eml files to the outbox next to the log instead of being sent. */
  smtpUrl: string | undefined
  contactTo: string
  contactFrom: string
  /** Posts accepted per client per 10 minutes. */
  rateLimit: number
  /** How many proxies stand in front of the service; Express's `trust proxy` hop count. */
  trustProxy: number
  /** The site's public origin (SITE_URL), whose pages may post enquiries besides the address the service answers on. */
  siteOrigin: string | undefined
  /** PostgreSQL (DATABASE_URL) instead of the JSON-lines log, so several replicas share one store and one queue. */
  database: DatabaseConfig | undefined
  /** Days an enquiry is kept (CONTACT_RETENTION_DAYS); older ones are erased at start and daily. */
  retentionDays: number
  /** Editors' sign-in to /admin with GitHub (GITHUB_OAUTH_CLIENT_ID and _SECRET); unset, they sign in with a token. */
  editorSignIn: GitHubSignInConfig | undefined
}

export interface DatabaseConfig {
  /** postgres://user:password@host:port/database; it carries the password, so it is never logged. */
  url: string
  /** Connections each replica keeps open at most (DATABASE_POOL_MAX). */
  poolMax: number
  /** How long a connection or a statement may take before the post gets a 503 (DATABASE_TIMEOUT_MS). */
  timeoutMs: number
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
  const host = value('HOST') ?? '0.0.0.0'

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

  const config: ContactEnv = {
    port,
    host,
    contactLog,
    smtpUrl,
    contactTo: mailbox('CONTACT_TO', 'that receives the enquiries'),
    contactFrom: mailbox('CONTACT_FROM', 'the enquiry e-mails are sent from'),
    rateLimit: wholeNumber('CONTACT_RATE_LIMIT', 5, 1, 100_000, 'posts accepted per client per 10 minutes'),
    trustProxy: wholeNumber(
      'TRUST_PROXY',
      0,
      0,
      10,
      'how many proxies stand in front of the service: 0 when clients connect directly, 1 behind one load balancer',
    ),
    siteOrigin: undefined,
    database: undefined,
    editorSignIn: undefined,
    retentionDays: wholeNumber(
      'CONTACT_RETENTION_DAYS',
      730,
      1,
      36_500,
      'days an enquiry is kept before it is erased, as the privacy policy promises',
    ),
  }
  const siteUrl = value('SITE_URL')
  let siteOrigin: string | undefined
  if (siteUrl !== undefined) {
    if (URL.canParse(siteUrl) && /^https?:$/.test(new URL(siteUrl).protocol)) siteOrigin = new URL(siteUrl).origin
    else
      problems.push(
        `SITE_URL is "${siteUrl}"; set it to the site's public address, such as https://www.example.com, or leave it unset.`,
      )
  }
  config.siteOrigin = siteOrigin
  config.editorSignIn = readSignIn(value, problems, siteOrigin)

  const databaseUrl = value('DATABASE_URL')
  const poolMax = wholeNumber('DATABASE_POOL_MAX', 10, 1, 1000, 'connections to PostgreSQL each replica keeps at most')
  const timeoutMs = wholeNumber(
    'DATABASE_TIMEOUT_MS',
    5000,
    100,
    600_000,
    'milliseconds to wait for PostgreSQL before refusing a post with 503',
  )
  if (databaseUrl !== undefined) {
    if (isPostgresUrl(databaseUrl)) config.database = { url: databaseUrl, poolMax, timeoutMs }
    else {
      // The value is not repeated: it usually carries the database password.
      problems.push(
        'DATABASE_URL is not a postgres:// URL; set it like postgres://user:password@db.example.com:5432/website, or leave it unset to keep enquiries in the JSON-lines log at CONTACT_LOG.',
      )
    }
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/** The GitHub OAuth app editors sign in to /admin with: both of its variables, or neither. */
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
  return { clientId, clientSecret, githubOrigin: new URL(githubOrigin).origin, siteOrigin }
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

/** The database for logs: its host, port and name, never the user or the password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  const host = url.host || url.searchParams.get('host') || 'localhost'
  return `postgres://${host}${url.pathname}`
}

/** Where mail goes, for the start-up log: the SMTP server without its credentials, or the outbox. */
export function describeMailTarget(smtpUrl: string | undefined, outbox: string): string {
  if (smtpUrl === undefined) return `.eml files in ${outbox}`
  const url = new URL(smtpUrl)
  return `${url.protocol}//${url.host}`
}
