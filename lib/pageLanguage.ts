import { usePageContext } from 'vike-react/usePageContext'
import shells from 'virtual:site-shell'
import { type Locale, splitLocale } from './locales.ts'

/** The address of the page being rendered, as visited (/ar/about), and its language. */
export function pageAddress(pageContext: { urlOriginal: string }): { pathname: string; locale: Locale; path: string } {
  const pathname = new URL(pageContext.urlOriginal, 'http://localhost').pathname
  return { pathname, ...splitLocale(pathname) }
}

/** The address and language of the page being rendered. */
export function usePageAddress() {
  return pageAddress(usePageContext())
}

/** The words of the header, footer and not-found page in the page's language. */
export function useShell() {
  return shells[usePageAddress().locale]
}
