// What the build's paint-first step promises (lib/build/paintFirst.ts), checked in Chromium on every page: the first
// paint needs no request but the document, the rules a page inlines draw it exactly as the whole stylesheet does,
// and the inline script that starts the JavaScript runs under the Content-Security-Policy without a complaint.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteContent, siteRoutes } from '../lib/content/loadSiteContent.ts'
import { launchBrowser } from './browser.ts'
import { baseURL } from './helpers.ts'

const content = loadSiteContent()
const routes = [...siteRoutes(content), '/no-such-page']
const widths = [390, 1280]
/**
 * One page of each layout, for the pixel comparison (full-page screenshots are slow): pages sharing a layout share
 * its classes, and the first vision and solution pages carry every kind of block their MDX bodies use.
 */
const oneOfEachLayout = [
  '/', '/about', '/team', '/vision', `/vision/${content.initiatives[0]!.slug}`, '/solutions',
  `/solutions/${content.solutions[0]!.slug}`, '/news', '/contact', `/${content.legal[0]!.slug}`, '/no-such-page',
]

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the first paint needs only the document', () => {
  // Images may load alongside (they never hold the paint back); no script or stylesheet may.
  it.each(routes)('%s: no script or stylesheet is requested before the first contentful paint; then it hydrates cleanly', async (route) => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    const problems: string[] = []
    page.on('console', (message) => {
      // The not-found page is itself the one resource answered with 404, which Chromium always logs.
      if (route === '/no-such-page' && message.text().includes('status of 404')) return
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`console ${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    try {
      await page.goto(baseURL() + route, { waitUntil: 'networkidle' })
      const early = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]
        if (!paint) return ['no first contentful paint recorded']
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < paint.startTime)
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => /\.(m?js|css)$/.test(path))
      })
      expect(early).toEqual([])
      // Hydrated: React has claimed the root, and the whole stylesheet is in use.
      const state = await page.evaluate(() => ({
        hydrated: Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')),
        disabledStylesheets: document.querySelectorAll('link[rel="stylesheet"][disabled]').length,
      }))
      expect(state).toEqual({ hydrated: true, disabledStylesheets: 0 })
      expect(problems).toEqual([])
    } finally {
      await page.close()
    }
  })
})

describe('the inlined rules draw each page as the whole stylesheet does', () => {
  // Without JavaScript, so nothing moves: once with the stylesheet files refused (the inlined rules alone, as at the
  // first paint) and once with them (the <noscript> link loads them). Every pixel must be the same. Pictures are
  // refused in both: a lazy one that the full-page capture scrolls into view may or may not be decoded in time, and
  // the boxes they are given (width, height, aspect) still show.
  it.each(oneOfEachLayout.flatMap((route) => widths.map((width) => [route, width] as const)))('%s at %i px', async (route, width) => {
    const shot = async (blockStylesheets: boolean) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
      try {
        if (blockStylesheets) await context.route('**/assets/static/*.css', (request) => request.abort())
        await context.route(/\.(avif|webp|jpe?g|png)$/, (request) => request.abort())
        const page = await context.newPage()
        // Without JavaScript, 'load' is the end: the stylesheets and images have arrived by then.
        await page.goto(baseURL() + route, { waitUntil: 'load' })
        return await page.screenshot({ fullPage: true })
      } finally {
        await context.close()
      }
    }
    const [inlinedOnly, whole] = await Promise.all([shot(true), shot(false)])
    expect(inlinedOnly.equals(whole), `${route} at ${width} px looks different with the inlined rules alone`).toBe(true)
  })
})
