// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadSiteContent } from '../../../lib/content/loadSiteContent.ts'
import { renderBody } from '../../../lib/content/renderBody.tsx'
import { pageSeo } from '../../../lib/seo.ts'

export async function data(pageContext: PageContextServer) {
  const content = loadSiteContent()
  const entry = content.solutions.find(({ slug }) => slug === pageContext.routeParams.id)
  if (!entry) throw render(404)
  return {
    seo: pageSeo(content, { title: entry.data.title, description: entry.data.seoDescription, path: `/solutions/${entry.slug}` }),
    solution: {
      ...entry.data,
      // loadSiteContent has checked that every initiative named here has its page.
      alignment: entry.data.alignment.map(({ initiative, ...point }) => ({ ...point, href: initiative && `/vision/${initiative}` })),
    },
    bodyHtml: await renderBody(entry.file, content.company),
    labels: content.solutionsPage.solutionPage,
    focusAreasLabel: content.solutionsPage.grid.focusAreasLabel,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
