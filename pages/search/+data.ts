// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { siteContent } from '../../lib/content/siteContent.server.ts'
import { localePath, locales } from '../../lib/locales.ts'

/**
 * The search page: its heading and box, and the templates the service fills in with the results of a search
 * (services/search/). It is not in the route registry: it is no page to list in the sitemap or the menus.
 */
export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  const { search, company } = siteContent(locale)
  const suffix = ` | ${company.name}`
  return {
    title: `${search.emptyTitle}${suffix}`,
    /** The title of a page of results; the service puts the words searched for in place of {query}. */
    resultsTitle: `${search.title}${suffix}`,
    heading: search.heading,
    intro: search.intro,
    form: { action: localePath(locale, '/search'), label: search.label, button: search.button },
    resultsHeading: search.resultsHeading,
    count: search.count,
    noResults: search.noResults,
    noResultsHint: search.noResultsHint,
    // Links in content are already in the page's language (loadSiteContent makes them so).
    suggestions: search.suggestions,
    shortened: search.shortened,
    otherScript: search.otherScript,
    otherScriptLink: search.otherScriptLink,
    /** The other language, whose search the notice links to; the service adds the words searched for. */
    otherLocale: locales.find((each) => each !== locale)!,
    home: localePath(locale, '/'),
  }
}

export type Data = ReturnType<typeof data>
