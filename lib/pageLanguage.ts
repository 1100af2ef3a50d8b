import { usePageContext } from 'vike-react/usePageContext'
import shells from 'virtual:site-shell'
import { pageAddress } from './locales.ts'

export { pageAddress }

/** The address and language of the page being rendered. */
export function usePageAddress() {
  return pageAddress(usePageContext())
}

/** The words of the header, footer and not-found page in the page's language. */
export function useShell() {
  return shells[usePageAddress().locale]
}
