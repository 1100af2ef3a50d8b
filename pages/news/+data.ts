// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import type { NewsLabels } from '../../components/news/NewsFilter.tsx'
import { pictureOf } from '../../components/ui/ResponsiveImage.tsx'
import { formatDate } from '../../lib/formatDate.ts'
import { loadPage } from '../../lib/loadPage.server.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  const { newsPage } = content
  const labels: NewsLabels = {
    all: newsPage.allCategory,
    categories: newsPage.categories,
    filter: newsPage.filterLabel,
    readMore: newsPage.readMore,
    newTab: content.navigation.newTab,
    empty: newsPage.empty,
  }
  return {
    seo,
    hero: newsPage.hero,
    labels,
    // Newest first, as loadSiteContent sorts them.
    items: content.news.map(({ slug, data }) => ({
      id: slug,
      ...data,
      displayDate: formatDate(data.date, content.locale),
      picture: pictureOf(data.image),
    })),
  }
}

export type Data = ReturnType<typeof data>
