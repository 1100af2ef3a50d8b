// https://vike.dev/data
import type { NewsLabels } from '../../components/news/NewsFilter.tsx'
import { loadSiteContent } from '../../lib/content/loadSiteContent.ts'
import { formatDate } from '../../lib/formatDate.ts'
import { pageSeo } from '../../lib/seo.ts'

export function data() {
  const content = loadSiteContent()
  const { newsPage } = content
  const labels: NewsLabels = {
    all: newsPage.allCategory,
    categories: newsPage.categories,
    filter: newsPage.filterLabel,
    readMore: newsPage.readMore,
    empty: newsPage.empty,
  }
  return {
    seo: pageSeo(content, { title: content.navigation.news, description: newsPage.seoDescription, path: '/news' }),
    hero: newsPage.hero,
    labels,
    // Newest first, as loadSiteContent sorts them.
    items: content.news.map(({ slug, data }) => ({ id: slug, ...data, displayDate: formatDate(data.date) })),
  }
}

export type Data = ReturnType<typeof data>
