import type { ConnectionOptions } from 'node:tls'
import pg from 'pg'
import { isLoopbackHost } from '../loopback.ts'

/**
 * How a connection travels: `local` never leaves this machine (loopback or a Unix socket); `verified` is TLS with the
 * server's certificate and name checked; `unverified` is TLS that anyone between could stand in for; `clear` is none.
 */
export type Transport = 'local' | 'verified' | 'unverified' | 'clear'

/** Whether a connection to `host` stays on this machine: a loopback name or address, or a Unix socket's folder. */
export const staysOnThisMachine = (host: string) => host.startsWith('/') || isLoopbackHost(host)

/**
 * How pg will reach the database of `url`, read by pg itself (a client made and never connected), so the check and
 * the connection cannot disagree: its host (the URL's, or its `host` parameter; the settings refuse a URL with
 * neither, so PGHOST never applies) and its TLS
 * (the URL's `sslmode`, `ssl` and `sslrootcert`, else PGSSLMODE). Throws when pg cannot read the URL's certificate files.
 */
export function databaseTransport(url: string): { host: string; transport: Transport } {
  const client = new pg.Client({ connectionString: url })
  const host = client.host
  // pg's types say boolean; at run time it is the TLS options when the URL gives any.
  const ssl = client.ssl as boolean | ConnectionOptions
  if (staysOnThisMachine(host)) return { host, transport: 'local' }
  if (!ssl) return { host, transport: 'clear' }
  const checked = ssl === true || (ssl.rejectUnauthorized !== false && ssl.checkServerIdentity === undefined)
  return { host, transport: checked ? 'verified' : 'unverified' }
}

/**
 * The sslmode the URL (or else PGSSLMODE) names, for a message: of a parameter given twice, the last, which is the
 * one pg uses.
 */
export function sslModeOf(url: string, env: Record<string, string | undefined>): string | undefined {
  return new URL(url).searchParams.getAll('sslmode').at(-1) ?? env.PGSSLMODE
}

/**
 * What in an SMTP URL's query would weaken its TLS, as nodemailer reads it (the URL's parameters win over the
 * service's own options): `requireTLS` other than true, `ignoreTLS`, `secure=false` on smtps://, and, as
 * `unverified`, `tls.rejectUnauthorized=false`.
 */
export function smtpWeakening(url: URL): { clear?: string; unverified?: string } {
  const query = url.searchParams
  const truthy = (value: string) => value !== '' && value !== 'false' && Number(value) !== 0
  const named = (key: string) => `${key}=${query.get(key)}`
  const clear =
    query.has('requireTLS') && !truthy(query.get('requireTLS')!)
      ? named('requireTLS')
      : query.has('ignoreTLS') && truthy(query.get('ignoreTLS')!)
        ? named('ignoreTLS')
        : url.protocol === 'smtps:' && query.has('secure') && !truthy(query.get('secure')!)
          ? named('secure')
          : undefined
  const unverified =
    query.has('tls.rejectUnauthorized') && !truthy(query.get('tls.rejectUnauthorized')!)
      ? named('tls.rejectUnauthorized')
      : undefined
  return { ...(clear && { clear }), ...(unverified && { unverified }) }
}

/**
 * The query parameters of an SMTP URL that only tune how the server it names is reached: TLS, timeouts, the name
 * given in EHLO, the authentication method and pooling. nodemailer reads every other parameter as an option too, and
 * some send the mail elsewhere: `service=` swaps the host for a provider's (`service=AOL` is smtp.aol.com:587),
 * `host=`, `port=` and `proxy=` say so plainly.
 */
const smtpTuning = new Set([
  'secure',
  'requireTLS',
  'ignoreTLS',
  'opportunisticTLS',
  'name',
  'authMethod',
  'connectionTimeout',
  'greetingTimeout',
  'socketTimeout',
  'dnsTimeout',
  'pool',
  'maxConnections',
  'maxMessages',
])

/** The parameters of an SMTP URL that could send mail to another server than the one the URL names. */
export function smtpRedirections(url: URL): string[] {
  return [...new Set(url.searchParams.keys())].filter((key) => !smtpTuning.has(key) && !key.startsWith('tls.'))
}
