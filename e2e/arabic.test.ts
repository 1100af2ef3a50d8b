// The Arabic site (/ar) as its readers meet it in a browser: each kind of page right to left in the Arabic typeface,
// the language switcher both ways with and without JavaScript, the Arabic not-found page, and an enquiry written in
// Arabic from the form to the staff's mailbox through a real SMTP server.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { type PageKind, siteRoutes } from '../lib/routes.ts'
import { type ProductionServer, startProductionServer } from '../testing/service/productionServer.ts'
import { readJsonLinesFile, startSmtp, type TestSmtp } from '../testing/service/serviceFixtures.ts'
import {
  baseURL,
  browserForThisFile,
  contactFormHydrated,
  holdRequests,
  horizontalOverflow,
  openPage,
  tabsForThisFile,
  visit,
} from '../testing/browser/pages.ts'
import { settle } from '../testing/browser/settle.ts'

const { en, ar } = loadEveryLanguage()
const arabicRoutes = siteRoutes(ar)
const englishRoutes = siteRoutes(en)
const arabicLetters = /[\u0621-\u064a]/
const browser = browserForThisFile()
const inATab = tabsForThisFile(browser, { reducedMotion: 'reduce' })

const open = (url: string, width: number, javaScriptEnabled = true) =>
  openPage(browser(), url, {
    width,
    javaScript: javaScriptEnabled,
    reducedMotion: 'reduce',
    status: url.includes('does-not-exist') ? 404 : 200,
  })

/** The faces of the Arabic typeface the page has, with their status ("loaded" once a font file is in use). */
const plexFaces = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'IBM Plex Sans Arabic')
      .map((face) => face.status)
  })

/** The page's requests for font files: how they were asked for, and the bytes that crossed the network for them. */
const fontRequests = (page: Page) =>
  page.evaluate(() => {
    const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => {
        const { initiatorType, transferSize, startTime } = entry as PerformanceResourceTiming
        return { initiatorType, transferSize, afterLoad: startTime >= loaded.loadEventStart }
      })
  })

const overflow = horizontalOverflow

/** One page of each kind: the home page, an initiative, a solution, a legal text ... */
const kinds = [...new Set(arabicRoutes.map((route) => route.kind))].map(
  (kind) => arabicRoutes.find((route) => route.kind === kind)!,
)

describe('each kind of page in Arabic', () => {
  it.each(kinds.flatMap((route) => [390, 1280].map((width) => [route.kind as PageKind, width, route] as const)))(
    '%s at %i px, from another Arabic page: right to left, in Arabic, in the Arabic typeface, nothing overflowing',
    async (_kind, width, route) => {
      // Each in the tab the kind before was read in, as a reader goes from one Arabic page to the next.
      await inATab(async (page) => {
        await page.setViewportSize({ width, height: 900 })
        await visit(page, route.path, { referer: '/ar' })
        expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
          'ar',
          'rtl',
        ])
        expect(await page.title()).toBe(
          route.title ? `${route.title} | ${ar.company.name}` : `${ar.company.name} | ${ar.company.tagline}`,
        )
        expect((await page.locator('h1').textContent())!).toMatch(arabicLetters)
        expect(await page.getByRole('navigation', { name: ar.navigation.mainNavLabel }).count()).toBe(1)
        // Text starts at the right: the heading's right edge is where the page's content starts.
        const box = (await page.locator('h1').boundingBox())!
        const main = (await page.locator('main').boundingBox())!
        expect(main.x + main.width - (box.x + box.width)).toBeLessThan(main.width / 2)
        const family = await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)
        expect(family.startsWith('"IBM Plex Sans Arabic"')).toBe(true)
        expect(await plexFaces(page)).toContain('loaded')
        expect(await overflow(page)).toBeLessThanOrEqual(0)
      })
    },
  )

  it('a first Arabic page paints in the fallback and fetches the typeface after it has loaded; the next page uses it from the cache', async () => {
    const { page, close } = await open('/ar/about', 390)
    expect(await plexFaces(page), 'the typeface is switched off on the first page').toEqual([])
    const prefetched = await fontRequests(page)
    expect(prefetched).toHaveLength(6)
    expect(prefetched.every((request) => request.afterLoad && request.transferSize > 0)).toBe(true)
    await page.locator('header a[href="/ar"]').first().click()
    await page.waitForURL(/\/ar$/)
    await page.waitForLoadState('load')
    await settle(page)
    const faces = await plexFaces(page)
    expect(faces.filter((status) => status === 'loaded').length).toBeGreaterThan(0)
    const used = (await fontRequests(page)).filter((request) => request.initiatorType === 'css')
    expect(used.length).toBeGreaterThan(0)
    expect(
      used.map((request) => request.transferSize),
      'no byte of the typeface crosses the network again',
    ).toEqual(used.map(() => 0))
    await close()
  })

  it('without JavaScript, the first Arabic page uses the typeface as soon as it arrives', async () => {
    const { page, close } = await open('/ar/about', 390, false)
    expect(await plexFaces(page)).toContain('loaded')
    await close()
  })

  it('English pages load no web font', async () => {
    const { page, close } = await open('/about', 1280)
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready
      return performance.getEntriesByType('resource').filter((entry) => /\.woff2?$/.test(entry.name)).length
    })
    expect(fonts).toBe(0)
    await close()
  })
})

describe('no page is wider than a 320 px phone', () => {
  it.each(['en', 'ar'] as const)('in %s', async (locale) => {
    const { page, close } = await open('/', 320)
    const wide: string[] = []
    for (const route of locale === 'en' ? englishRoutes : arabicRoutes) {
      await visit(page, route.path)
      const excess = await overflow(page)
      if (excess > 0) wide.push(`${route.path} by ${excess} px`)
    }
    expect(wide).toEqual([])
    await close()
  })
})

