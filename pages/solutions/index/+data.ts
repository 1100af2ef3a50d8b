// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadPage } from '../../../lib/loadPage.server.ts'
import { pathIn } from '../../../lib/routes.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  const { solutionsPage } = content
  return {
    seo,
    page: { hero: solutionsPage.hero, grid: solutionsPage.grid, cta: solutionsPage.cta },
    solutions: content.solutions.map(({ slug, data }) => ({
      href: pathIn(content.locale, 'solution', slug),
      icon: data.icon,
      color: data.color,
      illustration: data.illustration,
      title: data.title,
      subtitle: data.subtitle,
      description: data.description,
      focusAreas: data.focusAreas,
      conclusion: data.conclusion,
    })),
  }
}

export type Data = ReturnType<typeof data>
