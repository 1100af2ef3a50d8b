// https://vike.dev/data
import { loadSiteContent } from '../../../lib/content/loadSiteContent.ts'
import { pageSeo } from '../../../lib/seo.ts'

export function data() {
  const content = loadSiteContent()
  const { vision } = content
  return {
    seo: pageSeo(content, { title: 'National Vision Alignment', description: vision.seoDescription, path: '/vision' }),
    vision: { hero: vision.hero, intro: vision.intro, grid: vision.grid, cta: vision.cta },
    initiatives: content.initiatives.map(({ slug, data }) => ({ href: `/vision/${slug}`, title: data.title, subtitle: data.subtitle, summary: data.summary })),
  }
}

export type Data = ReturnType<typeof data>
