// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadSiteContent } from '../../../lib/content/loadSiteContent.ts'
import { renderBody } from '../../../lib/content/renderBody.tsx'
import { pageSeo } from '../../../lib/seo.ts'

export async function data(pageContext: PageContextServer) {
  const content = loadSiteContent()
  const entry = content.initiatives.find(({ slug }) => slug === pageContext.routeParams.slug)
  if (!entry) throw render(404)
  return {
    seo: pageSeo(content, { title: entry.data.title, description: entry.data.seoDescription, path: `/vision/${entry.slug}` }),
    initiative: entry.data,
    bodyHtml: await renderBody(entry.file, content.company),
    labels: content.vision.initiativePage,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
