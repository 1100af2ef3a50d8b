import { render } from 'vike/abort'
import { loadSiteContent } from './content/loadSiteContent.ts'
import { siteRoutes } from './routes.ts'
import { pageSeo } from './seo.ts'

/**
 * What every page's data hook starts from: the content, the page's route and its head. An address the registry does
 * not list (a content file removed, a mistyped slug) gets the not-found page. Server only.
 */
export function loadPage(urlPathname: string) {
  const content = loadSiteContent()
  const routes = siteRoutes(content)
  const route = routes.find((candidate) => candidate.path === urlPathname)
  if (!route) throw render(404)
  return { content, routes, route, seo: pageSeo(content, routes, route) }
}
