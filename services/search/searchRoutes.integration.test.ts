// /search and /ar/search over real HTTP on 127.0.0.1, answered from the built search pages and index: the page a
// browser without JavaScript gets, and what an attacker's `q` gets.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { textContent } from 'domutils'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { all, attribute, first, type HtmlNode, parseDocument } from '../../lib/html.ts'
import { localePath, locales, splitLocale } from '../../lib/locales.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import { memoryLogger } from '../../testing/service/serviceFixtures.ts'
import { requestLog } from '../requestLog.ts'
import { SearchPages } from './resultsPage.ts'
import { searchRoutes } from './searchRoutes.ts'
import { maxQueryLength, SiteSearch } from './siteSearch.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const languages = loadEveryLanguage()
const log = memoryLogger()
let server: http.Server
let origin: string

beforeAll(async () => {
  ensureBuilt()
  const index = SiteSearch.load(path.join(repoRoot, 'dist'))
  const pages = SearchPages.load(path.join(repoRoot, 'dist/client'))
  if (!('search' in index)) throw new Error(`The build has no ${index.missing}`)
  if (!('pages' in pages)) throw new Error(`The build has no ${pages.missing}`)
  const app = express()
  app.use(requestLog(log.logger))
  app.use(searchRoutes(index.search, pages.pages))
  server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 300_000)
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** GET `path` with `q` as given (already encoded when it is a string of the address). */
async function searchPage(address: string) {
  const response = await fetch(`${origin}${address}`)
  const html = await response.text()
  const document = parseDocument(html)
  return { response, html, document, main: first('main', document)! }
}
const q = (text: string) => encodeURIComponent(text)
const texts = (selector: string, within: HtmlNode) =>
  all(selector, within).map((element) => textContent(element).trim())

describe('the search page', () => {
  for (const locale of locales) {
    const words = languages[locale].search

    it(`${locale}: with nothing searched for, is the page with its box and no results or templates`, async () => {
      const { response, document, main } = await searchPage(localePath(locale, '/search'))
      expect(response.status).toBe(200)
      expect(response.headers.get('x-robots-tag')).toBe('noindex')
      expect(attribute(first('meta[name="robots"]', document)!, 'content')).toBe('noindex')
      expect(texts('h1', main)).toEqual([words.heading])
      expect(all('[data-search-template], h2', main)).toHaveLength(0)
      expect(attribute(first('html', document)!, 'lang')).toBe(locale)
    })

    it(`${locale}: lists what it found, linked in the same language, the words found marked`, async () => {
      const title = languages[locale].initiatives[0]!.data.title
      const { response, document, main } = await searchPage(`${localePath(locale, '/search')}?q=${q(title)}`)
      // Sent compressed, as the built pages are (fetch asks for brotli and gzip, and decodes).
      expect(response.headers.get('content-encoding')).toMatch(/^(br|gzip)$/)
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
      const heading = texts('h2', main)[0]
      expect(heading).toBe(words.resultsHeading.replace('{query}', title))
      const links = all('ol a[href]', main).map((link) => attribute(link, 'href')!)
      expect(links.length).toBeGreaterThan(0)
      expect(texts('main p', document)).toContain(words.count.replace('{count}', String(links.length)))
      for (const link of links) expect(splitLocale(link).locale).toBe(locale)
      expect(texts('ol h3', main)[0]).toBe(title)
      expect(all('ol mark', main).length).toBeGreaterThan(0)
      // The words searched for are back in every search box, and in the title.
      for (const box of all('input[name="q"]', document)) expect(attribute(box, 'value')).toBe(title)
      expect(textContent(first('title', document)!)).toContain(words.title.replace('{query}', title))
    })

    it(`${locale}: says when nothing matches, and offers the pages of content/search.yaml`, async () => {
      const { main } = await searchPage(`${localePath(locale, '/search')}?q=${q('zzqxj')}`)
      expect(texts('h2', main)).toEqual([words.noResults.replace('{query}', 'zzqxj')])
      expect(texts('p', main)).toContain(words.noResultsHint)
      expect(all('ul a[href]', main).map((link) => attribute(link, 'href'))).toEqual(
        words.suggestions.map((link) => link.href),
      )
    })
  }
})

describe('the other language', () => {
  for (const locale of locales) {
    const other = locales.find((each) => each !== locale)!
    const words = languages[locale].search

    it(`${locale}: the header's language switch leads to the other language's search with the same words`, async () => {
      const typed = languages[other].initiatives[0]!.data.title
      const { document } = await searchPage(`${localePath(locale, '/search')}?q=${q(typed)}`)
      const switchTo = attribute(first('a[data-language-switch]', document)!, 'href')!
      const address = new URL(switchTo, origin)
      expect(address.pathname).toBe(localePath(other, '/search'))
      expect(address.searchParams.get('q')).toBe(typed)
      // Without a search, it leads to the other language's search page as it is.
      const plain = await searchPage(localePath(locale, '/search'))
      expect(attribute(first('a[data-language-switch]', plain.document)!, 'href')).toBe(localePath(other, '/search'))
    })

    it(`${locale}: words in the other language's letters are said to be, with a link to search them there`, async () => {
      const typed = languages[other].initiatives[0]!.data.title
      const { main } = await searchPage(`${localePath(locale, '/search')}?q=${q(typed)}`)
      const notice = all('p', main).find((each) => textContent(each).includes(words.otherScript))
      expect(notice, 'the notice of content/search.yaml').toBeDefined()
      const link = first('a', notice!)!
      expect(textContent(link).trim()).toBe(words.otherScriptLink)
      expect(attribute(link, 'hreflang')).toBe(other)
      const address = new URL(attribute(link, 'href')!, origin)
      expect(address.pathname).toBe(localePath(other, '/search'))
      expect(address.searchParams.get('q')).toBe(typed)
      // There, the same words find that page.
      const there = await searchPage(`${address.pathname}${address.search}`)
      expect(texts('ol h3', there.main)[0]).toBe(typed)
    })

    it(`${locale}: words in the page's own letters bring no such notice`, async () => {
      const typed = languages[locale].initiatives[0]!.data.title
      const { html } = await searchPage(`${localePath(locale, '/search')}?q=${q(typed)}`)
      expect(html).not.toContain(words.otherScript)
    })
  }
})

describe('a hostile q', () => {
  it('shows markup as text: no element, attribute or script of it reaches the page', async () => {
    const attack = `"><img src=x onerror=alert(1)><script>alert(2)</script>'`
    const { document, main } = await searchPage(`/search?q=${q(attack)}`)
    const plain = await searchPage('/search')
    expect(all('img, [onerror]', main)).toHaveLength(0)
    // Inside a quoted attribute value < is only a character; the page's scripts are its own, as without a search.
    expect(all('script', document).map((script) => textContent(script))).toEqual(
      all('script', plain.document).map((script) => textContent(script)),
    )
    expect(attribute(first('main input[name="q"]', document)!, 'value')).toBe(attack)
    expect(texts('h2', main)[0]).toContain('<script>alert(2)</script>')
    // In the language switch's address, the words are encoded as an address's query is.
    expect(attribute(first('a[data-language-switch]', document)!, 'href')).toBe(`/ar/search?q=${q(attack)}`)
  })

  // String.replace would read $' as "what follows {query}", $` as "what precedes it" and $& as "{query}" itself.
  it.each([`a$'b`, '$&', 'metaverse $` $$'])(
    'shows %s literally in the title and the heading, as it was typed',
    async (typed) => {
      const words = languages.en.search
      const { html, document, main } = await searchPage(`/search?q=${q(typed)}`)
      const literally = (pattern: string) => pattern.replace('{query}', () => typed)
      expect(textContent(first('title', document)!)).toContain(literally(words.title))
      // "Results for …" when the words find a page, "No page matches …" when they do not.
      expect([literally(words.resultsHeading), literally(words.noResults)]).toContain(texts('h2', main)[0])
      // Escaped in the HTML, as any text is: & as &amp;.
      if (typed.includes('&')) expect(html).toContain(`<title>${literally(words.title).replaceAll('&', '&amp;')}`)
    },
  )

  it('is cut to the longest query searched, and the page says so', async () => {
    // 5,000 characters; an address longer than Node's 16 KiB limit for a request's head is refused with 431 first.
    const long = 'metaverse '.repeat(500)
    const started = performance.now()
    const { response, document, main } = await searchPage(`/search?q=${q(long)}`)
    expect(response.status).toBe(200)
    expect(performance.now() - started).toBeLessThan(5_000)
    const value = attribute(first('main input[name="q"]', document)!, 'value')!
    expect([...value].length).toBeLessThanOrEqual(maxQueryLength)
    expect(texts('p', main)).toContain(languages.en.search.shortened.replace('{max}', String(maxQueryLength)))
    expect(all('ol a[href]', main).length).toBeGreaterThan(0)
  })

  it('loses its control and direction characters, keeps its words', async () => {
    const hidden = ['\u202E', '\u0000', '\u0007', '\u200F']
    const { html, document } = await searchPage(
      `/search?q=${q(`${hidden[0]}meta${hidden[1]}verse${hidden[2]}${hidden[3]}`)}`,
    )
    expect(attribute(first('main input[name="q"]', document)!, 'value')).toBe('meta verse')
    for (const character of hidden) expect(html).not.toContain(character)
  })

  it('answers a repeated q with its first, and a malformed address with a page', async () => {
    const twice = await searchPage(`/search?q=metaverse&q=${q('<b>')}`)
    expect(attribute(first('main input[name="q"]', twice.document)!, 'value')).toBe('metaverse')
    const malformed = await searchPage('/search?q=%E0%A4%A&q2=%')
    expect(malformed.response.status).toBe(200)
    const nested = await searchPage('/search?q[a]=1&q[b]=2')
    expect(nested.response.status).toBe(200)
  })

  it('never writes the words searched for in a log line', async () => {
    await searchPage(`/search?q=${q('secret-words-of-a-visitor')}`)
    await searchPage(`/ar/search?q=${q('كلمات سرية')}`)
    expect(log.text()).toContain('/ar/search')
    expect(log.text()).not.toContain('secret-words')
    expect(log.text()).not.toContain(q('كلمات'))
    expect(log.text()).not.toContain('كلمات')
  })
})
