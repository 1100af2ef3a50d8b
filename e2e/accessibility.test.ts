// Accessibility of every page as a browser renders it: axe-core's WCAG 2.0/2.1/2.2 A and AA rules and its best
// practices at desktop and phone widths (colour contrast included), and the header used with the keyboard alone.
import axe from 'axe-core'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sentPath } from '../lib/contactAnswer.ts'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localePath, splitLocale } from '../lib/locales.ts'
import { categorySlugs, newsCategoryPath } from '../lib/newsCategories.ts'
import { siteRoutes } from '../lib/routes.ts'
import { dropdownToggle, isOpen, menuLinks, mobileSection, mobileToggle } from '../testing/browser/headerMenus.ts'
import { baseURL, browserForThisFile, tabsForThisFile, visit } from '../testing/browser/pages.ts'
import { settle } from '../testing/browser/settle.ts'

const languages = loadEveryLanguage()
const content = languages.en
const nav = content.navigation
/** Every address of the site in both languages, and one each language does not have (its not-found page). */
const routes = [
  ...Object.values(languages).flatMap((each) => siteRoutes(each).map((route) => route.path)),
  // The confirmation after the form is sent without JavaScript: no route of the registry, a page all the same.
  ...Object.values(languages).map((each) => sentPath(each.locale)),
  // The search page as built, and as the service answers a search with results, with none, and with words in the
  // other language's letters (its notice and link).
  ...Object.values(languages).flatMap((each) => {
    const search = localePath(each.locale, '/search')
    const other = Object.values(languages).find((language) => language.locale !== each.locale)!
    return [
      search,
      `${search}?q=${encodeURIComponent(each.initiatives[0]!.data.title)}`,
      `${search}?q=zzqxj`,
      `${search}?q=${encodeURIComponent(other.initiatives[0]!.data.title)}`,
    ]
  }),
  // The News page with a category chosen, as its filter's links lead to it: here, one with no news.
  ...Object.values(languages).map((each) =>
    newsCategoryPath(each.locale, categorySlugs(languages.en.newsPage.categories)[0]!),
  ),
  '/no-such-page',
  '/ar/no-such-page',
]
const languageOf = (path: string) => languages[splitLocale(new URL(path, 'http://site').pathname).locale]
const missing = (path: string) => path.endsWith('/no-such-page')
const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice']

const browser = browserForThisFile()

/**
 * Runs `use` on a page of the site, loaded and its status checked (a page that did not load would be judged as an empty
 * document), in a tab handed on from test to test: one of the tabs that honour reduced motion, or one of the others.
 */
const tabs = { reduce: tabsForThisFile(browser, { reducedMotion: 'reduce' }), motion: tabsForThisFile(browser) }
function inATab(
  path: string,
  { viewport = desktop, reducedMotion }: { viewport?: typeof desktop; reducedMotion?: 'reduce' },
  use: (page: Page) => Promise<void>,
): Promise<void> {
  return tabs[reducedMotion ? 'reduce' : 'motion'](async (page) => {
    await page.setViewportSize(viewport)
    await visit(page, path, { status: missing(path) ? 404 : 200 })
    await use(page)
  })
}

