import { type Locale, localeInfo } from './locales.ts'

/**
 * A content date (YYYY-MM-DD) as readers of the page's language write it, e.g. "09 October 2025" or "09 أكتوبر 2025".
 * Read and written in UTC, so the day never shifts with the time zone of the machine that builds the site.
 */
export function formatDate(isoDate: string, locale: Locale = 'en'): string {
  return new Intl.DateTimeFormat(localeInfo[locale].dateLocale, {
    day: '2-digit',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
