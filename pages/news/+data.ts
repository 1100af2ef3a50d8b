// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { NewsCardItem } from '../../components/news/NewsCard.tsx'
import type { NewsFilterLink, NewsLabels } from '../../components/news/NewsFilter.tsx'
import { pictureOf } from '../../components/ui/ResponsiveImage.tsx'
import { siteContent } from '../../lib/content/siteContent.server.ts'
import { formatDate } from '../../lib/formatDate.ts'
import { loadPage } from '../../lib/loadPage.server.ts'
import { localePath, locales } from '../../lib/locales.ts'
import { categoryInAddress, categorySlugs, newsCategoryPath } from '../../lib/newsCategories.ts'
import { pathOf } from '../../lib/routes.ts'
import { hreflangAlternates } from '../../lib/seo/pageSeo.ts'

export function data(pageContext: PageContextServer) {
  const { locale } = pageContext
  // A category's page is the News page with that category chosen (pages/news/+route.server.ts).
  const slug = categoryInAddress(pageContext.urlPathname)
  const { content, route, seo } = loadPage({ locale, urlPathname: pathOf('news') })
  const { newsPage } = content
  const slugs = categorySlugs(siteContent('en').newsPage.categories)
  const filters: NewsFilterLink[] = [
    {
      name: newsPage.allCategory,
      href: localePath(locale, pathOf('news')),
      title: seo.title,
      count: content.news.length,
      emptyHeading: newsPage.empty.all,
    },
    ...newsPage.categories.map((name, index) => ({
      name,
      href: newsCategoryPath(locale, slugs[index]!),
      title: `${route.title}: ${name} | ${content.company.name}`,
      count: content.news.filter(({ data }) => data.category === name).length,
      emptyHeading: newsPage.empty.category.replace('{category}', name),
    })),
  ]
  const selected = slug ? slugs.indexOf(slug) + 1 : 0
  const labels: NewsLabels = { filter: newsPage.filterLabel, emptyText: newsPage.empty.text }
  const origin = new URL(seo.url).origin
  return {
    // A category's page is a view of the News page: its own title and address, the same page in the other language
    // beside it, and kept out of search engines' results, which the News page itself answers for.
    seo: slug
      ? {
          ...seo,
          title: filters[selected]!.title,
          url: `${origin}${filters[selected]!.href}`,
          alternates: hreflangAlternates(
            Object.fromEntries(locales.map((other) => [other, newsCategoryPath(other, slug)])) as Record<
              (typeof locales)[number],
              string
            >,
            origin,
          ),
          robots: 'noindex, follow',
        }
      : seo,
    hero: newsPage.hero,
    labels,
    filters,
    selected,
    readMore: newsPage.readMore,
    newTab: content.navigation.newTab,
    // Newest first, as loadSiteContent sorts them.
    // The picture's source file stays out: the card shows the files made from it.
    items: content.news.map(
      ({ slug, data: { image, ...data } }): NewsCardItem => ({
        id: slug,
        ...data,
        displayDate: formatDate(data.date, content.locale),
        picture: pictureOf(image),
      }),
    ),
  }
}

export type Data = ReturnType<typeof data>
