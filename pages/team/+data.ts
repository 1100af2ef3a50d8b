// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadPage } from '../../lib/loadPage.server.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  const members = content.team
    .filter((member) => member.data.leadershipOrder !== undefined)
    .sort((a, b) => a.data.leadershipOrder! - b.data.leadershipOrder!)
    .map((member) => member.data)
  return { seo, leadership: content.leadership, members }
}

export type Data = ReturnType<typeof data>
