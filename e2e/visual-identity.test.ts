// The site's look as its readers meet it: each solution and initiative with its own drawing (in the page's hero and
// on its card), Home's drawing and key figures, card grids that never leave one card alone on a row, and pages that
// print as documents. Words come from content/, in both languages.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localePath, locales, type Locale } from '../lib/locales.ts'
import { siteRoutes } from '../lib/routes.ts'
import { baseURL, browserForThisFile, openPage, tabsForThisFile, visit } from '../testing/browser/pages.ts'

const contents = loadEveryLanguage()
const browser = browserForThisFile()
// The detail pages' tests go from page to page in one tab: each was a new tab and its renderer process.
const inATab = tabsForThisFile(browser, { reducedMotion: 'reduce' })

const open = (path: string, width: number, javaScriptEnabled = true, waitUntil: 'load' | 'settled' = 'settled') =>
  openPage(browser(), path, { width, javaScript: javaScriptEnabled, reducedMotion: 'reduce', status: 200, waitUntil })

const detailPages = locales.flatMap((locale) => {
  const content = contents[locale]
  return [
    ...content.solutions.map((entry) => ({
      locale,
      path: localePath(locale, `/solutions/${entry.slug}`),
      illustration: entry.data.illustration,
    })),
    ...content.initiatives.map((entry) => ({
      locale,
      path: localePath(locale, `/vision/${entry.slug}`),
      illustration: entry.data.illustration,
    })),
  ]
})

describe('the drawing of each solution and initiative', () => {
  it.each(detailPages.map((page) => [page.path, page] as const))(
    '%s shows its own drawing in the hero, beside the title from 1024 px and under it on phones, never mirrored',
    async (_path, expected) => {
      // One page, opened on a phone and then widened: the layout follows the width without a second load.
      await inATab(async (page) => {
        await page.setViewportSize({ width: 390, height: 900 })
        await visit(page, expected.path, { waitUntil: 'load' })
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: 900 })
          const drawing = page.locator(`[data-hero] [data-illustration="${expected.illustration.src}"]`)
          await expect(drawing.getAttribute('aria-label')).resolves.toBe(expected.illustration.alt ?? null)
          const heading = (await page.locator('h1').boundingBox())!
          const box = (await drawing.boundingBox())!
          if (width === 1280) {
            // Beside the title: the two overlap vertically and sit side by side, the drawing on the end side.
            expect(box.y).toBeLessThan(heading.y + heading.height)
            if (expected.locale === 'ar') expect(box.x + box.width).toBeLessThanOrEqual(heading.x)
            else expect(box.x).toBeGreaterThanOrEqual(heading.x + heading.width)
          } else {
            expect(box.y).toBeGreaterThan(heading.y + heading.height)
          }
          // Drawn at its own proportions, and not flipped by the right-to-left layout.
          const svg = await drawing.locator('svg').evaluate((element) => {
            const { width: w, height: h } = element.getBoundingClientRect()
            const viewBox = element.getAttribute('viewBox')!.split(' ').map(Number)
            return {
              ratio: w / h,
              intrinsic: viewBox[2]! / viewBox[3]!,
              transform: getComputedStyle(element).transform,
            }
          })
          expect(svg.ratio).toBeCloseTo(svg.intrinsic, 1)
          expect(svg.transform).toBe('none')
        }
      })
    },
  )

  it.each(locales.map((locale) => [locale] as const))(
    '%s: every card on /solutions and /vision shows its drawing with its words, its size reserved',
    async (locale: Locale) => {
      const content = contents[locale]
      for (const [overview, entries] of [
        ['/solutions', content.solutions],
        ['/vision', content.initiatives],
      ] as const) {
        const { page, close } = await open(localePath(locale, overview), 1280)
        const images = await page.locator('main img[src*="/img/illustrations/"]').evaluateAll((elements) =>
          elements.map((element) => ({
            alt: element.getAttribute('alt'),
            width: element.getAttribute('width'),
            height: element.getAttribute('height'),
          })),
        )
        expect(images.map((image) => image.alt)).toEqual(entries.map((entry) => entry.data.illustration.alt ?? ''))
        for (const image of images) expect(Number(image.width) * Number(image.height)).toBeGreaterThan(0)
        await close()
      }
    },
  )
})

