import type { SiteContent } from './content/loadSiteContent.ts'
import { shareImagePath } from './seo/sitePages.ts'
import { resolveSiteUrl } from './siteUrl.ts'

export interface Breadcrumb {
  name: string
  url: string
}

/** What the document head says about a page; built in each page's data hook from its content file. */
export interface Seo {
  title: string
  description: string
  /** Absolute canonical address. */
  url: string
  /** Absolute address of the 1200×630 share image made at build time. */
  image: string
  /** Alternative text of the share image. */
  imageAlt: string
  siteName: string
  /** Home › section › page, for pages below a section (BreadcrumbList). */
  breadcrumbs?: Breadcrumb[]
}

export function pageSeo(
  content: Pick<SiteContent, 'company' | 'navigation'>,
  page: { title?: string; description: string; path: string },
): Seo {
  const { company, navigation } = content
  const origin = resolveSiteUrl(company.website)
  const title = page.title ? `${page.title} | ${company.name}` : `${company.name} | ${company.tagline}`
  const sections: Record<string, string> = { vision: navigation.vision, solutions: navigation.solutions }
  const [section, child] = page.path.split('/').slice(1)
  const breadcrumbs =
    section && child && sections[section] && page.title
      ? [
          { name: navigation.home, url: `${origin}/` },
          { name: sections[section], url: `${origin}/${section}` },
          { name: page.title, url: `${origin}${page.path}` },
        ]
      : undefined
  return {
    title,
    description: page.description,
    url: `${origin}${page.path}`,
    image: `${origin}${shareImagePath(page.path)}`,
    imageAlt: page.title ?? company.tagline,
    siteName: company.name,
    breadcrumbs,
  }
}
