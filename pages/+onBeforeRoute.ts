// https://vike.dev/i18n
import type { PageContext } from 'vike/types'
import { splitLocale } from '../lib/locales.ts'

/**
 * Every page exists in each language, under the language's prefix (/ar/about is /about in Arabic): the router sees
 * the address without the prefix and every hook reads the language from pageContext.locale.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { locale, path } = splitLocale(pageContext.urlPathname)
  return { pageContext: { locale, urlLogical: path } }
}
