import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { textContent } from 'domutils'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localeInfo } from '../lib/locales.ts'
import { pathOf, routeAt, siteRoutes } from '../lib/routes.ts'
import { resolveSiteUrl } from '../lib/siteUrl.ts'
import { all, attribute, first, parseDocument } from '../lib/html.ts'
import { baseURL, fetchPage } from '../testing/browser/pages.ts'

const languages = loadEveryLanguage()
const content = languages.en
/** Every page in both languages. */
const pages = Object.values(languages).flatMap((each) => siteRoutes(each))
const origin = resolveSiteUrl(content.company.website)

const title = (html: string) => textContent(first('head > title', parseDocument(html))!)
const meta = (html: string, key: string) => {
  const element = first(`meta[name="${key}"], meta[property="${key}"]`, parseDocument(html))
  return element ? attribute(element, 'content') : undefined
}
const canonical = (html: string) => attribute(first('link[rel="canonical"]', parseDocument(html))!, 'href')
const structuredData = (html: string) =>
  all('script[type="application/ld+json"]', parseDocument(html)).map((script) => JSON.parse(textContent(script)))

describe('search engines and share previews', () => {
  it('every page has its own title and a 150–160 character description', async () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const page of pages) {
      const { html } = await fetchPage(page.path)
      const description = meta(html, 'description')!
      const { company } = languages[page.locale]
      expect(title(html), page.path).toContain(page.title ?? company.tagline)
      expect(title(html), page.path).toContain(company.name)
      expect(description.length, `${page.path}: "${description}"`).toBeGreaterThanOrEqual(150)
      expect(description.length, `${page.path}: "${description}"`).toBeLessThanOrEqual(160)
      titles.add(title(html))
      descriptions.add(description)
      const root = first('html', parseDocument(html))!
      expect([attribute(root, 'lang'), attribute(root, 'dir')], page.path).toEqual([
        page.locale,
        localeInfo[page.locale].dir,
      ])
      expect(meta(html, 'og:locale'), page.path).toBe(localeInfo[page.locale].ogLocale)
    }
    expect(titles.size).toBe(pages.length)
    expect(descriptions.size).toBe(pages.length)
  })

  it.each(pages.map((page) => page.path))('%s has its canonical address and a 1200×630 share image', async (path) => {
    const { html } = await fetchPage(path)
    expect(canonical(html)).toBe(`${origin}${path}`)
    expect(meta(html, 'og:url')).toBe(`${origin}${path}`)
    expect(meta(html, 'og:title')).toBe(title(html))
    expect(meta(html, 'twitter:card')).toBe('summary_large_image')
    const image = meta(html, 'og:image')!
    expect(image.startsWith(`${origin}/og/`)).toBe(true)
    const response = await fetch(baseURL() + new URL(image).pathname)
    expect(response.headers.get('content-type')).toBe('image/png')
    const { width, height } = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([width, height]).toEqual([1200, 630])
  })

  it('the sitemap lists every page with the date its content last changed, and robots.txt points to it', async () => {
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text()
    const entries = all('url', parseDocument(sitemap, { xmlMode: true })).map((url) => ({
      loc: textContent(first('loc', url)!),
      lastmod: textContent(first('lastmod', url)!),
    }))
    expect(entries.map((entry) => entry.loc).sort()).toEqual(pages.map((page) => `${origin}${page.path}`).sort())
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })

  /** The page in each language, and English as the default, as the head or the sitemap lists them. */
  const expectedAlternates = (page: (typeof pages)[number]) => ({
    en: `${origin}${page.alternates.en}`,
    ar: `${origin}${page.alternates.ar}`,
    'x-default': `${origin}${page.alternates.en}`,
  })

  it('every page names itself and its twin in the other language, and the twin names it back', async () => {
    const alternatesOf = async (path: string) =>
      Object.fromEntries(
        all('link[rel="alternate"][hreflang]', parseDocument((await fetchPage(path)).html)).map((link) => [
          attribute(link, 'hreflang'),
          attribute(link, 'href'),
        ]),
      )
    for (const page of pages) {
      const listed = await alternatesOf(page.path)
      expect(listed, page.path).toEqual(expectedAlternates(page))
      expect(listed[page.locale], `${page.path} lists itself`).toBe(`${origin}${page.path}`)
      const twin = page.locale === 'en' ? page.alternates.ar : page.alternates.en
      expect(await alternatesOf(twin), `${twin} lists ${page.path} back`).toEqual(listed)
    }
  })

  it('the sitemap gives every page its alternates in both languages', async () => {
    const sitemap = parseDocument(await (await fetch(`${baseURL()}/sitemap.xml`)).text(), { xmlMode: true })
    const listed = new Map(
      all('url', sitemap).map((url) => [
        textContent(first('loc', url)!),
        Object.fromEntries(
          all('xhtml\\:link', url).map((link) => [attribute(link, 'hreflang'), attribute(link, 'href')]),
        ),
      ]),
    )
    for (const page of pages) expect(listed.get(`${origin}${page.path}`), page.path).toEqual(expectedAlternates(page))
  })

  it('the Arabic home page describes the organisation in Arabic', async () => {
    const { html } = await fetchPage('/ar')
    const organization = structuredData(html).find((block) => block['@type'] === 'Organization')
    expect(organization).toMatchObject({
      name: languages.ar.company.name,
      legalName: languages.ar.company.legalName,
      description: languages.ar.company.summary,
    })
  })

  it('the home page describes the organisation, with its licence, address and contact point', async () => {
    const { html } = await fetchPage('/')
    const organization = structuredData(html).find((block) => block['@type'] === 'Organization')
    expect(organization).toMatchObject({
      legalName: content.company.legalName,
      identifier: { value: '1436380' },
      address: { '@type': 'PostalAddress', addressCountry: 'AE' },
      contactPoint: { email: content.company.email, telephone: content.company.phone },
      logo: `${origin}/icon-512.png`,
    })
  })

  it.each([pathOf('initiative', 'dubai-d33'), pathOf('solution', content.solutions[0]!.slug)])(
    '%s carries a breadcrumb trail',
    async (path) => {
      const { html } = await fetchPage(path)
      const trail = structuredData(html).find((block) => block['@type'] === 'BreadcrumbList')
      const route = routeAt(pages, path)
      const section = routeAt(pages, route.parent!)
      expect(trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
        [content.navigation.home, `${origin}/`],
        [section.title, `${origin}${section.path}`],
        [route.title, `${origin}${path}`],
      ])
    },
  )

  it('pages at the top of the site carry no breadcrumb trail', async () => {
    const { html } = await fetchPage(pathOf('about'))
    expect(structuredData(html).filter((block) => block['@type'] === 'BreadcrumbList')).toEqual([])
  })

  it('the icons and the web manifest are served', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/apple-touch-icon.png', 'image/png'],
      ['/icon-512.png', 'image/png'],
      ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ]) {
      const response = await fetch(baseURL() + path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toBe(type)
    }
    const manifest = await (await fetch(`${baseURL()}/site.webmanifest`)).json()
    expect(manifest.name).toBe(content.company.name)
  })
})
