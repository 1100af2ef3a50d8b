import type { SiteContent } from '../content/contentTypes.ts'
import { type Locale, defaultLocale, localeInfo, localePath, locales } from '../locales.ts'
import { type Route, breadcrumbTrail, feedAddress } from '../routes.ts'
import { resolveSiteUrl } from '../siteUrl.ts'

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
  /** Open Graph's language of the page and of its translations (en_US, ar_AE). */
  ogLocale: string
  ogLocaleAlternates: string[]
  /** The page in every language, and English as the default: the head's hreflang links. */
  alternates: { hreflang: string; href: string }[]
  /** What search engines may do with the page, when not the default (index it, follow its links). */
  robots?: string
  /** The news feed the page announces (the home and News pages): its title and absolute address. */
  feed?: { title: string; href: string }
}

/** The same page in every language, then the default for readers of any other language (x-default: English). */
export function hreflangLinks(route: Route, origin: string): { hreflang: string; href: string }[] {
  return hreflangAlternates(route.alternates, origin)
}

/** The hreflang links of a page whose address in each language is `alternates`. */
export function hreflangAlternates(
  alternates: Record<Locale, string>,
  origin: string,
): { hreflang: string; href: string }[] {
  return [
    ...locales.map((locale) => ({ hreflang: locale, href: `${origin}${alternates[locale]}` })),
    { hreflang: 'x-default', href: `${origin}${alternates[defaultLocale]}` },
  ]
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
      trail.length > 0
        ? trail.map((crumb) => ({
            name: crumb.title ?? crumb.menu?.label ?? company.name,
            url: `${origin}${crumb.path}`,
          }))
        : undefined,
    ogLocale: localeInfo[route.locale].ogLocale,
    ogLocaleAlternates: locales
      .filter((locale) => locale !== route.locale)
      .map((locale) => localeInfo[locale].ogLocale),
    alternates: hreflangLinks(route, origin),
    ...(route.kind === 'home' || route.kind === 'news'
      ? { feed: newsFeedLink(routes, route, origin, company.name) }
      : {}),
  }
}

/** The head's link to the news feed of the page's language, named as its feed reader will list it. */
function newsFeedLink(routes: Route[], route: Route, origin: string, companyName: string) {
  const news = routes.find((candidate) => candidate.kind === 'news')
  return {
    title: `${news?.title ?? news?.menu?.label ?? ''} | ${companyName}`,
    href: `${origin}${localePath(route.locale, feedAddress)}`,
  }
}

/** The share image of a page: /og/home.png, /og/vision-dubai-d33.png, /og/ar.png, /og/ar-about.png ... */
export function shareImagePath(path: string): string {
  return `/og/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`
}
