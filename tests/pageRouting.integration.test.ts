// Every address of the route registry (lib/routes.ts) is rendered by exactly one folder under pages/: a fixed page by
// its folder's name (Vike's filesystem routing), a page per content file by its folder's +route. So an address written
// in the registry and the folder meant to render it cannot part silently, and a new content file needs no code.
import fs from 'node:fs'
import path from 'node:path'
import type { PageContext } from 'vike/types'
import { afterEach, describe, expect, it } from 'vitest'
import { copyContent } from '../testing/contentFixture.ts'
import { compiledSiteContent, contentChanged, siteContent } from '../lib/content/siteContent.server.ts'
import { siteRoutes } from '../lib/routes.ts'
import { shellData } from '../tooling/plugin/shellData.ts'
import { onBeforePrerenderStart as legalPages } from '../pages/legal/@slug/+onBeforePrerenderStart.ts'

const pagesRoot = path.resolve(import.meta.dirname, '..', 'pages')

interface PageFolder {
  /** The folder below pages/, as pages/vision/@slug. */
  folder: string
  /** Whether Vike routes this address (without its language prefix, as pages/+onBeforeRoute.ts hands it on) here. */
  renders(pathname: string): boolean
}

/** A route string's addresses: '/vision/@slug' is /vision/ and one more part. */
const routeStringPattern = (route: string) => new RegExp(`^${route.replace(/@[^/]+/g, '[^/]+')}$`)

/** Every folder under pages/ with a page in it (+Page.tsx), but the error page, which no address routes to. */
async function pageFolders(directory = pagesRoot): Promise<PageFolder[]> {
  const entries = fs.readdirSync(directory, { withFileTypes: true })
  const below = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== '_error')
      .map((entry) => pageFolders(path.join(directory, entry.name))),
  )
  const names = entries.filter((entry) => entry.isFile()).map((entry) => entry.name)
  if (!names.includes('+Page.tsx')) return below.flat()
  const folder = path.relative(pagesRoot, directory).split(path.sep)
  const routeFile = names.find((name) => /^\+route(\.server)?\.ts$/.test(name))
  // Vike's filesystem routing: the folder is the address, an index folder stands for its parent.
  const route = routeFile
    ? ((await import(path.join(directory, routeFile))) as { default: string | ((pageContext: PageContext) => boolean) })
        .default
    : `/${folder.filter((part) => part !== 'index').join('/')}`
  const renders =
    typeof route === 'function'
      ? (pathname: string) => route({ urlPathname: pathname } as PageContext)
      : (pathname: string) => routeStringPattern(route).test(pathname)
  return [{ folder: ['pages', ...folder].join('/'), renders }, ...below.flat()]
}

/** The folders that render each page of the registry, by address. */
async function renderersOfEveryPage(): Promise<Record<string, string[]>> {
  const folders = await pageFolders()
  return Object.fromEntries(
    siteRoutes(siteContent('en')).map((route) => [
      route.path,
      folders.filter((folder) => folder.renders(route.path)).map((folder) => folder.folder),
    ]),
  )
}

afterEach(() => contentChanged())

describe('the page folders', () => {
  it('render every page of the route registry, each page from exactly one folder', async () => {
    const renderers = await renderersOfEveryPage()
    for (const [address, folders] of Object.entries(renderers)) expect(folders, address).toHaveLength(1)
    expect(renderers['/team']).toEqual(['pages/team'])
    expect(renderers['/vision']).toEqual(['pages/vision/index'])
    expect(renderers['/privacy-policy']).toEqual(['pages/legal/@slug'])
  })

  it('give the legal page folder only the addresses of content/legal/, not every address at the top of the site', async () => {
    const legal = (await pageFolders()).find((folder) => folder.folder === 'pages/legal/@slug')!
    expect(legal.renders('/terms-of-service')).toBe(true)
    for (const other of ['/about', '/team', '/search', '/no-such-page', '/privacy-policy/more'])
      expect(legal.renders(other), other).toBe(false)
  })

  it('make a new file in content/legal/, with its Arabic twin, a page at its own address, linked from the footer, with no code change', async () => {
    const root = copyContent()
    for (const folder of ['legal', 'ar/legal'])
      fs.copyFileSync(path.join(root, folder, 'privacy-policy.mdx'), path.join(root, folder, 'cookie-policy.mdx'))
    contentChanged()
    compiledSiteContent(root)
    expect(legalPages()).toEqual(['/cookie-policy', '/privacy-policy', '/terms-of-service'])
    expect((await renderersOfEveryPage())['/cookie-policy']).toEqual(['pages/legal/@slug'])
    for (const [locale, address] of [
      ['en', '/cookie-policy'],
      ['ar', '/ar/cookie-policy'],
    ] as const) {
      const copied = siteContent(locale).legal.find(({ slug }) => slug === 'cookie-policy')!
      expect(shellData(siteContent(locale)).footerLinks).toContainEqual({ href: address, label: copied.data.title })
    }
  })
})
