import type { SiteContent } from './content/loadSiteContent.ts'
import { resolveSiteUrl } from './siteUrl.ts'

/** What the document head says about a page; built in each page's data hook from its content file. */
export interface Seo {
  title: string
  description: string
  /** Absolute canonical address. */
  url: string
}

export function pageSeo(content: Pick<SiteContent, 'company'>, page: { title?: string; description: string; path: string }): Seo {
  const { company } = content
  return {
    title: page.title ? `${page.title} | ${company.name}` : `${company.name} | ${company.tagline}`,
    description: page.description,
    url: `${resolveSiteUrl(company.website)}${page.path === '/' ? '/' : page.path}`,
  }
}
