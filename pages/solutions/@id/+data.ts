// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { renderBody } from '../../../lib/mdx/renderBody.server.tsx'
import { loadPage } from '../../../lib/loadPage.server.ts'
import { pathIn } from '../../../lib/routes.ts'

export async function data(pageContext: PageContextServer) {
  const { content, route, seo } = loadPage(pageContext)
  const entry = content.solutions.find(({ slug }) => slug === route.slug)!
  return {
    seo,
    solution: {
      ...entry.data,
      // loadSiteContent has checked that every initiative named here has its page.
      alignment: entry.data.alignment.map(({ initiative, ...point }) => ({
        ...point,
        href: initiative && pathIn(content.locale, 'initiative', initiative),
      })),
    },
    bodyHtml: await renderBody(entry.file, content),
    back: route.parent!,
    labels: content.solutionsPage.solutionPage,
    focusAreasLabel: content.solutionsPage.grid.focusAreasLabel,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
