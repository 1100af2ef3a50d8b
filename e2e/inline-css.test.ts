import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { pathOf } from '../lib/routes.ts'
import { baseURL, browserForThisFile } from '../testing/browser/pages.ts'

const content = loadSiteContent()
const widths = [390, 1280]
/**
 * One page of each layout (full-page screenshots are slow): pages sharing a layout share its classes, and the first
 * initiative and solution carry every kind of block their MDX bodies use.
 */
const oneOfEachLayout = [
  pathOf('home'),
  pathOf('about'),
  pathOf('team'),
  pathOf('vision'),
  pathOf('initiative', content.initiatives[0]!.slug),
  pathOf('solutions'),
  pathOf('solution', content.solutions[0]!.slug),
  pathOf('news'),
  pathOf('contact'),
  pathOf('legal', content.legal[0]!.slug),
  '/no-such-page',
]

const browser = browserForThisFile()

describe('the inlined rules draw each page as the whole stylesheet does', () => {
  // Without JavaScript, so nothing moves: once with the stylesheet file refused (the inlined rules alone, as at the
  // first paint) and once with it (the <noscript> link loads it). Every pixel must be the same. Pictures are refused
  // in both: a lazy one that the full-page capture scrolls into view may or may not be decoded in time, and the boxes
  // they are given (width, height, aspect) still show.
  it.each(oneOfEachLayout.flatMap((route) => widths.map((width) => [route, width] as const)))(
    '%s at %i px',
    async (route, width) => {
      const shot = async (blockStylesheets: boolean) => {
        const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
        try {
          if (blockStylesheets) await context.route('**/assets/static/*.css', (request) => request.abort())
          await context.route(/\.(avif|webp|jpe?g|png)$/, (request) => request.abort())
          const page = await context.newPage()
          // Without JavaScript, 'load' is the end: the stylesheets and images have arrived by then.
          await page.goto(baseURL() + route, { waitUntil: 'load' })
          // Chromium on a busy machine now and then fails to capture ("Unable to capture screenshot"), a fault of the
          // capture and not of the page: that one error is tried again once; any other is the test's.
          return await page.screenshot({ fullPage: true }).catch((error: unknown) => {
            if (!String(error).includes('Unable to capture screenshot')) throw error
            return page.screenshot({ fullPage: true })
          })
        } finally {
          await context.close()
        }
      }
      // One after the other: two full-page captures at once are what the capture fails under.
      const inlinedOnly = await shot(true)
      const whole = await shot(false)
      expect(inlinedOnly.equals(whole), `${route} at ${width} px looks different with the inlined rules alone`).toBe(
        true,
      )
    },
  )
})