/**
 * axe's violations on the page, one readable paragraph each, and the text whose contrast only the rendered pixels can
 * tell (see renderedContrastFailures). axe is evaluated through the DevTools protocol, which the page's
 * Content-Security-Policy (script-src 'self') does not govern, whereas a <script> tag added with its source inline
 * would be refused by it.
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const { violations, unjudgedContrast } = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations', 'incomplete'],
    })
    return {
      violations: result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
        id,
        impact,
        help,
        helpUrl,
        nodes: nodes.map((node) => ({ target: node.target.join(' '), summary: node.failureSummary ?? '' })),
      })),
      unjudgedContrast: result.incomplete
        .filter(({ id }) => id === 'color-contrast')
        .flatMap(({ nodes }) => nodes.map((node) => String(node.target[0]))),
    }
  }, axeTags)
  return [
    ...violations.map(
      ({ id, impact, help, helpUrl, nodes }) =>
        `${id} (${impact}): ${help} <${helpUrl}>\n` +
        nodes.map(({ target, summary }) => `    ${target}\n      ${summary.replaceAll('\n', '\n      ')}`).join('\n'),
    ),
    ...(await renderedContrastFailures(page, unjudgedContrast)),
  ]
}

/**
 * axe leaves undecided the contrast of text it cannot find one background colour for: text over the heroes'
 * gradients and decorative layers, which is much of the coloured text of the site. This judges it on the rendered
 * pixels instead: the text is made transparent, the screen photographed, and its colour compared with every pixel
 * under its lines of text (the darkest or lightest 1 % set aside for anti-aliased edges). WCAG AA asks 4.5:1, or 3:1
 * for large text (24 px, or 18.66 px bold). Texts on the same screen share one photograph.
 */
async function renderedContrastFailures(page: Page, selectors: string[]): Promise<string[]> {
  const failures: string[] = []
  let pending = selectors
  while (pending.length > 0) {
    const screen = await page.evaluate(textsOnOneScreen, pending)
    pending = screen.pending
    if (screen.texts.length === 0) continue
    const lines = screen.texts.flatMap((text) => text.lines)
    const clip = {
      x: Math.floor(Math.min(...lines.map((line) => line.x))),
      y: Math.floor(Math.min(...lines.map((line) => line.y))),
    }
    const png = await page.screenshot({
      animations: 'disabled',
      clip: {
        ...clip,
        width: Math.ceil(Math.max(...lines.map((line) => line.x + line.width))) - clip.x,
        height: Math.ceil(Math.max(...lines.map((line) => line.y + line.height))) - clip.y,
      },
    })
    await page.evaluate((judged) => {
      for (const selector of judged) {
        const node = document.querySelector<HTMLElement>(selector)
        for (const each of node ? [node, ...node.querySelectorAll<HTMLElement>('*')] : []) {
          for (const property of ['color', '-webkit-text-fill-color', 'text-shadow'])
            each.style.removeProperty(property)
        }
      }
    }, screen.judged)
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    for (const text of screen.texts) {
      const [r = 0, g = 0, b = 0, a = 1] = text.rgba
      const ratios: number[] = []
      for (const line of text.lines) {
        const top = line.y - clip.y
        const left = line.x - clip.x
        for (let y = Math.max(0, Math.floor(top)); y < Math.min(info.height, Math.ceil(top + line.height)); y += 1) {
          for (let x = Math.max(0, Math.floor(left)); x < Math.min(info.width, Math.ceil(left + line.width)); x += 1) {
            const at = (y * info.width + x) * info.channels
            const background: Rgb = [data[at]!, data[at + 1]!, data[at + 2]!]
            const foreground: Rgb = [
              r * a + background[0] * (1 - a),
              g * a + background[1] * (1 - a),
              b * a + background[2] * (1 - a),
            ]
            ratios.push(contrast(foreground, background))
          }
        }
      }
      if (ratios.length === 0) continue
      ratios.sort((x, y) => x - y)
      const lowest = ratios[Math.floor(ratios.length * 0.01)]!
      const needed = text.large ? 3 : 4.5
      if (lowest < needed) {
        failures.push(
          `color-contrast (serious, on the rendered page): ${text.selector}: text rgb(${r}, ${g}, ${b}) reaches only ${lowest.toFixed(2)}:1 against its background, ${needed}:1 needed`,
        )
      }
    }
  }
  return failures
}

/**
 * In the page: scrolls the first of `selectors` into view and takes every text then wholly on the screen, with the
 * lines of each that nothing covers (lines under the open phone menu are not read, so not judged), in the screen's
 * coordinates, and makes them transparent. The texts not on this screen are left for the next.
 */
