// https://vike.dev/onBeforePrerenderStart
import { siteContent } from '../../../lib/content/siteContent.server.ts'
import { siteRoutes } from '../../../lib/routes.ts'

/** One page per content file, as the route registry lists them: a new file is a new page with no code change. */
export function onBeforePrerenderStart(): string[] {
  return siteRoutes(siteContent('en'))
    .filter((route) => route.kind === 'legal')
    .map((route) => route.path)
}
