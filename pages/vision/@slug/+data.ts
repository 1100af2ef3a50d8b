// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { renderBody } from '../../../lib/mdx/renderBody.server.tsx'
import { loadPage } from '../../../lib/loadPage.server.ts'

export async function data(pageContext: PageContextServer) {
  const { content, route, seo } = loadPage(pageContext)
  const entry = content.initiatives.find(({ slug }) => slug === route.slug)!
  return {
    seo,
    initiative: entry.data,
    bodyHtml: await renderBody(entry.file, content),
    back: route.parent!,
    labels: content.vision.initiativePage,
    newTab: content.navigation.newTab,
  }
}

export type Data = Awaited<ReturnType<typeof data>>
