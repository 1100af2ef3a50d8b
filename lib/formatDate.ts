/**
 * A content date (YYYY-MM-DD) as readers write it, e.g. "09 October 2025". Read and written in UTC, so the day never
 * shifts with the time zone of the machine that builds the site.
 */
export function formatDate(isoDate: string, locale = 'en-GB'): string {
  return new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
