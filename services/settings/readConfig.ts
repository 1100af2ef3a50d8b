import path from 'node:path'
import type { z } from 'zod'
import type { CmsRepository } from '../editor/editorSetup.ts'
import type { GitHubSignInConfig } from '../editor/githubSignIn.ts'
import type { DatabaseConfig } from '../contact/store/postgresStore.ts'
import { isLoopbackHost } from '../loopback.ts'
import { readSecretFiles } from './secretFiles.ts'
import { type ConfigFallbacks, type Settings, settingsSchema } from './settingsSchema.ts'
import { databaseTransport, smtpRedirections, smtpWeakening, sslModeOf } from './transportSecurity.ts'

export { type ConfigFallbacks, isMailbox } from './settingsSchema.ts'

/** The service's settings, read from the environment once at start; docs/configuration.md lists them. */
export interface ServiceSettings {
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
  /** How long an idle connection is kept open (KEEP_ALIVE_SECONDS): longer than the idle timeout of the proxy in front. */
  keepAliveSeconds: number
  /** How long a request's headers and body may take to arrive (REQUEST_TIMEOUT_SECONDS) before a 408. */
  requestTimeoutSeconds: number
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
  /** Page views recorded for the analytics (ANALYTICS, ANALYTICS_DIR, ANALYTICS_RETENTION_DAYS); unset when off. */
  analytics: AnalyticsSettings | undefined
  /** Editors' sign-in to /admin with GitHub (GITHUB_OAUTH_CLIENT_ID and _SECRET); unset, they sign in with a token. */
  editorSignIn: GitHubSignInConfig | undefined
  /**
   * The repository and branch the editors at /admin save to (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH), read here rather
   * than at build time so one image serves any repository; unset, /admin says what to set.
   */
  cmsRepository: CmsRepository | undefined
  /** Whether the editors' sign-in also offers a developer's local clone (CMS_LOCAL_REPOSITORY). */
  cmsLocalRepository: boolean
  /**
   * What is allowed but worth an operator's look, one line each (TLS that checks no certificate, SITE_URL unset in
   * production): the service logs them as warnings at start.
   */
  warnings: string[]
}

export class ConfigError extends Error {
  readonly problems: string[]
  constructor(problems: string[]) {
    super(`The site's service cannot start: ${problems.join(' ')}`)
    this.name = 'ConfigError'
    this.problems = problems
  }
}

type Env = Record<string, string | undefined>

/**
 * Reads and checks every variable against the settings' schema (services/settings/settingsSchema.ts), then reports
 * all the bad ones at once, each named with what to set, so a deploy is fixed in one round. An empty variable counts
 * as unset, as `SMTP_URL=` in a compose file means; a secret may come from the file its `_FILE` variable names.
 */
