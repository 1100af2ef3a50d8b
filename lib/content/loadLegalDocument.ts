import { formatDate } from '../formatDate.ts'
import { pageSeo } from '../seo.ts'
import { loadSiteContent } from './loadSiteContent.ts'
import { renderBody } from './renderBody.tsx'
import { tableOfContents } from './tableOfContents.ts'

/** Everything a legal page shows, from content/legal/<slug>.mdx and the labels in content/legal.yaml. Server only. */
export async function loadLegalDocument(slug: string) {
  const content = loadSiteContent()
  const entry = content.legal.find((legal) => legal.slug === slug)
  if (!entry) throw new Error(`content/legal/${slug}.mdx is missing: the page /${slug} needs it, so restore the file`)
  const html = await renderBody(entry.file, content.company)
  return {
    seo: pageSeo(content, { title: entry.data.title, description: entry.data.seoDescription, path: `/${slug}` }),
    title: entry.data.title,
    effective: { label: content.legalLabels.effective, date: entry.data.effective, display: formatDate(entry.data.effective) },
    toc: { heading: content.legalLabels.tocHeading, entries: tableOfContents(html) },
    html,
  }
}

export type LegalDocumentData = Awaited<ReturnType<typeof loadLegalDocument>>
