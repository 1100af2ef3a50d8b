// The contact form with JavaScript off, in both languages, as a visitor whose script failed or has not arrived
// yet uses it: the browser posts the form itself and the service answers with pages.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { type Locale, localePath, locales } from '../lib/locales.ts'
import { type ProductionServer, startProductionServer } from '../testing/service/productionServer.ts'
import { baseURL, browserForThisFile, openPage, visit } from '../testing/browser/pages.ts'
import { waitForFile } from '../testing/outboxFile.ts'

const content = Object.fromEntries(locales.map((locale) => [locale, loadSiteContent(undefined, locale)])) as Record<
  Locale,
  ReturnType<typeof loadSiteContent>
>
const browser = browserForThisFile()

/** What a visitor types; the e-mail is made unique per test so its stored line and e-mail can be found. */
const typed = (email: string) => ({
  firstName: 'Maryam',
  lastName: 'Al Suwaidi',
  email,
  company: 'Deira Works',
  message: 'We need autonomous cleaning robots for three malls in Dubai.',
})

/** The contact page in `locale` with scripts off, every request it makes recorded. */
async function openWithoutScripts(
  origin: string,
  locale: Locale,
  width: number,
): Promise<{ page: Page; requests: string[] }> {
  const requests: string[] = []
  const { page } = await openPage(browser(), `${origin}${localePath(locale, '/contact')}`, {
    width,
    javaScript: false,
    waitUntil: 'load',
  })
  // Counted from the first page on: the contact page's own address holds nothing of an enquiry.
  page.on('request', (request) => requests.push(request.url()))
  return { page, requests }
}

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#contact-${name}`).fill(value)
}

async function send(page: Page) {
  await Promise.all([
    page.waitForNavigation(),
    page.locator('form[action="/api/contact"] button[type="submit"]').click(),
  ])
}

const storedLines = () =>
  fs
    .readFileSync(path.join(inject('dataDir'), 'enquiries.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>)

describe.each(locales)('without JavaScript, in %s', (locale) => {
  const { contact } = content[locale]
  const words = contact.form

  it.each([390, 1280])(
    'a valid enquiry is stored, e-mailed and confirmed in the same language, with nothing of it in an address (%i px)',
    async (width) => {
      const email = `maryam.${locale}.${width}@example.com`
      const { page, requests } = await openWithoutScripts(baseURL(), locale, width)
      await fill(page, typed(email))
      await page.locator('#contact-service').selectOption('smart-city')
      await send(page)

      expect(new URL(page.url()).pathname).toBe(localePath(locale, '/contact/sent'))
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
      expect(await page.locator('h1').textContent()).toBe(words.toasts.successTitle)
      expect(await page.locator('main').textContent()).toContain(words.toasts.successDescription)
      expect(await page.locator(`main a[href="${localePath(locale, '/contact')}"]`).textContent()).toBe(
        words.sentPage.againLink,
      )
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')

      const line = storedLines().find((stored) => stored.email === email)
      expect(line).toMatchObject({ ...typed(email), service: 'smart-city', locale })
      const mail = await waitForFile(path.join(inject('dataDir'), 'outbox', `${line!.id}.eml`))
      expect(mail).toContain(line!.id)
      for (const address of [...requests, page.url()]) {
        for (const value of ['Maryam', 'Suwaidi', email, encodeURIComponent(email), 'malls'])
          expect(address).not.toContain(value)
      }
      await page.context().close()
    },
  )

  it('the browser checks the fields itself before anything is sent', async () => {
    const { page, requests } = await openWithoutScripts(baseURL(), locale, 390)
    await page.locator('form[action="/api/contact"] button[type="submit"]').click()
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe(localePath(locale, '/contact'))
    expect(requests.filter((url) => url.includes('/api/contact'))).toEqual([])
    expect(
      await page.locator('#contact-firstName').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)
    await page.context().close()
  })

  it('input the service refuses comes back with each message by its field and what was typed kept', async () => {
    const { page } = await openWithoutScripts(baseURL(), locale, 390)
    // Past the browser's own checks, refused by the service's: a name of spaces, an address without a dot in its
    // domain, and a message ten characters long only with its trailing spaces.
    await fill(page, {
      firstName: '   ',
      lastName: 'Al Suwaidi',
      email: 'maryam@example',
      company: 'Deira <Works>',
      message: 'Too short  ',
    })
    await send(page)

    expect(new URL(page.url()).pathname).toBe('/api/contact')
    expect(await page.locator('html').getAttribute('lang')).toBe(locale)
    const box = page.locator('#contact-form-problem')
    expect(await box.textContent()).toContain(words.problems.invalid)
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true)
    for (const field of ['firstName', 'email', 'message'] as const) {
      const control = page.locator(`#contact-${field}`)
      expect(await control.getAttribute('aria-invalid')).toBe('true')
      expect(await page.locator(`#contact-${field}-error`).textContent()).toBe(words.validation[field])
      expect(await box.locator(`a[href="#contact-${field}"]`).count()).toBe(1)
    }
    expect(await page.locator('#contact-lastName').inputValue()).toBe('Al Suwaidi')
    expect(await page.locator('#contact-company').inputValue()).toBe('Deira <Works>')
    expect(await page.locator('#contact-email').inputValue()).toBe('maryam@example')
    expect(await page.locator('#contact-message').inputValue()).toBe('Too short  ')

    // Corrected, the same page sends it.
    await fill(page, {
      firstName: 'Maryam',
      email: `maryam.fixed.${locale}@example.com`,
      message: 'Now a long enough message.',
    })
    await send(page)
    expect(new URL(page.url()).pathname).toBe(localePath(locale, '/contact/sent'))
    await page.context().close()
  })
})

describe('without JavaScript, over the rate limit', () => {
  let server: ProductionServer
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-limited-'))
    server = await startProductionServer({ dataDir, contactRateLimit: 1 })
  })
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it.each(locales)(
    'the second message gets a page in %s with the phone and e-mail, and keeps what was typed',
    async (locale) => {
      const { company, contact } = content[locale]
      const first = await openWithoutScripts(server.origin, locale, 390)
      await fill(first.page, typed(`first.${locale}@example.com`))
      await send(first.page)
      // Only the first post of this test run from 127.0.0.1 is accepted.
      if (locale === locales[0]) expect(new URL(first.page.url()).pathname).toBe(localePath(locale, '/contact/sent'))
      await first.page.context().close()

      const { page } = await openWithoutScripts(server.origin, locale, 390)
      await fill(page, typed(`second.${locale}@example.com`))
      const [response] = await Promise.all([
        page.waitForNavigation(),
        page.locator('form[action="/api/contact"] button[type="submit"]').click(),
      ])
      expect(response?.status()).toBe(429)
      const box = page.locator('#contact-form-problem')
      expect(await box.textContent()).toContain(contact.form.problems.tooMany)
      expect(await box.locator('a[href^="tel:"]').textContent()).toBe(company.phone)
      expect(await box.locator('a[href^="mailto:"]').textContent()).toBe(company.email)
      expect(await page.locator('#contact-message').inputValue()).toBe(typed('').message)
      await page.context().close()
    },
  )
})

describe('with JavaScript', () => {
  it('the form hands its checks to the script once it runs, as before', async () => {
    const page = await browser().newPage()
    await visit(page, '/contact')
    await page.waitForFunction(() => document.querySelector('form[action="/api/contact"]')?.hasAttribute('novalidate'))
    expect(await page.locator('form[action="/api/contact"]').getAttribute('method')).toBe('post')
    await page.close()
  })
})
