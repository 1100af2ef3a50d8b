// https://vike.dev/route-function
// A function rather than a route string: the legal pages sit at the top of the site, where '/@slug' would also take
// every other address there. It matches exactly the legal pages of the route registry, one per file of content/legal/.
// It reads the content, so it runs on the server only (.server), where every page is routed: the pages are HTML-only
// (pages/+config.ts) and none routes in the browser.
import type { PageContext } from 'vike/types'
import { addressesOf } from '../../../lib/content/siteContent.server.ts'

export default function route({ urlPathname }: PageContext): boolean {
  return addressesOf('legal').includes(urlPathname)
}
