import type { Locale } from '../locales.ts'
import type { SiteContent } from './contentTypes.ts'
import { loadSiteContent } from './loadSiteContent.ts'

/**
 * One language's content, read and checked once per build (and per edit in development) rather than once per page:
 * the build renders over fifty pages from the same files. The generation lives on globalThis because the dev
 * server's watcher (build/plugin/sitePlugin.ts) and the pages it renders load this module as two separate instances.
 */
const state = globalThis as typeof globalThis & { __siteContentGeneration?: number }
const cache = new Map<Locale, { generation: number; content: SiteContent }>()

export function siteContent(locale: Locale): SiteContent {
  const generation = state.__siteContentGeneration ?? 0
  const cached = cache.get(locale)
  if (cached?.generation === generation) return cached.content
  const content = loadSiteContent(undefined, locale)
  cache.set(locale, { generation, content })
  return content
}

/** Called when a file under content/ changes: the next page reads the content again. */
export function contentChanged(): void {
  state.__siteContentGeneration = (state.__siteContentGeneration ?? 0) + 1
}
