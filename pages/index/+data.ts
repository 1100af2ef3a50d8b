// https://vike.dev/data
import { loadSiteContent } from '../../lib/content/loadSiteContent.ts'
import { pageSeo } from '../../lib/seo.ts'
import { organizationJsonLd } from '../../lib/seo/jsonLd.ts'

export function data() {
  const content = loadSiteContent()
  return {
    seo: pageSeo(content, { description: content.home.seoDescription, path: '/' }),
    jsonLd: [organizationJsonLd(content)],
    home: content.home,
  }
}

export type Data = ReturnType<typeof data>
