// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadPage } from '../../lib/loadPage.server.ts'
import { organizationJsonLd } from '../../lib/seo/jsonLd.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  return { seo, jsonLd: [organizationJsonLd(content)], home: content.home }
}

export type Data = ReturnType<typeof data>
