// https://vike.dev/data
import { loadSiteContent } from '../../../lib/content/loadSiteContent.ts'
import { pageSeo } from '../../../lib/seo.ts'

export function data() {
  const content = loadSiteContent()
  const { solutionsPage } = content
  return {
    seo: pageSeo(content, { title: content.navigation.solutions, description: solutionsPage.seoDescription, path: '/solutions' }),
    page: { hero: solutionsPage.hero, grid: solutionsPage.grid, cta: solutionsPage.cta },
    solutions: content.solutions.map(({ slug, data }) => ({
      href: `/solutions/${slug}`,
      icon: data.icon,
      color: data.color,
      title: data.title,
      subtitle: data.subtitle,
      description: data.description,
      focusAreas: data.focusAreas,
      conclusion: data.conclusion,
    })),
  }
}

export type Data = ReturnType<typeof data>
