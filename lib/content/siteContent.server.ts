import type { Locale } from '../locales.ts'
import { type PageKind, siteRoutes } from '../routes.ts'
import type { SiteContent } from './contentTypes.ts'
import { loadEveryLanguage } from './loadEveryLanguage.ts'
import { loadSiteContent } from './loadSiteContent.ts'

/**
 * The content of every language, read and checked once per build (and per edit in development) rather than once per
 * page or per environment: the site plugin's two instances (Vite loads the configuration anew for the client and the
 * server build) and the prerendered pages load this module as separate instances, so the result lives on globalThis.
 */
const state = globalThis as typeof globalThis & { __siteContent?: Record<Locale, SiteContent> }

/** Every language's content, checked together with the parity between them (the build's one check of content/). */
export function compiledSiteContent(root?: string): Record<Locale, SiteContent> {
  state.__siteContent ??= loadEveryLanguage(root)
  return state.__siteContent
}

/**
 * One language's content, as compiledSiteContent checked it. After an edit in development that does not pass, the
 * page's own language is read alone, so a problem in the Arabic leaves the English pages working (and the other way).
 */
export function siteContent(locale: Locale): SiteContent {
  return state.__siteContent?.[locale] ?? loadSiteContent(undefined, locale)
}

/**
 * The English address of every page of one kind, as the route registry lists them from the content files: what a page
 * made one per file routes (pages/legal/@slug/+route.server.ts) and has Vike prerender (each such page's
 * +onBeforePrerenderStart.ts), so a new file is a new page with no code change. pages/+onPrerenderStart.ts adds each page in the other languages.
 */
export function addressesOf(kind: PageKind): string[] {
  return siteRoutes(siteContent('en'))
    .filter((route) => route.kind === kind)
    .map((route) => route.path)
}

/** Called when a file under content/ changes: the next compile, and the next page, read the content again. */
export function contentChanged(): void {
  state.__siteContent = undefined
}