export function readConfig(env: Env, fallbacks: ConfigFallbacks): ServiceSettings {
  const problems: string[] = []
  const warnings: string[] = []
  const resolved = readSecretFiles(env, problems)
  // Each setting on its own, so one bad variable hides no other.
  const settings: Partial<Settings> = {}
  for (const [name, schema] of Object.entries(settingsSchema(fallbacks).shape)) {
    const raw = resolved[name]?.trim()
    const result = schema.safeParse(raw === '' ? undefined : raw)
    if (result.success) Object.assign(settings, { [name]: result.data })
    else problems.push(...result.error.issues.map((issue) => issue.message))
  }
  const given = (name: keyof Settings) => Boolean(resolved[name]?.trim())

  const siteOrigin = settings.SITE_URL
  if (siteOrigin === undefined && !given('SITE_URL') && env.NODE_ENV?.trim() === 'production')
    warnings.push(
      "SITE_URL is unset while NODE_ENV=production, so the service takes the site's address from each request (Host, X-Forwarded-Proto) and, behind a TLS proxy, refuses browsers' form posts with 403; set SITE_URL to the public address, such as https://www.example.com.",
    )
  const editorSignIn = readSignIn(settings, given, problems)
  const metrics = settings.METRICS_PORT === 'off' ? undefined : readMetrics(settings, problems)
  const database = readDatabase(settings, env, problems, warnings)
  checkSmtp(settings, problems, warnings)
  const cmsRepository = readCmsRepository(settings, given, problems)

  if (problems.length > 0) throw new ConfigError(problems)
  return {
    port: settings.PORT!,
    host: settings.HOST,
    contactLog: settings.CONTACT_LOG!,
    smtpUrl: settings.SMTP_URL,
    contactTo: settings.CONTACT_TO!,
    contactFrom: settings.CONTACT_FROM!,
    rateLimit: settings.CONTACT_RATE_LIMIT!,
    trustProxy: settings.TRUST_PROXY!,
    keepAliveSeconds: settings.KEEP_ALIVE_SECONDS!,
    requestTimeoutSeconds: settings.REQUEST_TIMEOUT_SECONDS!,
    siteOrigin,
    smtpAllowPlaintext: settings.SMTP_ALLOW_PLAINTEXT!,
    metrics,
    database,
    editorSignIn,
    cmsRepository,
    cmsLocalRepository: settings.CMS_LOCAL_REPOSITORY!,
    retentionDays: settings.CONTACT_RETENTION_DAYS!,
    analytics: settings.ANALYTICS ? analyticsSettings(settings) : undefined,
    warnings,
  }
}

export interface AnalyticsSettings {
  /** Absolute path of the folder of the day files. */
  dir: string
  retentionDays: number
}

/** Where the page views are kept and for how long: ANALYTICS_DIR, else `analytics/` beside the enquiry log. */
export function analyticsSettings(
  settings: Pick<Partial<Settings>, 'ANALYTICS_DIR' | 'CONTACT_LOG' | 'ANALYTICS_RETENTION_DAYS'>,
): AnalyticsSettings {
  return {
    dir: settings.ANALYTICS_DIR ?? path.join(path.dirname(settings.CONTACT_LOG!), 'analytics'),
    retentionDays: settings.ANALYTICS_RETENTION_DAYS!,
  }
}

/**
 * The analytics settings alone, for `npm run analytics`, which needs nothing else of the service's; problems are
 * reported as readConfig reports them.
 */
