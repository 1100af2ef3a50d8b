// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { tableOfContents } from '../../../lib/content/tableOfContents.ts'
import { formatDate } from '../../../lib/formatDate.ts'
import { loadPage } from '../../../lib/loadPage.server.ts'
import { renderBody } from '../../../lib/mdx/renderBody.server.tsx'

/** Everything a legal page shows, from content/legal/<slug>.mdx and the labels in content/legal.yaml. */
export async function data(pageContext: PageContextServer) {
  const { content, route, seo } = loadPage(pageContext)
  const entry = content.legal.find((legal) => legal.slug === route.slug)!
  const html = await renderBody(entry.file, content)
  return {
    seo,
    title: entry.data.title,
    effective: {
      label: content.legalLabels.effective,
      date: entry.data.effective,
      display: formatDate(entry.data.effective, content.locale),
    },
    toc: { heading: content.legalLabels.tocHeading, entries: tableOfContents(html) },
    html,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
