import type { SiteContent } from './content/loadSiteContent.ts'
import { type Route, breadcrumbTrail } from './routes.ts'
import { resolveSiteUrl } from './siteUrl.ts'

export interface Breadcrumb {
  name: string
  url: string
}

/** What the document head says about a page, from its entry in the route registry. */
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

export function pageSeo(content: Pick<SiteContent, 'company'>, routes: Route[], route: Route): Seo {
  const { company } = content
  const origin = resolveSiteUrl(company.website)
  const trail = breadcrumbTrail(routes, route)
  return {
    title: route.title ? `${route.title} | ${company.name}` : `${company.name} | ${company.tagline}`,
    description: route.description,
    url: `${origin}${route.path}`,
    image: `${origin}${shareImagePath(route.path)}`,
    imageAlt: route.title ?? company.tagline,
    siteName: company.name,
    breadcrumbs:
      trail.length > 0 ? trail.map((crumb) => ({ name: crumb.title ?? crumb.menu?.label ?? company.name, url: `${origin}${crumb.path}` })) : undefined,
  }
}

/** The share image of a page: /og/home.png, /og/vision-dubai-d33.png ... */
export function shareImagePath(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`
}