describe('Home', () => {
  it.each(locales.map((locale) => [locale] as const))(
    '%s: its drawing in the hero, and the key figures, each leading to its page',
    async (locale: Locale) => {
      const { home } = contents[locale]
      const { page, close } = await open(localePath(locale, '/'), 1280)
      await expect(
        page.locator(`[data-hero] [data-illustration="${home.hero.illustration.src}"]`).getAttribute('aria-label'),
      ).resolves.toBe(home.hero.illustration.alt ?? null)
      const band = page.getByRole('region', { name: home.figures.heading })
      const links = await band
        .getByRole('link')
        .evaluateAll((elements) =>
          elements.map((element) => ({ text: element.textContent, href: element.getAttribute('href') })),
        )
      // Content links are localised when read, so an Arabic figure already leads to the Arabic page.
      expect(links).toEqual(home.figures.items.map((item) => ({ text: `${item.value}${item.label}`, href: item.href })))
      await close()
    },
  )
})

/** How many cards sit on each row of a page's balanced grids, top to bottom. */
const rowsOf = (page: Page) =>
  page.locator('[data-balanced-grid]').evaluateAll((grids) =>
    grids.map((grid) => {
      const rows = new Map<number, number>()
      for (const item of grid.children) {
        const top = Math.round(item.getBoundingClientRect().top)
        rows.set(top, (rows.get(top) ?? 0) + 1)
      }
      return [...rows.values()]
    }),
  )

describe('card grids', () => {
  const pages = locales.flatMap((locale) => siteRoutes(contents[locale]).map((route) => route.path))
  // One width at each of the widths where a grid may change its columns (640, 768, 1024 and 1280 px): below the first
  // every card is full width, and above the last nothing changes. Each page is loaded once and widened step by step.
  const widths = [640, 768, 1024, 1280]
  it(`at ${widths.join(', ')} px leave no card alone on a row of its own under a fuller row`, async () => {
    const context = await browser().newContext({
      viewport: { width: widths[0]!, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    let grids = 0
    for (const path of pages) {
      await page.setViewportSize({ width: widths[0]!, height: 900 })
      await page.goto(baseURL() + path)
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 })
        for (const rows of await rowsOf(page)) {
          grids += 1
          const widest = Math.max(...rows)
          if (widest > 1) expect(rows.at(-1), `${path} at ${width} px: rows of ${rows.join(', ')}`).toBeGreaterThan(1)
        }
      }
    }
    expect(grids).toBeGreaterThan(0)
    await context.close()
  })
})

describe('printed', () => {
  it.each(locales.map((locale) => [locale] as const))(
    '%s: an initiative prints in black on white, without menus, footer links, social icons or the closing band, each external address written out',
    async (locale: Locale) => {
      const content = contents[locale]
      const initiative = content.initiatives[0]!
      const { page, close } = await open(localePath(locale, `/vision/${initiative.slug}`), 1280)
      await page.emulateMedia({ media: 'print' })
      const seen = await page.evaluate(() => {
        const visible = (selector: string) =>
          [...document.querySelectorAll(selector)].some((element) => element.getClientRects().length > 0)
        const learnMore = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="http"]')][0]!
        return {
          menus: visible('header nav'),
          footerLinks: visible('footer nav'),
          social: visible('footer ul[aria-label]'),
          closingBand: visible('main > section.bg-gradient-to-br'),
          heading: getComputedStyle(document.querySelector('h1')!).color,
          hero: getComputedStyle(document.querySelector('[data-hero]')!).backgroundColor,
          address: getComputedStyle(learnMore, '::after').content,
          href: learnMore.getAttribute('href'),
          cards: [...document.querySelectorAll('main li')].every(
            (item) => getComputedStyle(item).breakInside === 'avoid',
          ),
        }
      })
      expect(seen).toMatchObject({
        menus: false,
        footerLinks: false,
        social: false,
        closingBand: false,
        heading: 'rgb(0, 0, 0)',
        hero: 'rgba(0, 0, 0, 0)',
        cards: true,
      })
      expect(seen.address).toBe(`" (${seen.href})"`)
      expect(seen.href).toBe(initiative.data.learnMoreUrl)
      await close()
    },
  )
})

describe("Home's heading", () => {
  it('shows in capitals, as the specification draws it, while its words stay in sentence case for screen readers', async () => {
    await inATab(async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await visit(page, '/')
      const heading = page.getByRole('heading', { level: 1 })
      // innerText is the text as drawn, capitals by CSS included; textContent the words as written.
      await expect(heading.evaluate((element) => (element as HTMLElement).innerText)).resolves.toBe(
        "EMPOWERING THE UAE'S VISION",
      )
      await expect(heading.textContent()).resolves.toBe(contents.en.home.hero.heading)
      expect(contents.en.home.hero.heading).not.toBe(contents.en.home.hero.heading.toUpperCase())
    })
  })
})
