import type { CompiledContent } from './content/compiledContent.ts'
import { type Locale, localeInfo, localePath, locales } from './locales.ts'

export type { Locale }

/**
 * Every page's address, by the kind of page: the one place the site's addresses are written. A fixed page is routed
 * by its folder under pages/ (pages/about is /about; tests/pageRouting.integration.test.ts checks the two agree). A page made from
 * each content file has its file's name in place of the `@` parameter; its folder's +route.ts reads its pattern here.
 * The legal pages sit at the top of the site, where the pattern '/@slug' would also take every other address, so
 * their route matches only the files content/legal/ holds (pages/legal/@slug/+route.server.ts).
 */
export const addresses = {
  home: '/',
  about: '/about',
  vision: '/vision',
  initiative: '/vision/@slug',
  solutions: '/solutions',
  solution: '/solutions/@id',
  team: '/team',
  news: '/news',
  contact: '/contact',
  legal: '/@slug',
} as const

/**
 * The news feed of each language (Atom), made at build time beside the sitemap: /feed.xml, /ar/feed.xml. The
 * addresses feed readers try first answer with a redirect to it.
 */
export const feedAddress = '/feed.xml'
export const feedAliases = ['/atom.xml', '/rss.xml', '/feed', '/rss', '/atom', '/index.xml'] as const

/** Which page layout shows a route (the folder under pages/ that renders it). */
export type PageKind = keyof typeof addresses

/** One page of the site: everything the sitemap, the head, breadcrumbs, the header and cross-links know of it. */
export interface Route {
  path: string
  kind: PageKind
  locale: Locale
  /** The same page in every language, by language: the head's hreflang links, the sitemap and the language switcher. */
  alternates: Record<Locale, string>
  /** The content file's name, for pages made one per file (initiatives, solutions, legal pages). */
  slug?: string
  /** The page's own title; Home has none and shows the company's tagline instead. */
  title?: string
  description: string
  /** The path of the page it sits below, for breadcrumbs. */
  parent?: string
  /** The content files its words come from, for the sitemap's lastmod. */
  files: string[]
  /** Its entry in the header; a section's entry also names the link to its overview, above its pages. */
  menu?: { label: string; overview?: string }
}

/** A page's address (in English; localePath gives it in another language), from its kind and content file. */
export function pathOf(kind: PageKind, slug?: string): string {
  const address: string = addresses[kind]
  if (!address.includes('@')) return address
  if (!slug)
    throw new Error(`The address of each ${kind} page is made from its content file: give pathOf the file name`)
  return address.replace(/@\w+/, slug)
}

/** The address of a page in `locale`: pathIn('ar', 'initiative', 'dubai-d33') is /ar/vision/dubai-d33. */
export function pathIn(locale: Locale, kind: PageKind, slug?: string): string {
  return localePath(locale, pathOf(kind, slug))
}

/**
 * Every page of the site in one language, in the order of the header and the sitemap, derived from that language's
 * content: a new file in content/initiatives/ is a new route, a new sitemap entry and a new header link at once.
 */
export function siteRoutes(content: CompiledContent): Route[] {
  const { navigation: nav, locale } = content
  const at = (path: string) => localePath(locale, path)
  const folder = localeInfo[locale].contentFolder
  /** A file of this language's words (the company's facts are shared). */
  const own = (name: string) => (folder && name !== 'company.yaml' ? `content/${folder}/${name}` : `content/${name}`)
  const page = (
    kind: PageKind,
    { parent, ...fields }: Omit<Route, 'path' | 'kind' | 'locale' | 'alternates'>,
  ): Route => {
    const path = pathOf(kind, fields.slug)
    return {
      path: at(path),
      kind,
      locale,
      alternates: Object.fromEntries(locales.map((other) => [other, localePath(other, path)])) as Record<
        Locale,
        string
      >,
      ...fields,
      ...(parent ? { parent: at(parent) } : {}),
    }
  }
  return [
    page('home', { description: content.home.seoDescription, files: [own('home.yaml')], menu: { label: nav.home } }),
    page('about', {
      title: content.about.hero.heading,
      description: content.about.seoDescription,
      files: [own('about.yaml'), own('team'), own('company.yaml')],
      menu: { label: nav.about },
    }),
    page('vision', {
      title: nav.vision,
      description: content.vision.seoDescription,
      files: [own('vision.yaml'), own('initiatives')],
      menu: { label: nav.vision, overview: nav.visionOverview },
    }),
    ...content.initiatives.map(({ slug, file, data }) =>
      page('initiative', {
        slug,
        title: data.title,
        description: data.seoDescription,
        parent: pathOf('vision'),
        files: [file],
      }),
    ),
    page('solutions', {
      title: nav.solutions,
      description: content.solutionsPage.seoDescription,
      files: [own('solutions.yaml'), own('solutions')],
      menu: { label: nav.solutions, overview: nav.solutionsOverview },
    }),
    ...content.solutions.map(({ slug, file, data }) =>
      page('solution', {
        slug,
        title: data.title,
        description: data.seoDescription,
        parent: pathOf('solutions'),
        files: [file],
      }),
    ),
    page('team', {
      title: content.leadership.heading,
      description: content.leadership.seoDescription,
      files: [own('leadership.yaml'), own('team')],
    }),
    page('news', {
      title: nav.news,
      description: content.newsPage.seoDescription,
      files: [own('news.yaml'), own('news')],
      menu: { label: nav.news },
    }),
    page('contact', {
      title: nav.contact,
      description: content.contact.seoDescription,
      files: [own('contact.yaml'), own('company.yaml')],
      menu: { label: nav.contact },
    }),
    ...content.legal.map(({ slug, file, data }) =>
      page('legal', { slug, title: data.title, description: data.seoDescription, files: [file] }),
    ),
  ]
}

/** The route at `path`; a page asking for one the registry lacks is a programming error, said plainly. */
export function routeAt(routes: Route[], path: string): Route {
  const route = routes.find((candidate) => candidate.path === path)
  if (!route)
    throw new Error(`No page at ${path} in the route registry (lib/routes.ts): add it there, or correct the path`)
  return route
}

/** Home › section › page: the chain of parents down to `route`, for pages below a section. */
export function breadcrumbTrail(routes: Route[], route: Route): Route[] {
  if (!route.parent) return []
  const parent = routeAt(routes, route.parent)
  const above = breadcrumbTrail(routes, parent)
  return [...(above.length > 0 ? above : [routeAt(routes, localePath(route.locale, pathOf('home'))), parent]), route]
}

export interface NavLink {
  href: string
  label: string
}

export interface NavGroup {
  /** The path of the section's overview; the group is current anywhere below it. */
  prefix: string
  label: string
  overview: NavLink
  items: NavLink[]
}

export type NavItem = NavLink | NavGroup

/** The header's entries: pages with a menu label, a section's pages gathered under it. */
export function headerMenu(routes: Route[]): NavItem[] {
  return routes.flatMap((route): NavItem[] => {
    if (!route.menu) return []
    const children = routes.filter((child) => child.parent === route.path)
    if (children.length === 0) return [{ href: route.path, label: route.menu.label }]
    return [
      {
        prefix: route.path,
        label: route.menu.label,
        overview: { href: route.path, label: route.menu.overview ?? route.menu.label },
        items: children.map((child) => ({ href: child.path, label: child.title ?? child.path })),
      },
    ]
  })
}
