// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadPage } from '../../../lib/loadPage.server.ts'
import { pathIn } from '../../../lib/routes.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  const { vision } = content
  return {
    seo,
    vision: { hero: vision.hero, intro: vision.intro, grid: vision.grid, cta: vision.cta },
    initiatives: content.initiatives.map(({ slug, data }) => ({
      href: pathIn(content.locale, 'initiative', slug),
      title: data.title,
      subtitle: data.subtitle,
      summary: data.summary,
      illustration: data.illustration,
    })),
  }
}

export type Data = ReturnType<typeof data>