function textsOnOneScreen(selectors: string[]) {
  const texts: {
    selector: string
    rgba: number[]
    large: boolean
    lines: { x: number; y: number; width: number; height: number }[]
  }[] = []
  const judged: string[] = []
  const pending: string[] = []
  const nodes = selectors.map((selector) => document.querySelector<HTMLElement>(selector))
  nodes[0]?.scrollIntoView({ block: 'center' })
  nodes.forEach((node, index) => {
    const selector = selectors[index]!
    if (!node?.checkVisibility({ visibilityProperty: true })) return
    const box = node.getBoundingClientRect()
    if (box.width === 0 || box.height === 0) return
    const onScreen = box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth
    if (index > 0 && !onScreen) {
      pending.push(selector)
      return
    }
    const range = document.createRange()
    range.selectNodeContents(node)
    const hits = (x: number, y: number) => {
      const top = document.elementFromPoint(x, y)
      return !!top && (node.contains(top) || top.contains(node))
    }
    const onTop = (rect: DOMRect) => hits(rect.left + rect.width / 2, rect.top + rect.height / 2)
    // A text beside the first may sit at the screen's edge, half under the sticky header: it waits for a screen of
    // its own unless each of its lines is clear from top to bottom.
    const clear = (rect: DOMRect) =>
      !onTop(rect) ||
      (hits(rect.left + rect.width / 2, rect.top + 1) && hits(rect.left + rect.width / 2, rect.bottom - 1))
    if (index > 0 && ![...range.getClientRects()].every(clear)) {
      pending.push(selector)
      return
    }
    // Each line within the element's own box and the screen: text clipped out of sight (a visually hidden label)
    // still reports its lines.
    const lines = [...range.getClientRects()]
      .filter((rect) => rect.width > 0 && rect.height > 0 && rect.top >= 0 && rect.bottom <= innerHeight && onTop(rect))
      .map((rect) => {
        const x = Math.max(rect.left, box.left)
        const y = Math.max(rect.top, box.top)
        return { x, y, width: Math.min(rect.right, box.right) - x, height: Math.min(rect.bottom, box.bottom) - y }
      })
      .filter((line) => line.width > 0 && line.height > 0)
    if (lines.length === 0) return
    const style = getComputedStyle(node)
    const large =
      Number.parseFloat(style.fontSize) >= 24 ||
      (Number.parseFloat(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700)
    texts.push({ selector, rgba: (style.color.match(/[\d.]+/g) ?? []).map(Number), large, lines })
    judged.push(selector)
  })
  for (const selector of judged) {
    const node = document.querySelector<HTMLElement>(selector)!
    for (const each of [node, ...node.querySelectorAll<HTMLElement>('*')]) {
      each.style.setProperty('color', 'transparent', 'important')
      each.style.setProperty('-webkit-text-fill-color', 'transparent', 'important')
      each.style.setProperty('text-shadow', 'none', 'important')
    }
  }
  return { texts, judged, pending }
}

type Rgb = [number, number, number]

/** The WCAG contrast ratio of two sRGB colours. */
function contrast(one: Rgb, other: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [red, green, blue] = rgb.map((channel) => {
      const value = channel / 255
      return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
    }) as Rgb
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue
  }
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const label = (route: string) => (missing(route) ? `${route.replace(/no-such-page$/, '')}404 page` : route)

// Reduced motion is honoured: no section waits, hidden, to be revealed, so every section is in its final, visible
// state at once, which is the state axe should judge (shell.test.ts checks the sections do hide without it). Tabs go
// from address to address, so axe is compiled once per tab rather than once per address (about 2 s each).
// Every address is judged three ways: axe at desktop width, the focus of every stop of the Tab key, then axe again once
// the same page is reloaded at phone width. Pages are judged three at a time: with both languages there are over sixty
// addresses, and the browser waits on the network and on axe more than on the processor.
describe.concurrent('every page: axe finds nothing to fix at desktop (1280 × 800) and phone (390 × 844) widths, and focus is visible on every link and button', () => {
  it.each(routes.map((route) => [label(route), route]))('%s', async (_label, route) =>
    inATab(route, { reducedMotion: 'reduce' }, async (page) => {
      expect(await page.locator('[data-reveal="hidden"]').count()).toBe(0)
      const atDesktop = await axeViolations(page)
      // From the top of the page, as a fresh tab starts, however the tab's last address was left.
      const stops = await tabStops(page)
      expect(stops[0]?.name).toBe(languageOf(route).navigation.skipLink)
      expect(stops.length).toBeGreaterThan(8)
      const invisibleFocus = stops
        .filter((stop) => stop.outline === 'none' && stop.boxShadow === 'none')
        .map((stop) => `${stop.tag} "${stop.name}"`)
      await page.setViewportSize(phone)
      await page.reload({ waitUntil: 'load' })
      await settle(page)
      expect(await page.locator('[data-reveal="hidden"]').count()).toBe(0)
      const atPhone = await axeViolations(page)
      expect({ atDesktop: atDesktop.join('\n'), invisibleFocus, atPhone: atPhone.join('\n') }).toEqual({
        atDesktop: '',
        invisibleFocus: [],
        atPhone: '',
      })
    }),
  )
})

describe('the contact page the service answers a form sent without JavaScript with', () => {
  it.each(Object.values(languages).map((each) => each.locale))(
    'in %s, with its problems shown, has nothing to fix',
    async (locale) => {
      // As when the page's script never arrived: the form posts itself. (Scripts stay enabled for axe to run.)
      const page = await browser().newPage({ viewport: phone, reducedMotion: 'reduce' })
      await page.route('**/assets/**/*.js', (route) => route.abort())
      await page.goto(`${baseURL()}${locale === 'en' ? '' : `/${locale}`}/contact`)
      await page.locator('#contact-firstName').fill('  ')
      await page.locator('#contact-lastName').fill('Doe')
      await page.locator('#contact-email').fill('jane@example')
      await page.locator('#contact-message').fill('Too short  ')
      const [answer] = await Promise.all([
        page.waitForNavigation(),
        page.locator('form[action="/api/contact"] button[type="submit"]').click(),
      ])
      expect(answer?.status()).toBe(400)
      expect(await page.locator('#contact-form-problem').count()).toBe(1)
      expect((await axeViolations(page)).join('\n')).toBe('')
      await page.close()
    },
  )
})

describe('contrast axe cannot judge is measured on the rendered pixels', () => {
  it('grey text laid over the dark hero fails, the hero heading passes', async () => {
    await inATab('/', { reducedMotion: 'reduce' }, async (page) => {
      await page.locator('h1').evaluate((heading) => {
        const probe = document.createElement('p')
        probe.id = 'probe'
        probe.textContent = 'Hard to read on a dark background'
        probe.style.color = 'rgb(71, 85, 105)' // slate-600 on the slate-900 hero: about 2.4:1
        heading.after(probe)
      })
      expect(await renderedContrastFailures(page, ['#probe', 'h1'])).toEqual([
        expect.stringMatching(
          /^color-contrast \(serious, on the rendered page\): #probe: text rgb\(71, 85, 105\) reaches only 2\.\d\d:1/,
        ),
      ])
    })
  })
})

describe('on a phone with the menu open', () => {
  it.each([
    ['/', nav],
    ['/vision/dubai-d33', nav],
    ['/solutions/robotics', nav],
    ['/ar/solutions/robotics', languages.ar.navigation],
  ] as const)('%s: axe finds nothing to fix, with a group expanded', async (route, words) => {
    await inATab(route, { viewport: phone, reducedMotion: 'reduce' }, async (page) => {
      await mobileToggle(page).click()
      await mobileSection(page, words.solutions).click()
      await page.getByRole('link', { name: words.solutionsOverview }).waitFor()
      expect((await axeViolations(page)).join('\n')).toBe('')
    })
  })

  it('the menu opens from the keyboard, and Escape closes it and returns focus to its toggle', async () => {
    await inATab('/', { viewport: phone }, async (page) => {
      const toggle = mobileToggle(page)
      await toggle.focus()
      await page.keyboard.press('Enter')
      await page.getByRole('link', { name: nav.about, exact: true }).waitFor()
      // The search box comes first, then its button, then the menu's links.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-search')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toMatchObject({ name: nav.home })
      await page.keyboard.press('Escape')
      expect(await focused(page)).toMatchObject({ tag: 'SUMMARY', name: nav.menuOpen, expanded: 'false' })
    })
  })
})

interface Focused {
  tag: string
  name: string
  expanded: string | null
  outline: string
  boxShadow: string
}

/**
 * What has the keyboard focus: its tag, accessible-ish name (aria-label, or its text less the parts not displayed), state (a menu's summary is expanded when its <details> is open) and focus styles.
 */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return null
    const style = getComputedStyle(element)
    const details = element.tagName === 'SUMMARY' ? (element.parentElement as HTMLDetailsElement) : null
    return {
      tag: element.tagName,
      name: (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText).replace(/\s+/g, ' ').trim(),
      expanded: details ? String(details.open) : element.getAttribute('aria-expanded'),
      outline:
        style.outlineStyle === 'none' || style.outlineWidth === '0px'
          ? 'none'
          : `${style.outlineStyle} ${style.outlineWidth}`,
      boxShadow: style.boxShadow,
    }
  })
}

