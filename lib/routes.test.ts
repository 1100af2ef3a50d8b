import { describe, expect, it } from 'vitest'
import { loadSiteContent } from './content/loadSiteContent.ts'
import { breadcrumbTrail, headerMenu, pathOf, routeAt, siteRoutes } from './routes.ts'

const content = loadSiteContent()
const routes = siteRoutes(content)

describe('the route registry', () => {
  it('lists every route of the specification once: 25 pages, 11 initiatives, 5 solutions and 2 legal pages', () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    expect(paths).toHaveLength(25)
    for (const fixed of [
      '/',
      '/about',
      '/vision',
      '/solutions',
      '/team',
      '/news',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      expect(paths).toContain(fixed)
    }
    expect(routes.filter((route) => route.kind === 'initiative').map((route) => route.path)).toEqual(
      content.initiatives.map((entry) => `/vision/${entry.slug}`),
    )
    expect(routes.filter((route) => route.kind === 'solution').map((route) => route.path)).toEqual(
      ['robotics', 'smart-city', 'clean-energy', 'industrial', 'environmental'].map((id) => `/solutions/${id}`),
    )
  })

  it('takes every title and description from content/, and names the files each page is made from', () => {
    const initiative = content.initiatives[0]!
    expect(routeAt(routes, pathOf('initiative', initiative.slug))).toMatchObject({
      title: initiative.data.title,
      description: initiative.data.seoDescription,
      files: [initiative.file],
      parent: '/vision',
    })
    expect(routeAt(routes, '/vision').title).toBe(content.navigation.vision)
    expect(routeAt(routes, '/').title).toBeUndefined()
    for (const route of routes) {
      expect(route.description.length, route.path).toBeGreaterThan(0)
      expect(route.files.length, route.path).toBeGreaterThan(0)
    }
  })

  it('gives pages below a section a trail through it, and top-level pages none', () => {
    const solution = routeAt(routes, pathOf('solution', content.solutions[2]!.slug))
    expect(breadcrumbTrail(routes, solution).map((route) => route.path)).toEqual(['/', '/solutions', solution.path])
    expect(breadcrumbTrail(routes, routeAt(routes, '/about'))).toEqual([])
  })

  it('makes the header: the six entries of the specification in order, the sections holding their pages', () => {
    const menu = headerMenu(routes)
    const nav = content.navigation
    expect(menu.map((item) => ('prefix' in item ? item.prefix : item.href))).toEqual([
      '/',
      '/about',
      '/vision',
      '/solutions',
      '/news',
      '/contact',
    ])
    expect(menu.map((item) => item.label)).toEqual([
      nav.home,
      nav.about,
      nav.vision,
      nav.solutions,
      nav.news,
      nav.contact,
    ])
    const vision = menu[2]!
    expect('items' in vision && vision.overview).toEqual({ href: '/vision', label: nav.visionOverview })
    expect('items' in vision && vision.items.map((link) => link.label)).toEqual(
      content.initiatives.map((entry) => entry.data.title),
    )
  })

  it('says plainly when a page asks for an address it does not list', () => {
    expect(() => routeAt(routes, '/vision/no-such-initiative')).toThrowErrorMatchingInlineSnapshot(
      `[Error: No page at /vision/no-such-initiative in the route registry (lib/routes.ts): add it there, or correct the path]`,
    )
    expect(() => pathOf('initiative')).toThrowErrorMatchingInlineSnapshot(
      `[Error: The address of each initiative page is made from its content file: give pathOf the file name]`,
    )
  })
})

describe('the Arabic routes', () => {
  const arabic = loadSiteContent(undefined, 'ar')
  const arabicRoutes = siteRoutes(arabic)

  it('mirror the English ones under /ar, each naming its twin, with the titles and files of the Arabic content', () => {
    expect(arabicRoutes.map((route) => route.path)).toEqual(
      routes.map((route) => (route.path === '/' ? '/ar' : `/ar${route.path}`)),
    )
    routes.forEach((route, index) => {
      const twin = arabicRoutes[index]!
      expect(twin.alternates).toEqual(route.alternates)
      expect(route.alternates).toEqual({ en: route.path, ar: twin.path })
      expect(twin.locale).toBe('ar')
      expect(twin.kind).toBe(route.kind)
      if (route.parent) expect(twin.parent).toBe(`/ar${route.parent}`)
    })
    const initiative = arabic.initiatives[0]!
    expect(routeAt(arabicRoutes, `/ar/vision/${initiative.slug}`)).toMatchObject({
      title: initiative.data.title,
      files: [`content/ar/initiatives/${initiative.slug}.mdx`],
    })
    // The company's facts are one file for both languages.
    expect(routeAt(arabicRoutes, '/ar/about').files).toContain('content/company.yaml')
  })

  it('give Arabic pages an Arabic trail and header, starting at the Arabic home page', () => {
    const solution = routeAt(arabicRoutes, `/ar/solutions/${arabic.solutions[0]!.slug}`)
    expect(breadcrumbTrail(arabicRoutes, solution).map((route) => route.path)).toEqual([
      '/ar',
      '/ar/solutions',
      solution.path,
    ])
    const menu = headerMenu(arabicRoutes)
    expect(menu.map((item) => ('prefix' in item ? item.prefix : item.href))).toEqual([
      '/ar',
      '/ar/about',
      '/ar/vision',
      '/ar/solutions',
      '/ar/news',
      '/ar/contact',
    ])
    expect(menu.map((item) => item.label)).toEqual([
      arabic.navigation.home,
      arabic.navigation.about,
      arabic.navigation.vision,
      arabic.navigation.solutions,
      arabic.navigation.news,
      arabic.navigation.contact,
    ])
  })

  it('turn the links written in content into links to the Arabic pages', () => {
    expect(arabic.home.hero.primary.href).toBe(`/ar${content.home.hero.primary.href}`)
    expect(arabic.notFound.homeLink.href).toBe('/ar')
  })
})
