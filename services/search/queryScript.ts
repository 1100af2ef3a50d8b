// Which language's letters a query is written in, so that the search page of one language can tell a visitor who
// typed in the other's that its pages are the ones to search: Arabic words on /search, English ones on /ar/search.
import type { Locale } from '../../lib/locales.ts'

const arabicLetters = /\p{Script=Arabic}/gu
const latinLetters = /\p{Script=Latin}/gu

/**
 * The language whose script most of the letters of `text` are in: Arabic letters are Arabic, Latin letters English.
 * Undefined when it has no letters (digits and signs are written alike in both) or as many of each.
 */
export function scriptLocale(text: string): Locale | undefined {
  const arabic = text.match(arabicLetters)?.length ?? 0
  const latin = text.match(latinLetters)?.length ?? 0
  if (arabic > latin) return 'ar'
  if (latin > arabic) return 'en'
  return undefined
}