export function readAnalyticsSettings(env: Env): AnalyticsSettings {
  const shape = settingsSchema({ companyEmail: 'unused@example.com' }).shape
  const problems: string[] = []
  const read = <T>(name: 'ANALYTICS_DIR' | 'CONTACT_LOG' | 'ANALYTICS_RETENTION_DAYS', schema: z.ZodType<T>) => {
    const raw = env[name]?.trim()
    const result = schema.safeParse(raw === '' ? undefined : raw)
    if (!result.success) problems.push(...result.error.issues.map((issue) => issue.message))
    return result.data
  }
  const settings = {
    ANALYTICS_DIR: read('ANALYTICS_DIR', shape.ANALYTICS_DIR),
    CONTACT_LOG: read('CONTACT_LOG', shape.CONTACT_LOG),
    ANALYTICS_RETENTION_DAYS: read('ANALYTICS_RETENTION_DAYS', shape.ANALYTICS_RETENTION_DAYS),
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return analyticsSettings(settings)
}

function readMetrics(settings: Partial<Settings>, problems: string[]): ServiceSettings['metrics'] {
  const { PORT: port, METRICS_PORT: metricsPort, METRICS_HOST: host } = settings
  if (metricsPort === undefined || metricsPort === 'off' || host === undefined) return undefined
  if (metricsPort === port && port !== 0)
    problems.push(
      `METRICS_PORT is ${metricsPort}, the same as PORT; the metrics are never served on the public port, so choose another (9464 by default) or set METRICS_PORT=off.`,
    )
  return { port: metricsPort, host }
}

/**
 * PostgreSQL, over TLS whenever it leaves this machine: the password and every enquiry travel on that connection.
 * What pg will do is read from pg itself (transportSecurity.ts), so an sslmode pg ignores cannot pass for TLS.
 */
function readDatabase(
  settings: Partial<Settings>,
  env: Env,
  problems: string[],
  warnings: string[],
): DatabaseConfig | undefined {
  const { DATABASE_URL: url, DATABASE_POOL_MAX: poolMax, DATABASE_TIMEOUT_MS: timeoutMs } = settings
  if (url === undefined || poolMax === undefined || timeoutMs === undefined) return undefined
  let reached: ReturnType<typeof databaseTransport>
  try {
    reached = databaseTransport(url)
  } catch (error) {
    // pg reads sslrootcert (and sslcert, sslkey) as it parses the URL; the message names the file, never the URL.
    problems.push(
      `DATABASE_URL names a certificate file that cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); mount it at the path its sslrootcert, sslcert or sslkey gives, readable by the service's user.`,
    )
    return undefined
  }
  const { host, transport } = reached
  const sslmode = sslModeOf(url, env)
  if (transport === 'clear' && !settings.DATABASE_ALLOW_PLAINTEXT)
    problems.push(
      `DATABASE_URL reaches ${host} without TLS, so the database password and the enquiries would cross the network in clear; add ?sslmode=verify-full to it (with &sslrootcert=/path/ca.pem for a private certificate authority), or set DATABASE_ALLOW_PLAINTEXT=true for a database on a private network that offers no TLS.`,
    )
  if (transport === 'unverified')
    warnings.push(
      `DATABASE_URL reaches ${host} over TLS without checking its certificate${sslmode ? ` (sslmode=${sslmode})` : ''}, so anyone between could stand in for the database and read the password and the enquiries; set sslmode=verify-full (with sslrootcert=/path/ca.pem for a private certificate authority).`,
    )
  if (transport === 'verified' && sslmode !== undefined && sslmode !== 'verify-full')
    warnings.push(
      `DATABASE_URL says sslmode=${sslmode}: the installed pg checks ${host}'s certificate and name as for verify-full, but libpq and pg's next major version do not for ${sslmode}; write sslmode=verify-full so the check stays.`,
    )
  return { url, poolMax, timeoutMs }
}

/**
 * Mail goes to the host the URL names and nowhere else: a parameter that would send it elsewhere is refused, so the
 * start-up log's target is where the mail really goes. SMTP's own rule (STARTTLS for a host other than this machine,
 * unless SMTP_ALLOW_PLAINTEXT) holds whatever the URL's parameters say: nodemailer lets them override the service's options, so `?requireTLS=false` would send in
 * clear while the log said STARTTLS was required.
 */
function checkSmtp(settings: Partial<Settings>, problems: string[], warnings: string[]): void {
  if (settings.SMTP_URL === undefined) return
  const url = new URL(settings.SMTP_URL)
  const elsewhere = smtpRedirections(url)
  if (elsewhere.length > 0)
    problems.push(
      `SMTP_URL has the parameter${elsewhere.length > 1 ? 's' : ''} ${elsewhere.join(', ')}, which nodemailer would follow to another server than ${url.hostname}, the one the URL names; take ${elsewhere.length > 1 ? 'them' : 'it'} out and write the server's own host and port in the URL, such as smtp://user:password@mail.example.com:587.`,
    )
  if (isLoopbackHost(url.hostname)) return
  const { clear, unverified } = smtpWeakening(url)
  if (clear && !settings.SMTP_ALLOW_PLAINTEXT)
    problems.push(
      `SMTP_URL asks for ${clear}, which would send the mail password and the enquiries to ${url.hostname} in clear; take it out of the URL, or set SMTP_ALLOW_PLAINTEXT=true for a relay on a private network that offers no TLS.`,
    )
  if (unverified)
    warnings.push(
      `SMTP_URL asks for ${unverified}, so the mail server's certificate is not checked and anyone between could read the password and the enquiries; take it out, and trust a private certificate authority with NODE_EXTRA_CA_CERTS instead.`,
    )
}

/**
 * The GitHub OAuth app editors sign in to /admin with: both of its variables, or neither; SITE_URL with them, since
 * GitHub sends editors back there; and GitHub itself over https, since the client secret travels to it.
 */
function readSignIn(
  settings: Partial<Settings>,
  given: (name: keyof Settings) => boolean,
  problems: string[],
): GitHubSignInConfig | undefined {
  const {
    GITHUB_OAUTH_CLIENT_ID: clientId,
    GITHUB_OAUTH_CLIENT_SECRET: clientSecret,
    GITHUB_OAUTH_ORIGIN: githubOrigin,
    SITE_URL: siteOrigin,
  } = settings
  const before = problems.length
  if (given('GITHUB_OAUTH_CLIENT_ID') !== given('GITHUB_OAUTH_CLIENT_SECRET')) {
    const [unset, set] = given('GITHUB_OAUTH_CLIENT_ID')
      ? ['GITHUB_OAUTH_CLIENT_SECRET', 'GITHUB_OAUTH_CLIENT_ID']
      : ['GITHUB_OAUTH_CLIENT_ID', 'GITHUB_OAUTH_CLIENT_SECRET']
    problems.push(
      `${unset} is unset while ${set} is set; set both, from the GitHub OAuth app editors sign in with, or neither.`,
    )
  }
  if (githubOrigin !== undefined && !isSecureOrigin(githubOrigin) && !settings.GITHUB_OAUTH_ALLOW_PLAINTEXT)
    problems.push(
      `GITHUB_OAUTH_ORIGIN is "${githubOrigin}", so the OAuth app's client secret and the editors' tokens would cross the network in clear; set the https:// address of the GitHub Enterprise server, or set GITHUB_OAUTH_ALLOW_PLAINTEXT=true for one on a private network that offers no TLS.`,
    )
  if (problems.length > before || clientId === undefined || clientSecret === undefined || githubOrigin === undefined)
    return undefined
  if (siteOrigin === undefined) {
    // A SITE_URL that is set but wrong has had its own problem reported.
    if (!given('SITE_URL'))
      problems.push(
        "SITE_URL is unset while GitHub sign-in is set up; set it to the site's public address, such as https://www.example.com: GitHub sends editors back there, and the address a request claims to come to is never trusted.",
      )
    return undefined
  }
  if (!isSecureOrigin(siteOrigin)) {
    problems.push(
      `SITE_URL is "${siteOrigin}" while GitHub sign-in is set up; an editor's sign-in travels over it, so set an https:// address (http:// is taken only for this machine: localhost, 127.0.0.0/8 or ::1).`,
    )
    return undefined
  }
  return { clientId, clientSecret, githubOrigin, siteOrigin }
}

/** CMS_GITHUB_REPO as owner/name, and CMS_GITHUB_BRANCH (main by default) only beside it. */
function readCmsRepository(
  settings: Partial<Settings>,
  given: (name: keyof Settings) => boolean,
  problems: string[],
): CmsRepository | undefined {
  const { CMS_GITHUB_REPO: repo, CMS_GITHUB_BRANCH: branch } = settings
  if (!given('CMS_GITHUB_REPO') && given('CMS_GITHUB_BRANCH')) {
    problems.push(
      'CMS_GITHUB_BRANCH is set while CMS_GITHUB_REPO is unset; set CMS_GITHUB_REPO to the repository as owner/name (such as acme/website), or unset both to keep /admin closed.',
    )
    return undefined
  }
  if (repo === undefined || (given('CMS_GITHUB_BRANCH') && branch === undefined)) return undefined
  return { repo, branch: branch ?? 'main' }
}

/** https:, or http: on this machine only (development and tests). */
export function isSecureOrigin(origin: string): boolean {
  const url = new URL(origin)
  return url.protocol === 'https:' || isLoopbackHost(url.hostname)
}
