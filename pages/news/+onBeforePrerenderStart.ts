// https://vike.dev/onBeforePrerenderStart
import { siteContent } from '../../lib/content/siteContent.server.ts'
import { categorySlugs, newsCategoryPath } from '../../lib/newsCategories.ts'
import { pathOf } from '../../lib/routes.ts'

/** The News page, and the page of each category its filter links to (a new category is a new page). */
export const onBeforePrerenderStart = (): string[] => [
  pathOf('news'),
  ...categorySlugs(siteContent('en').newsPage.categories).map((slug) => newsCategoryPath('en', slug)),
]
