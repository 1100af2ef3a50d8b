import type { PageContext } from 'vike/types'
import { formatDate } from '../formatDate.ts'
import { loadPage } from '../loadPage.server.ts'
import { renderBody } from '../mdx/renderBody.server.tsx'
import { tableOfContents } from './tableOfContents.ts'

/** Everything a legal page shows, from content/legal/<slug>.mdx and the labels in content/legal.yaml. Server only. */
export async function loadLegalDocument(pageContext: Pick<PageContext, 'locale' | 'urlPathname'>) {
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

export type LegalDocumentData = Awaited<ReturnType<typeof loadLegalDocument>>
