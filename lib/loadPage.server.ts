import { render } from 'vike/abort'
import type { PageContext } from 'vike/types'
import { siteContent } from './content/siteContent.server.ts'
import { pageAddress } from './pageLanguage.ts'
import { siteRoutes } from './routes.ts'
import { pageSeo } from './seo/pageSeo.ts'

/**
 * What every page's data hook starts from: the content in the page's language, the page's route and its head. An
 * address the registry does not list (a content file removed, a mistyped slug) gets the not-found page. Server only.
 * `urlOriginal` is the address as visited (/ar/about), language prefix included.
 */
export function loadPage(pageContext: Pick<PageContext, 'locale' | 'urlPathname'>) {
  const { pathname, locale } = pageAddress(pageContext)
  const content = siteContent(locale)
  const routes = siteRoutes(content)
  const route = routes.find((candidate) => candidate.path === pathname)
  if (!route) throw render(404)
  return { content, routes, route, seo: pageSeo(content, routes, route) }
}
