import { render } from 'vike/abort'
import { loadSiteContent } from './content/loadSiteContent.ts'
import { splitLocale } from './locales.ts'
import { siteRoutes } from './routes.ts'
import { pageSeo } from './seo.ts'

/**
 * What every page's data hook starts from: the content in the page's language, the page's route and its head. An
 * address the registry does not list (a content file removed, a mistyped slug) gets the not-found page. Server only.
 * `urlOriginal` is the address as visited (/ar/about), language prefix included.
 */
export function loadPage({ urlOriginal }: { urlOriginal: string }) {
  const pathname = new URL(urlOriginal, 'http://localhost').pathname
  const content = loadSiteContent(undefined, splitLocale(pathname).locale)
  const routes = siteRoutes(content)
  const route = routes.find((candidate) => candidate.path === pathname)
  if (!route) throw render(404)
  return { content, routes, route, seo: pageSeo(content, routes, route) }
}
