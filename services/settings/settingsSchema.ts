import path from 'node:path'
import { z } from 'zod'
import { isRepository } from '../editor/editorSetup.ts'
import { asExpressEntry, isAddressOrRange, proxyNames, tooBroad } from './trustedProxies.ts'

/** Values the environment may leave unset, supplied by the caller from content/ (the company's e-mail address). */
export interface ConfigFallbacks {
  companyEmail: string
}

/** What docs/configuration.md says of a setting: its default (Markdown) and, in `description`, its meaning. */
export interface SettingMeta {
  description: string
  default: string
  [key: string]: unknown
}

const emailAddress = z.email()

/** Accepts `enquiries@example.com` or `Website <enquiries@example.com>`, the two forms mail headers allow here. */
export function isMailbox(value: string): boolean {
  const named = /^[^<>\r\n]*<([^<>\s]+)>$/.exec(value)
  return emailAddress.safeParse(named ? named[1] : value).success
}

/** A name git would take for a branch (git check-ref-format's rules), which GitHub's addresses can carry. */
export function isBranchName(name: string): boolean {
  return (
    !/[\s~^:?*[\\]|\p{Cc}|\.\.|@\{|\/\/|\/\.|^[-/.]|[/.]$|\.lock(\/|$)/u.test(name) &&
    name !== '@' &&
    name.length <= 255
  )
}

/** A problem's words from the value that caused it; `issue.input` is what the variable held. */
const saying = (message: (raw: string) => string) => ({
  error: (issue: { input?: unknown }) => message(String(issue.input)),
})

const text = () => z.string().optional()

function wholeNumber(
  name: string,
  { min, max, what, fallback }: { min: number; max: number; what: string; fallback: number },
) {
  return z
    .string()
    .refine(
      (raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max,
      saying(
        (raw) =>
          `${name} is "${raw}"; set it to a whole number from ${min} to ${max} (${what}), or leave it unset for ${fallback}.`,
      ),
    )
    .transform(Number)
    .default(fallback)
}

function yesOrNo(name: string) {
  return z
    .string()
    .refine(
      (raw) => /^(true|yes|1|false|no|0)$/i.test(raw),
      saying((raw) => `${name} is "${raw}"; set it to true or false, or leave it unset for false.`),
    )
    .transform((raw) => /^(true|yes|1)$/i.test(raw))
    .default(false)
}

/** An http(s) address, kept as its origin. */
function webOrigin(message: (raw: string) => string) {
  return z
    .string()
    .refine((raw) => URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol), saying(message))
    .transform((raw) => new URL(raw).origin)
}

function mailbox(name: string, role: string, fallbacks: ConfigFallbacks) {
  return z
    .string()
    .refine(
      isMailbox,
      saying(
        (raw) =>
          `${name} is "${raw}"; set it to the e-mail address ${role}, such as enquiries@example.com, or leave it unset to use the company address ${fallbacks.companyEmail}.`,
      ),
    )
    .default(fallbacks.companyEmail)
}

/** TRUST_PROXY as Express's `trust proxy` takes it, by address, and no wider than trustLimits allows. */
function trustedProxies() {
  return z
    .string()
    .transform((raw, context) => {
      const fail = (message: string) => {
        context.issues.push({ code: 'custom', input: raw, message })
        return z.NEVER
      }
      if (/^\d+$/.test(raw) || /^(true|false)$/i.test(raw))
        return fail(
          `TRUST_PROXY is "${raw}", a hop count or a yes/no; it takes the addresses of the proxies in front of the service instead (such as loopback, 10.0.0.0/8 or the load balancer's address, separated by commas), because a count lets any client that reaches the service directly choose its own address. Leave it unset when clients connect directly.`,
        )
      const entries = raw.split(',').map((entry) => entry.trim())
      const wrong = entries.filter((entry) => !proxyNames.has(entry) && !isAddressOrRange(entry))
      if (wrong.length > 0)
        return fail(
          `TRUST_PROXY has ${wrong.map((entry) => `"${entry}"`).join(', ')}, which is not an address, a CIDR range (10.0.0.0/8, fd00::/8) or one of loopback, linklocal, uniquelocal; list the proxies in front of the service, separated by commas.`,
        )
      const broad = tooBroad(entries)
      if (broad)
        return fail(
          `TRUST_PROXY has ${broad}, so anyone there could choose their own address with X-Forwarded-For; name the proxies in front of the service themselves (their addresses, a private range such as 10.0.0.0/8, or a CDN's published ranges).`,
        )
      return entries.map(asExpressEntry)
    })
    .default([])
}

function smtpUrl() {
  return z.string().refine((raw) => {
    if (!URL.canParse(raw)) return false
    const url = new URL(raw)
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== ''
    // The value is not repeated: it usually carries the mail password.
  }, 'SMTP_URL is not an smtp:// or smtps:// URL; set it like smtp://user:password@mail.example.com:587, or leave it unset to write e-mails as .eml files to the outbox beside CONTACT_LOG.')
}

function postgresUrl() {
  return z.string().refine((raw) => {
    if (!URL.canParse(raw)) return false
    const url = new URL(raw)
    return (
      (url.protocol === 'postgres:' || url.protocol === 'postgresql:') &&
      (url.hostname !== '' || url.searchParams.has('host'))
    )
    // The value is not repeated: it usually carries the database password.
  }, 'DATABASE_URL is not a postgres:// URL; set it like postgres://user:password@db.example.com:5432/website?sslmode=verify-full, or leave it unset to keep enquiries in the JSON-lines log at CONTACT_LOG.')
}

const secretFile = (name: string) =>
  text().meta({
    default: 'unset',
    description: `a file holding \`${name}\` (such as \`/run/secrets/${name.toLowerCase()}\`, a Docker or Kubernetes secret), read at start instead of the variable; its last line break is dropped. Setting both, or naming an empty file, is an error`,
  })

/**
 * Every setting of the service, one environment variable each, with what docs/configuration.md says of it: the
 * description is its meaning, `default` what an unset (or empty) variable means. Each field takes the variable's
 * text, trimmed, or undefined; its messages name the variable and say what to set, on one line. What depends on
 * two settings at once (TLS and its exceptions, pairs that go together) is checked in readConfig.ts.
 */
export function settingsSchema(fallbacks: ConfigFallbacks) {
  return z.object({
    PORT: wholeNumber('PORT', { min: 0, max: 65535, what: 'the port to listen on', fallback: 3000 }).meta({
      default: '`3000`',
      description: 'where the service listens (`npm start`, the image)',
    }),
    HOST: text().meta({
      default: 'unset: `::`, every interface, IPv6 and IPv4 (dual stack; `0.0.0.0` on a machine without IPv6)',
      description: 'interface to listen on, such as `10.0.0.5` for the internal network only',
    }),
    NODE_ENV: text().meta({
      default: 'unset; `production` in the Docker image',
      description:
        '`production` says the service runs for visitors: it then warns at start when `SITE_URL` is unset, since the origin of the form would come from each request',
    }),
    SITE_URL: webOrigin(
      (raw) =>
        `SITE_URL is "${raw}"; set it to the site's public address, such as https://www.example.com, or leave it unset.`,
    )
      .optional()
      .meta({
        default:
          'at build time, the `website` of `content/company.yaml`; at run time, unset: the address a request came to stands in (for development only; with `NODE_ENV=production` a warning says so)',
        description:
          "the public origin. At build time, for canonical links, the sitemap and the company profile. At run time, the only origin the service accepts enquiries posted from, and where GitHub sends editors back after signing in; neither ever comes from a request's `Host`. Required when GitHub sign-in is set, over `https://` (`http://` only for this machine: `localhost`, 127.0.0.0/8 or `::1`). The Docker image keeps the build's value unless `-e SITE_URL=` says otherwise",
      }),
    CONTACT_LOG: z
      .string()
      .refine(
        (raw) => !/[/\\]$/.test(raw),
        saying(
          (raw) =>
            `CONTACT_LOG is "${raw}", a directory; set it to a file path such as ${path.join(raw, 'enquiries.jsonl')}.`,
        ),
      )
      .default('data/enquiries.jsonl')
      .transform((file) => path.resolve(file))
      .meta({
        default: '`data/enquiries.jsonl`',
        description:
          'the enquiry log; the delivery records, the spam log and the outbox sit beside it ([the data folder](deployment.md#the-data-folder-without-a-database))',
      }),
    SMTP_URL: smtpUrl().optional().meta({
      default: 'unset: `.eml` files in `data/outbox/`',
      description:
        '`smtps://user:pass@mail.example.com` (port 465) or `smtp://user:pass@mail.example.com:587` (STARTTLS); the user and password percent-encoded ([mail](deployment.md#mail)). A parameter that would weaken TLS (`requireTLS=false`, `ignoreTLS=true`, `secure=false`) is refused for a host other than this machine unless `SMTP_ALLOW_PLAINTEXT=true`; `tls.rejectUnauthorized=false` is taken with a warning. A parameter that could send mail to another server than the URL’s host (`service=`, `host=`, `port=`, `proxy=`, anything but TLS, timeouts, `name`, `authMethod` and pooling) is refused',
    }),
    SMTP_URL_FILE: secretFile('SMTP_URL'),
    SMTP_ALLOW_PLAINTEXT: yesOrNo('SMTP_ALLOW_PLAINTEXT').meta({
      default: 'unset (`false`)',
      description:
        'over `smtp://` to a host other than this machine, STARTTLS is required, so the mail password and the enquiries never cross the network in clear; `true` allows plain text (a relay on a private network that offers no TLS)',
    }),
    CONTACT_TO: mailbox('CONTACT_TO', 'that receives the enquiries', fallbacks).meta({
      default: 'the e-mail of `content/company.yaml`',
      description: 'who receives enquiries',
    }),
    CONTACT_FROM: mailbox('CONTACT_FROM', 'the enquiry e-mails are sent from', fallbacks).meta({
      default: 'the e-mail of `content/company.yaml`',
      description: 'the sender of enquiry e-mails (`website@example.com` or `Website <website@example.com>`)',
    }),
    CONTACT_RATE_LIMIT: wholeNumber('CONTACT_RATE_LIMIT', {
      min: 1,
      max: 100_000,
      what: 'posts accepted per client per 10 minutes',
      fallback: 5,
    }).meta({
      default: '`5`',
      description:
        'posts accepted per client per 10 minutes (a client is its IPv4 address, or its IPv6 /64, since one host may use any address of its /64). With `DATABASE_URL`, counted in PostgreSQL and so shared by all replicas; without it, each replica counts on its own, so behind a load balancer spreading a client over N replicas the client gets up to N times the limit',
    }),
    TRUST_PROXY: trustedProxies().meta({
      default: "unset: no proxy, the client is the connection's peer",
      description:
        'the proxies in front whose `X-Forwarded-For` is believed, so the limit keys on the real client: addresses and CIDR ranges (`10.0.0.2`, `10.0.0.0/24`, `fd00::/8`) and `loopback`, `linklocal`, `uniquelocal`, separated by commas. A number (a count of hops) or `true` is refused: it would let any client that reaches the service directly pick its own address. So is a range of public addresses wider than /8 (IPv4) or /24 (IPv6), or public ranges that together hold more than one of those (IPv4 written as IPv6 counts as IPv4, and NAT64’s `64:ff9b::/96` as all of it) ([the proxy](deployment.md#tls-the-proxy-and-hsts)); private ranges (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7, loopback, link-local) may be as wide as they are',
    }),
    KEEP_ALIVE_SECONDS: wholeNumber('KEEP_ALIVE_SECONDS', {
      min: 1,
      max: 3_600,
      what: 'seconds an idle connection is kept open',
      fallback: 65,
    }).meta({
      default: '`65`',
      description:
        "how long a connection stays open, idle, for the next request. Keep it longer than the idle timeout of the proxy or load balancer in front (60 s on most): otherwise the service may close a connection just as the proxy sends a visitor's post on it, which the proxy answers with 502. A stop closes idle connections at once and ends each request in progress with `Connection: close`, so a long value never delays it",
    }),
    REQUEST_TIMEOUT_SECONDS: wholeNumber('REQUEST_TIMEOUT_SECONDS', {
      min: 1,
      max: 300,
      what: 'seconds a request may take to arrive',
      fallback: 25,
    }).meta({
      default: '`25`',
      description:
        "how long a request may take to arrive, headers and body, before it is answered 408 and its connection closed (the headers alone get at most 20 s of it): a client sending a post a byte a second must not hold a connection for Node's five minutes. A phone on a slow link sends the form's 64 KB well within the default",
    }),
    DATABASE_URL: postgresUrl().optional().meta({
      default: 'unset: the JSON-lines log',
      description:
        '`postgres://user:pass@db.example.com:5432/website?sslmode=verify-full`: enquiries, spam, the delivery queue and the rate limit in PostgreSQL, shared by every replica ([PostgreSQL](deployment.md#postgresql)). To a host other than this machine TLS is required: `sslmode=verify-full` (with `sslrootcert=/path/ca.pem` for a private certificate authority); `require`, `verify-ca` or `no-verify` start with a warning; none stops the start unless `DATABASE_ALLOW_PLAINTEXT=true`. The host is the URL’s (or its `host` parameter), so `PGHOST` never applies; `PGSSLMODE` does when the URL names no `sslmode`. Never logged; the start-up log names host and database only',
    }),
    DATABASE_URL_FILE: secretFile('DATABASE_URL'),
    DATABASE_ALLOW_PLAINTEXT: yesOrNo('DATABASE_ALLOW_PLAINTEXT').meta({
      default: 'unset (`false`)',
      description:
        '`true` lets `DATABASE_URL` reach a host other than this machine without TLS (a database on a private network that offers none): the password and every enquiry then cross that network in clear',
    }),
    DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', {
      min: 1,
      max: 1000,
      what: 'connections to PostgreSQL each replica keeps at most',
      fallback: 10,
    }).meta({
      default: '`10`',
      description: 'connections each process (each replica, each run of the staff tool) keeps to PostgreSQL at most',
    }),
    DATABASE_TIMEOUT_MS: wholeNumber('DATABASE_TIMEOUT_MS', {
      min: 100,
      max: 600_000,
      what: 'milliseconds to wait for PostgreSQL before refusing a post with 503',
      fallback: 5000,
    }).meta({
      default: '`5000`',
      description: 'how long a connection or a statement may take before the post is refused with 503',
    }),
    CONTACT_RETENTION_DAYS: wholeNumber('CONTACT_RETENTION_DAYS', {
      min: 1,
      max: 36_500,
      what: 'days an enquiry is kept before it is erased, as the privacy policy promises',
      fallback: 730,
    }).meta({
      default: '`730`',
      description:
        'days an enquiry is kept; older ones are erased when the service starts and daily ([privacy](enquiries.md#privacy-requests-and-how-long-enquiries-are-kept))',
    }),
    ANALYTICS: z
      .string()
      .refine(
        (raw) => raw === 'on' || raw === 'off',
        saying((raw) => `ANALYTICS is "${raw}"; set it to off to record no page views, or leave it unset (on).`),
      )
      .transform((raw) => raw === 'on')
      .default(true)
      .meta({
        default: '`on`',
        description:
          'page views recorded for the analytics report, without cookies or addresses ([what is recorded](enquiries.md#visitor-analytics)); `off` records none',
      }),
    ANALYTICS_DIR: z
      .string()
      .transform((dir) => path.resolve(dir))
      .optional()
      .meta({
        default: '`analytics/` beside `CONTACT_LOG` (`data/analytics`)',
        description:
          "the folder of the recorded page views, a file a day per replica (`2026-11-29.<host>.log`), the day's secret and the report's database; replicas that share it share the day's secret, so a visitor served by two of them counts once",
      }),
    ANALYTICS_RETENTION_DAYS: wholeNumber('ANALYTICS_RETENTION_DAYS', {
      min: 1,
      max: 366,
      what: 'days of page views kept, as the privacy policy says',
      fallback: 30,
    }).meta({
      default: '`30`',
      description:
        "days of page views kept, today's included; older files are deleted at start and hourly, and the report keeps no more. The privacy policy states 30: change it with this",
    }),
    METRICS_PORT: z
      .string()
      .refine(
        (raw) => raw === 'off' || (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 65535),
        saying(
          (raw) =>
            `METRICS_PORT is "${raw}"; set it to a whole number from 1 to 65535 (the port Prometheus reads /metrics from), or off, or leave it unset for 9464.`,
        ),
      )
      .transform((raw) => (raw === 'off' ? ('off' as const) : Number(raw)))
      .default(9464)
      .meta({
        default: '`9464`',
        description:
          'the port of the Prometheus metrics, on a server of its own and never the public port ([metrics](deployment.md#metrics-and-alerts)); `off` turns them off',
      }),
    METRICS_HOST: z.string().default('127.0.0.1').meta({
      default: '`127.0.0.1`',
      description:
        'the interface of the metrics server; in a container, `0.0.0.0` for Prometheus on an internal network, never published',
    }),
    GITHUB_OAUTH_CLIENT_ID: z
      .string()
      .refine(
        (raw) => /^[\w.-]{8,64}$/.test(raw),
        saying(
          (raw) =>
            `GITHUB_OAUTH_CLIENT_ID is "${raw}"; set it to the OAuth app's Client ID, as GitHub shows it (such as Ov23liAbCdEf12345678).`,
        ),
      )
      .optional()
      .meta({
        default: 'unset: editors sign in to `/admin` with a token',
        description:
          "a GitHub OAuth app's id, for *Sign In with GitHub*, with `GITHUB_OAUTH_CLIENT_SECRET` (both or neither); the app's callback URL is `https://<site>/api/cms/callback` ([the administrators' checklist](administrators-checklist.md))",
      }),
    GITHUB_OAUTH_CLIENT_SECRET: z
      .string()
      .refine(
        (raw) => /^[\w-]{20,128}$/.test(raw),
        // The secret is never repeated in a message.
        "GITHUB_OAUTH_CLIENT_SECRET does not look like an OAuth app's client secret (letters and digits, 40 of them as GitHub makes it); copy it again from the app's settings.",
      )
      .optional()
      .meta({
        default: 'unset',
        description: "that OAuth app's client secret, with `GITHUB_OAUTH_CLIENT_ID`",
      }),
    GITHUB_OAUTH_CLIENT_SECRET_FILE: secretFile('GITHUB_OAUTH_CLIENT_SECRET'),
    GITHUB_OAUTH_ORIGIN: webOrigin(
      (raw) =>
        `GITHUB_OAUTH_ORIGIN is "${raw}"; leave it unset for https://github.com, or set the https:// address of a GitHub Enterprise server.`,
    )
      .default('https://github.com')
      .meta({
        default: '`https://github.com`',
        description:
          'a GitHub Enterprise server instead, over `https://`: the client secret and the editors’ tokens travel to it (`http://` only for this machine, or with `GITHUB_OAUTH_ALLOW_PLAINTEXT=true`)',
      }),
    GITHUB_OAUTH_ALLOW_PLAINTEXT: yesOrNo('GITHUB_OAUTH_ALLOW_PLAINTEXT').meta({
      default: 'unset (`false`)',
      description:
        '`true` takes an `http://` `GITHUB_OAUTH_ORIGIN` on another machine (a GitHub Enterprise server on a private network without TLS), the client secret then crossing it in clear',
    }),
    CMS_LOCAL_REPOSITORY: yesOrNo('CMS_LOCAL_REPOSITORY').meta({
      default: 'unset (`false`): the sign-in offers GitHub alone',
      description:
        '`true` also offers *Work with Local Repository* on the editors’ sign-in, for a developer at this machine’s own address (`127.0.0.1`, `localhost`), saving into a clone’s folder; `npm run cms` sets it',
    }),
    CMS_GITHUB_REPO: z
      .string()
      .refine(
        isRepository,
        saying(
          (raw) =>
            `CMS_GITHUB_REPO is "${raw}"; set it to the GitHub repository editors save to, written owner/name (such as acme/website for https://github.com/acme/website).`,
        ),
      )
      .optional()
      .meta({
        default: 'unset: `/admin` shows what to set',
        description:
          "read at **run** time: the repository (`owner/name`) the editor at `/admin` saves to, filled into every editor's configuration as it is served, so one image serves any repository. A static host serving `dist/client/admin` as built takes it at build time instead (else the clone's `origin`)",
      }),
    CMS_GITHUB_BRANCH: z
      .string()
      .refine(
        isBranchName,
        saying(
          (raw) =>
            `CMS_GITHUB_BRANCH is "${raw}", which is not a branch name; set it to the branch editors' changes go into, such as main, or leave it unset for main.`,
        ),
      )
      .optional()
      .meta({
        default: '`main`',
        description: 'the branch of `CMS_GITHUB_REPO` the editors’ changes go into, read at run time as well',
      }),
  })
}

export type Settings = z.output<ReturnType<typeof settingsSchema>>