describe('the language switcher', () => {
  const switcher = (page: Page) => page.locator('header a[hreflang]')

  it.each([
    [390, true],
    [1280, true],
    [390, false],
    [1280, false],
  ])(
    'at %i px (JavaScript %s) leads to the same page in the other language and back',
    async (width, javaScriptEnabled) => {
      const route = englishRoutes.find((candidate) => candidate.kind === 'initiative')!
      const { page, close } = await open(route.path, width, javaScriptEnabled)
      const toArabic = switcher(page)
      expect(await toArabic.isVisible()).toBe(true)
      expect(await toArabic.textContent()).toBe(en.navigation.otherLanguage)
      expect(await toArabic.getAttribute('lang')).toBe('ar')
      await toArabic.click()
      await page.waitForURL(baseURL() + route.alternates.ar)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar')

      const toEnglish = switcher(page)
      expect(await toEnglish.isVisible()).toBe(true)
      expect(await toEnglish.textContent()).toBe(ar.navigation.otherLanguage)
      expect(await toEnglish.getAttribute('lang')).toBe('en')
      await toEnglish.click()
      await page.waitForURL(baseURL() + route.path)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
      await close()
    },
  )

  it('on the not-found page leads to the other language’s home page', async () => {
    const { page, close } = await open('/ar/does-not-exist', 1280)
    expect(await page.locator('h1').textContent()).toBe(ar.notFound.title)
    expect(await switcher(page).getAttribute('href')).toBe('/')
    expect(await page.getByRole('link', { name: ar.notFound.homeLink.label }).getAttribute('href')).toBe('/ar')
    await close()
  })
})

describe('an enquiry written in Arabic', () => {
  let smtp: TestSmtp
  let server: ProductionServer
  let dataDir: string

  beforeAll(async () => {
    smtp = await startSmtp()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arabic-enquiry-'))
    server = await startProductionServer({
      dataDir,
      env: { SMTP_URL: smtp.url, CONTACT_TO: 'enquiries@company.example', CONTACT_FROM: 'website@company.example' },
    })
  })
  afterAll(async () => {
    await server?.stop()
    await smtp?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  const words = ar.contact.form
  const field = (page: Page, name: string) => page.locator(`#contact-${name}`)

  it('is checked with the Arabic messages, sent with the Arabic states, stored intact and e-mailed with its language', async () => {
    const { page, close } = await open(`${server.origin}/ar/contact`, 1280)
    await contactFormHydrated(page)
    await page.locator('form[action="/api/contact"] button[type="submit"]').click()
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
      await expect(page.locator(`#contact-${name}-error`).textContent()).resolves.toBe(words.validation[name])
    }

    const enquiry = {
      firstName: 'عبدالله',
      lastName: 'المنصوري',
      company: 'هيئة الطرق والمواصلات',
      // Arabic-Indic digits, as an Arabic keyboard types them.
      message: 'نرغب في أتمتة ٣ مواقع بناء في دبي خلال ١٢ شهراً، ونرجو التواصل معنا.',
    }
    await field(page, 'firstName').fill(enquiry.firstName)
    await field(page, 'lastName').fill(enquiry.lastName)
    await field(page, 'email').fill('abdullah@example.ae')
    await field(page, 'company').fill(enquiry.company)
    await field(page, 'service').selectOption('smart-city')
    await field(page, 'message').fill(enquiry.message)
    expect(await field(page, 'service').locator('option:checked').textContent()).toBe(
      words.serviceOptions['smart-city'],
    )

    // Held back a moment, so the sending state can be seen.
    const release = await holdRequests(page, '**/api/contact')
    const answer = page.waitForResponse('**/api/contact')
    await page.locator('form[action="/api/contact"] button[type="submit"]').click()
    await expect(page.locator('form[action="/api/contact"] button[type="submit"]').textContent()).resolves.toBe(
      words.sending,
    )
    release()
    const response = await answer
    expect(response.status()).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const toast = page.locator('[role="region"] li[data-state="open"]')
    await toast.getByText(words.toasts.successTitle).waitFor()
    // Focus is on the confirmation in the page, in Arabic, with its way to send another message.
    const confirmation = page.getByTestId('contact-sent')
    await expect(confirmation.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await expect(confirmation.textContent()).resolves.toContain(words.toasts.successDescription)
    await expect(confirmation.getByRole('button', { name: words.sentPage.againLink }).isVisible()).resolves.toBe(true)
    expect(await toast.textContent()).toContain(words.toasts.successDescription)
    // The notifications sit at the start of a right-to-left page: its left edge.
    const box = (await toast.boundingBox())!
    expect(box.x + box.width / 2).toBeLessThan(1280 / 2)

    const stored = (await readJsonLinesFile(path.join(dataDir, 'enquiries.jsonl'))).find((line) => line.id === id)
    expect(stored).toMatchObject({ ...enquiry, service: 'smart-city', locale: 'ar' })
    await expect
      .poll(() => smtp.mails.some((mail) => mail.headers.get('x-enquiry-id') === id), {
        timeout: 15_000,
        interval: 10,
        message: 'the e-mail',
      })
      .toBe(true)
    const mail = smtp.mails.find((each) => each.headers.get('x-enquiry-id') === id)!
    expect(mail.subject).toBe(
      `Website enquiry from ${enquiry.firstName} ${enquiry.lastName} — ${en.contact.form.serviceOptions['smart-city']} [Arabic]`,
    )
    expect(mail.text).toContain('Language: Arabic (ar)')
    expect(mail.text).toContain(enquiry.message)
    expect(mail.text).toContain(`\nCompany:\n${enquiry.company}\n`)
    await close()
  })
})
