// https://vike.dev/data
import { loadSiteContent } from '../../lib/content/loadSiteContent.ts'
import { pageSeo } from '../../lib/seo.ts'

export function data() {
  const content = loadSiteContent()
  const { leadership } = content
  const members = content.team
    .filter((member) => member.data.leadershipOrder !== undefined)
    .sort((a, b) => a.data.leadershipOrder! - b.data.leadershipOrder!)
    .map((member) => member.data)
  return { seo: pageSeo(content, { title: leadership.heading, description: leadership.seoDescription, path: '/team' }), leadership, members }
}

export type Data = ReturnType<typeof data>
