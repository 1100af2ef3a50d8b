import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import shells from 'virtual:site-shell'
import { type Locale, localePath } from './locales.ts'

/**
 * The page's language and address. The language is set once, from the address, by pages/+onBeforeRoute.ts (and for
 * prerendering by pages/+onPrerenderStart.ts); `urlPathname` is then the address without its language prefix.
 */
export function pageAddress(pageContext: Pick<PageContext, 'locale' | 'urlPathname'>): {
  pathname: string
  locale: Locale
  path: string
} {
  const { locale, urlPathname: path } = pageContext
  return { pathname: localePath(locale, path), locale, path }
}

/** The address and language of the page being rendered. */
export function usePageAddress() {
  return pageAddress(usePageContext())
}

/** The words of the header, footer and not-found page in the page's language. */
export function useShell() {
  return shells[usePageContext().locale]
}
