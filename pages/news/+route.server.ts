// https://vike.dev/route-function
// The News page, and the same page showing one category at an address of its own (lib/newsCategories.ts), so the
// filter's links lead somewhere with JavaScript off. Only the categories content/news.yaml lists have a page; any
// other address below /news/category/ is not found. Server only, as it reads the content (pages/legal/@slug does so too).
import type { PageContext } from 'vike/types'
import { siteContent } from '../../lib/content/siteContent.server.ts'
import { categoryInAddress, categorySlugs } from '../../lib/newsCategories.ts'
import { pathOf } from '../../lib/routes.ts'

export default function route({ urlPathname }: PageContext): boolean {
  if (urlPathname === pathOf('news')) return true
  const slug = categoryInAddress(urlPathname)
  return slug !== undefined && categorySlugs(siteContent('en').newsPage.categories).includes(slug)
}