/** Every stop of the Tab key from the top of the page to its end. */
async function tabStops(page: Page): Promise<Focused[]> {
  const stops: Focused[] = []
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    if (!stop) return stops
    stops.push(stop)
  }
  throw new Error('Tab never left the page: is there a keyboard trap?')
}

describe('the header from the keyboard alone', () => {
  it('Tab reaches the skip link, the logo and every header item, in that order', async () => {
    await inATab('/about', {}, async (page) => {
      const stops = await tabStops(page)
      expect(stops.slice(0, 10).map((stop) => stop.name)).toEqual([
        nav.skipLink,
        content.company.name,
        nav.home,
        nav.about,
        nav.vision,
        nav.solutions,
        nav.news,
        nav.contact,
        content.search.label,
        nav.otherLanguage,
      ])
    })
  })

  describe.each([nav.vision, nav.solutions])('the %s dropdown', (group) => {
    it.each(['Enter', 'Space'])('opens with %s, and Escape closes it and leaves focus on its button', async (key) => {
      await inATab('/', {}, async (page) => {
        const toggle = dropdownToggle(page, group)
        await toggle.focus()
        await page.keyboard.press(key)
        expect(await isOpen(toggle)).toBe(true)
        expect(await menuLinks(toggle).first().isVisible()).toBe(true)
        // Tab goes on into the list, whose first entry is the overview page.
        await page.keyboard.press('Tab')
        expect(await focused(page)).toMatchObject({ tag: 'A' })
        await page.keyboard.press('Escape')
        expect(await focused(page)).toMatchObject({ tag: 'SUMMARY', name: group, expanded: 'false' })
        expect(await menuLinks(toggle).first().isVisible()).toBe(false)
      })
    })

    it('opens with ArrowDown onto its first link, and Escape returns focus to its button', async () => {
      await inATab('/', {}, async (page) => {
        await dropdownToggle(page, group).focus()
        await page.keyboard.press('ArrowDown')
        await page.waitForFunction(() => document.activeElement?.tagName === 'A')
        expect(await focused(page)).toMatchObject({
          name: group === nav.vision ? nav.visionOverview : nav.solutionsOverview,
        })
        await page.keyboard.press('Escape')
        expect(await focused(page)).toMatchObject({ tag: 'SUMMARY', name: group, expanded: 'false' })
      })
    })
  })
})
