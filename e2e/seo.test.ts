import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { textContent } from 'domutils'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { pathOf, routeAt, siteRoutes } from '../lib/routes.ts'
import { resolveSiteUrl } from '../lib/siteUrl.ts'
import { all, attribute, first, parseDocument } from '../scripts/html.ts'
import { baseURL, fetchPage } from './helpers.ts'

const content = loadSiteContent()
const pages = siteRoutes(content)
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
      expect(title(html), page.path).toContain(page.title ?? content.company.tagline)
      expect(title(html), page.path).toContain(content.company.name)
      expect(description.length, `${page.path}: "${description}"`).toBeGreaterThanOrEqual(150)
      expect(description.length, `${page.path}: "${description}"`).toBeLessThanOrEqual(160)
      titles.add(title(html))
      descriptions.add(description)
      expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en"/i)
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

  it.each([pathOf('initiative', 'dubai-d33'), pathOf('solution', content.solutions[0]!.slug)])('%s carries a breadcrumb trail', async (path) => {
    const { html } = await fetchPage(path)
    const trail = structuredData(html).find((block) => block['@type'] === 'BreadcrumbList')
    const route = routeAt(pages, path)
    const section = routeAt(pages, route.parent!)
    expect(trail.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      [content.navigation.home, `${origin}/`],
      [section.title, `${origin}${section.path}`],
      [route.title, `${origin}${path}`],
    ])
  })

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
