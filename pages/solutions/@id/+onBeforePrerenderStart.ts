// https://vike.dev/onBeforePrerenderStart
import { loadSiteContent } from '../../../lib/content/loadSiteContent.ts'
import { siteRoutes } from '../../../lib/routes.ts'

/** One page per content file, as the route registry lists them: a new file is a new page with no code change. */
export function onBeforePrerenderStart(): string[] {
  return siteRoutes(loadSiteContent()).filter((route) => route.kind === 'solution').map((route) => route.path)
}
