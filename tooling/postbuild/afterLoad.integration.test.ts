import fs from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { all, attribute, isInside, parseDocument } from '../../lib/html.ts'
import { builtPages, ensureBuilt } from '../../testing/service/builtSite.ts'

const root = path.resolve('dist/client')

beforeAll(() => {
  ensureBuilt()
}, 10 * 60_000)

describe('every built page paints from its HTML alone', () => {
  it('requests no script, stylesheet, font, manifest or icon before it is drawn, and lists files that exist for after', () => {
    const pages = builtPages(root)
    expect(pages.length).toBeGreaterThan(50)
    for (const { route, file } of pages) {
      const document = parseDocument(fs.readFileSync(file, 'utf8'))
      const live = (selector: string) => all(selector, document).filter((element) => !isInside(element, ['noscript']))
      expect(
        live('script[src]').map((script) => attribute(script, 'src')),
        route,
      ).toEqual([])
      expect(live('link[rel~="stylesheet"], link[rel="modulepreload"]'), route).toEqual([])
      const [list, ...more] = live('script[data-after-load]')
      expect(more, route).toEqual([])
      const files = JSON.parse(list ? list.children.map((child) => ('data' in child ? child.data : '')).join('') : '[]')
      expect(
        files.some((url: string) => url.endsWith('.js')),
        `${route} loads its script after the load`,
      ).toBe(true)
      for (const url of files) expect(fs.existsSync(path.join(root, url)), `${route}: ${url}`).toBe(true)
      // Every page carries inline the rules it can use; only a page with a React island or search results fetches the
      // whole stylesheet, for what the island or the service draws. Another stylesheet arriving would make the browser style the page again.
      const island = live('script[data-island], [data-search-template]').length > 0
      expect(
        files.some((url: string) => url.endsWith('.css')),
        `${route} fetches the whole stylesheet after its first paint`,
      ).toBe(island)
      // Arabic pages fetch their typeface for the next page; English pages use no web font.
      const fonts = files.filter((url: string) => url.endsWith('.woff2'))
      const arabic = attribute(all('html', document)[0]!, 'lang') === 'ar'
      expect(fonts, route).toHaveLength(arabic ? 6 : 0)
      expect(live('link[rel="preload"][as="font"]'), `${route} holds its first paint back for no font`).toEqual([])
      // The manifest waits for the first paint too; readers without JavaScript find it in a <noscript>.
      expect(live('link[rel="manifest"]'), route).toEqual([])
      expect(files, route).toContain('/site.webmanifest')
      // One icon, a bitmap: an SVG one is drawn as a document in the page's own process, a long task after the load
      // on a phone.
      expect(
        live('link[rel="icon"]').map((link) => attribute(link, 'href')),
        route,
      ).toEqual(['/favicon.ico'])
    }
  })
})
