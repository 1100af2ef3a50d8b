import type { Locale } from '../../lib/locales.ts'

/**
 * The format of the recorded page views, one line each, as GoAccess reads it (`--log-format`, `--date-format`,
 * `--time-format`): Apache's combined format with the page's language where a virtual host would be, so GoAccess's
 * "Virtual Hosts" panel compares English with Arabic. The service writes it (pageViews.ts), the report reads it
 * (goaccessReport.ts): one definition for both.
 */
export const goaccessFormat = {
  logFormat: '%v %h %^[%d:%t %^] "%r" %s %b "%R" "%u"',
  dateFormat: '%d/%b/%Y',
  timeFormat: '%T',
} as const

/** One page view, as it is written: nothing in it names the visitor or carries what they typed. */
export interface PageView {
  time: Date
  locale: Locale
  /** The visitor's pseudonym for the day (visitorPseudonyms.ts), in the place of an address. */
  visitor: string
  /** The path alone: a query string (a search's words) never. */
  path: string
  httpVersion: string
  status: number
  bytes: number
  /** The referring page's origin (scheme, host, port), or undefined: never its path or query. */
  referrerOrigin: string | undefined
  userAgent: string
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** Longest path and user agent written: a stray address or a padded agent cannot grow a file without bound. */
const mostPathChars = 300
const mostAgentChars = 400

/** The line of `view`, in goaccessFormat, times in UTC, ending with a line break. */
export function viewLine(view: PageView): string {
  const t = view.time
  const when = `${two(t.getUTCDate())}/${months[t.getUTCMonth()]}/${t.getUTCFullYear()}:${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())} +0000`
  const request = `GET ${safePath(view.path)} HTTP/${/^\d(\.\d)?$/.test(view.httpVersion) ? view.httpVersion : '1.1'}`
  return `${view.locale} ${view.visitor} - - [${when}] "${request}" ${view.status} ${view.bytes} "${view.referrerOrigin ?? '-'}" "${quoted(view.userAgent, mostAgentChars) || '-'}"\n`
}

/**
 * A path as GoAccess can split it from the line: whatever is not a character of a path (spaces, quotes, anything
 * beyond ASCII) percent-encoded, cut to a length.
 */
function safePath(raw: string): string {
  const encoded = raw.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g, (character) => encodeURIComponent(character))
  return encoded.slice(0, mostPathChars) || '/'
}

/** Text inside the line's double quotes: no quote, backslash or control character to end it early. */
function quoted(raw: string, most: number): string {
  return raw
    .replace(/["\\\p{Cc}]/gu, ' ')
    .slice(0, most)
    .trim()
}

/** The day a moment falls on, in UTC (as the lines' times are): `2026-11-29`. Names each day's file and salt. */
export const dayOf = (time: Date): string => time.toISOString().slice(0, 10)
