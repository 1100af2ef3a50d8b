import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { sitePages } from '../lib/seo/sitePages.ts'
import { resolveSiteUrl } from '../lib/siteUrl.ts'
import { baseURL, decodeEntities, fetchPage } from './helpers.ts'

const content = loadSiteContent()
const pages = sitePages(content)
const origin = resolveSiteUrl(content.company.website)

const attribute = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1]
  return value === undefined ? undefined : decodeEntities(value)
}
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))

describe('search engines and share previews', () => {
  it('every page has its own title and a 150–160 character description', async () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const page of pages) {
      const { html } = await fetchPage(page.path)
      const title = attribute(html, /<title>([^<]*)<\/title>/)!
      const description = meta(html, 'description')!
      expect(title, page.path).toContain(content.company.name)
      expect(description.length, `${page.path}: "${description}"`).toBeGreaterThanOrEqual(150)
      expect(description.length, `${page.path}: "${description}"`).toBeLessThanOrEqual(160)
      titles.add(title)
      descriptions.add(description)
      expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en"/i)
    }
    expect(titles.size).toBe(pages.length)
    expect(descriptions.size).toBe(pages.length)
  })

  it.each(pages.map((page) => page.path))('%s has its canonical address and a 1200×630 share image', async (path) => {
    const { html } = await fetchPage(path)
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}${path}`)
    expect(meta(html, 'og:url')).toBe(`${origin}${path}`)
    expect(meta(html, 'og:title')).toBe(attribute(html, /<title>([^<]*)<\/title>/))
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
    const entries = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]
    expect(entries.map(([, loc]) => loc).sort()).toEqual(pages.map((page) => `${origin}${page.path}`).sort())
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text()
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`)
  })

  it('the home page describes the organisation, with its licence, address and contact point', async () => {
    const { html } = await fetchPage('/')
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))
    const organization = blocks.find((block) => block['@type'] === 'Organization')
    expect(organization).toMatchObject({
      legalName: content.company.legalName,
      identifier: { value: '1436380' },
      address: { '@type': 'PostalAddress', addressCountry: 'AE' },
      contactPoint: { email: content.company.email, telephone: content.company.phone },
      logo: `${origin}/icon-512.png`,
    })
  })

  it('pages below a section carry a breadcrumb trail', async () => {
    const { html } = await fetchPage('/vision/dubai-d33')
    const trail = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
      .map(([, json]) => JSON.parse(json!))
      .find((block) => block['@type'] === 'BreadcrumbList')
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', 'National Vision Alignment', 'Dubai Economic Agenda (D33)'])
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
