import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { pathOf } from '../lib/routes.ts'
import type { BrowserContext, Page } from 'playwright-core'
import { baseURL, browserForThisFile, tabsForThisFile, visit } from '../testing/browser/pages.ts'
import { withComponentClassNames } from '../testing/service/builtSite.ts'

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
// Without JavaScript, so nothing moves: once with the stylesheet file refused (the inlined rules alone, as at the first
// paint) and once with it (the <noscript> link loads it, or the link the second tab adds). Pictures are refused in
// both: a lazy one that the full-page capture scrolls into view may or may not be decoded in time, and the boxes they
// are given (width, height, aspect) still show. Each kind of tab goes from page to page, as its cache does: only the
// stylesheet's arrival differs.
const refusePictures = (context: BrowserContext) =>
  context.route(/\.(avif|webp|jpe?g|png)$/, (request) => request.abort())
const inATabWithInlinedRulesOnly = tabsForThisFile(browser, {
  javaScriptEnabled: false,
  prepare: async (context) => {
    await context.route('**/assets/static/*.css', (request) => request.abort())
    await refusePictures(context)
  },
})
// The pages that carry every rule they use are sent with short class names and without the link to the whole
// stylesheet (tooling/postbuild/shortClassNames.ts): this tab is given them as the components wrote them, with the link.
// So the pictures also show that the short names draw each page as Tailwind's names and stylesheet do.
const inATabWithTheStylesheet = tabsForThisFile(browser, {
  javaScriptEnabled: false,
  prepare: async (context) => {
    await refusePictures(context)
    await context.route(
      (url) => url.origin === baseURL(),
      async (request) => {
        if (request.request().resourceType() !== 'document') return request.fallback()
        const response = await request.fetch()
        const body = withComponentClassNames(await response.text(), { stylesheet: true })
        await request.fulfill({ response, body })
      },
    )
  },
})

describe('the inlined rules draw each page as the whole stylesheet does', () => {
  it.each(oneOfEachLayout.flatMap((route) => widths.map((width) => [route, width] as const)))(
    '%s at %i px',
    async (route, width) => {
      const shot = async (page: Page) => {
        await page.setViewportSize({ width, height: 900 })
        // Without JavaScript, 'load' is the end: the stylesheets and images have arrived by then.
        await visit(page, route, { status: route === '/no-such-page' ? 404 : 200, waitUntil: 'load' })
        // Chromium on a busy machine now and then fails to capture ("Unable to capture screenshot"), a fault of the
        // capture and not of the page: that one error is tried again once; any other is the test's.
        return await page.screenshot({ fullPage: true }).catch((error: unknown) => {
          if (!String(error).includes('Unable to capture screenshot')) throw error
          return page.screenshot({ fullPage: true })
        })
      }
      // One after the other: two full-page captures at once are what the capture fails under. Every pixel must be the
      // same.
      const inlinedOnly = await inATabWithInlinedRulesOnly(shot)
      const whole = await inATabWithTheStylesheet(async (page) => {
        const picture = await shot(page)
        // Else the two pictures would both be of the inlined rules.
        const linked = await page.evaluate(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/static/')),
        )
        expect(linked, `${route}: the whole stylesheet did not load`).toBe(true)
        return picture
      })
      expect(inlinedOnly.equals(whole), `${route} at ${width} px looks different with the inlined rules alone`).toBe(
        true,
      )
    },
  )
})
