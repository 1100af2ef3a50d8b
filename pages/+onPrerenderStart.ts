// https://vike.dev/onPrerenderStart
import type { PrerenderContext } from 'vike/types'
import { localePath, locales } from '../lib/locales.ts'

/** The pages Vike found (their English addresses), each also rendered in every other language under its prefix. */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  const pageContexts = prerenderContext.pageContexts.flatMap((pageContext) =>
    locales.map((locale) => ({ ...pageContext, locale, urlOriginal: localePath(locale, pageContext.urlOriginal) })),
  )
  return { prerenderContext: { pageContexts } }
}
