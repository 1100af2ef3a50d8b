import fs from 'node:fs'
import path from 'node:path'
import { textContent } from 'domutils'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { contactMessages, serviceValues } from '../lib/contact.ts'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { all, attribute, first, parseDocument } from '../lib/html.ts'
import { browserForThisFile, contactFormHydrated, fetchPage, holdRequests, visit } from '../testing/browser/pages.ts'
import { waitForFile } from '../testing/outboxFile.ts'

const { contact, company } = loadSiteContent()
const { labels, toasts } = contact.form
const { area, city, country } = company.address
const browser = browserForThisFile()

/** The contact page, hydrated, with every request to the contact API counted. */
async function open(width = 1280): Promise<{ page: Page; posts: () => number }> {
  const page = await browser().newPage({ viewport: { width, height: 900 } })
  let posts = 0
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contact') posts++
  })
  await visit(page, '/contact')
  await contactFormHydrated(page)
  return { page, posts: () => posts }
}

const control = (page: Page, name: keyof typeof labels) => page.locator(`#contact-${name}`)
const submit = (page: Page) => page.locator('form[action="/api/contact"] button[type="submit"]')
/** The toasts in the notification region (Radix keeps one briefly while it animates out, hence :not closed). */
const shownToasts = (page: Page) => page.locator('[role="region"] li[data-state="open"]')

async function fillValid(page: Page, email = 'aisha@example.com') {
  await control(page, 'firstName').fill('Aisha')
  await control(page, 'lastName').fill('Al Mansouri')
  await control(page, 'email').fill(email)
  await control(page, 'company').fill('Deira Builders')
  await control(page, 'service').selectOption('smart-city')
  await control(page, 'message').fill('We would like robotic surveying on two sites in Deira.')
}

async function values(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLInputElement>('form [id^="contact-"]:is(input, select, textarea)')].map(
        (el) => [el.name, el.value],
      ),
    ),
  )
}

describe('the prerendered /contact, as a reader without JavaScript gets it', () => {
  it('holds every word of the page and the whole form', async () => {
    const address = [area, city, country].join(', ')
    const page = await fetchPage('/contact')
    expect(page.status).toBe(200)
    for (const words of [
      contact.tag,
      contact.heading,
      contact.intro,
      ...Object.values(contact.cards),
      address,
      company.phone,
      company.email.replace('@', '@ '), // the address may wrap after its @ (a <wbr>)
      company.businessHours,
      contact.form.heading,
      ...Object.values(labels),
      contact.form.placeholders.service,
      ...Object.values(contact.form.serviceOptions),
      contact.form.submit,
    ]) {
      expect(page.text).toContain(words)
    }
    const document = parseDocument(page.html)
    expect(first('section#contact', document)).not.toBeNull()
    const hrefs = all('a[href]', document).map((link) => attribute(link, 'href'))
    expect(hrefs).toContain(`tel:${company.phone.replaceAll(' ', '')}`)
    expect(hrefs).toContain(`mailto:${company.email}`)
    expect(all('h1', document).map((heading) => textContent(heading))).toContain(contact.heading)
    // A plain HTML form until JavaScript runs: it posts to the service, and the browser checks the fields.
    expect(all('form[method="post"][action="/api/contact"]', document)).toHaveLength(1)
    expect(all('form[novalidate]', document)).toHaveLength(0)
    expect(all('[required]', document).map((control) => attribute(control, 'name'))).toEqual([
      'firstName',
      'lastName',
      'email',
      'message',
    ])
    expect(attribute(first('input[type="hidden"][name="locale"]', document)!, 'value')).toBe('en')
  })

  it('the service options carry the values the service accepts', async () => {
    const { html } = await fetchPage('/contact')
    const options = all('option', parseDocument(html)).map((option) => [
      attribute(option, 'value'),
      textContent(option),
    ])
    expect(options).toEqual([
      ['', contact.form.placeholders.service],
      ...serviceValues.map((value) => [value, contact.form.serviceOptions[value]]),
    ])
  })
})

describe('the contact form', () => {
  it('an empty submit shows the four messages by their fields, focuses the first and sends nothing', async () => {
    const { page, posts } = await open()
    await submit(page).click()
    await page.locator('[role="alert"]').first().waitFor()

    const expected = {
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    }
    expect(expected).toEqual(contactMessages)
    for (const [name, message] of Object.entries(expected)) {
      const field = control(page, name as keyof typeof labels)
      await expect(field.getAttribute('aria-invalid')).resolves.toBe('true')
      const describedBy = await field.getAttribute('aria-describedby')
      const error = page.locator(`#${describedBy}`)
      await expect(error.textContent()).resolves.toBe(message)
      await expect(error.getAttribute('role')).resolves.toBe('alert')
    }
    for (const name of ['company', 'service'] as const) {
      await expect(control(page, name).getAttribute('aria-invalid')).resolves.toBeNull()
    }
    expect(await page.locator('[role="alert"]').count()).toBe(4)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-firstName')
    expect(posts()).toBe(0)
    await page.close()
  })

  it('fields are labelled, required ones marked, and lengths capped as the service caps them', async () => {
    const { page } = await open()
    for (const [name, label] of Object.entries(labels)) {
      const byLabel = page.getByRole(name === 'service' ? 'combobox' : 'textbox', { name: label })
      await expect(byLabel.getAttribute('id')).resolves.toBe(`contact-${name}`)
    }
    for (const name of ['firstName', 'lastName', 'email', 'message'] as const) {
      await expect(control(page, name).getAttribute('aria-required')).resolves.toBe('true')
    }
    await expect(control(page, 'message').getAttribute('rows')).resolves.toBe('3')
    await expect(control(page, 'message').getAttribute('maxlength')).resolves.toBe('5000')
    await expect(control(page, 'email').getAttribute('maxlength')).resolves.toBe('254')
    await page.close()
  })

  it('the first invalid field takes focus when only a later one is wrong, and fixing it clears the message', async () => {
    const { page, posts } = await open()
    await fillValid(page, 'not-an-address')
    await submit(page).click()
    await page.getByText(contactMessages.email).waitFor()
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-email')
    expect(await page.locator('[role="alert"]').count()).toBe(1)
    await control(page, 'email').fill('aisha@example.com')
    await page.waitForFunction(() => document.querySelectorAll('[role="alert"]').length === 0)
    expect(posts()).toBe(0)
    await page.close()
  })

  it('while the enquiry travels the button reads "Sending..." and is disabled; then the form resets', async () => {
    const { page, posts } = await open()
    const release = await holdRequests(page, '**/api/contact')
    await fillValid(page, 'pending@example.com')
    await submit(page).click()
    await page.waitForFunction(
      () => document.querySelector('form[action="/api/contact"] button[type="submit"]')?.textContent === 'Sending...',
    )
    await expect(submit(page).isDisabled()).resolves.toBe(true)
    await control(page, 'firstName').press('Enter') // a second submit while pending sends nothing more
    release()
    await shownToasts(page).getByText(toasts.successTitle).waitFor()
    expect(posts()).toBe(1)
    expect(await values(page)).toMatchObject({ firstName: '', email: '' })
    await expect(submit(page).textContent()).resolves.toBe(contact.form.submit)
    await expect(submit(page).isDisabled()).resolves.toBe(false)
    await page.close()
  })

  it('a real enquiry is stored and e-mailed: success toast, empty form, a line in the log and an .eml in the outbox', async () => {
    const { page, posts } = await open()
    const email = `real-${Date.now()}@example.com`
    await fillValid(page, email)
    const [response] = await Promise.all([page.waitForResponse('**/api/contact'), submit(page).click()])
    expect(response.status()).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const toast = shownToasts(page)
    await toast.getByText(toasts.successTitle).waitFor()
    await expect(toast.textContent()).resolves.toContain(toasts.successDescription)
    await expect(toast.getAttribute('data-variant')).resolves.toBe('default')
    expect(await values(page)).toEqual({
      firstName: '',
      lastName: '',
      email: '',
      company: '',
      service: '',
      message: '',
    })
    expect(posts()).toBe(1)

    // Focus is on a confirmation in the page, which stays after the toast has gone, until the visitor dismisses it.
    const confirmation = page.getByTestId('contact-sent')
    await expect(confirmation.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    await expect(confirmation.textContent()).resolves.toContain(toasts.successTitle)
    await expect(confirmation.textContent()).resolves.toContain(toasts.successDescription)
    await page.waitForFunction(() => document.querySelectorAll('[role="region"] li[data-state="open"]').length === 0)
    await expect(confirmation.isVisible()).resolves.toBe(true)
    await confirmation.getByRole('button', { name: contact.form.sentPage.againLink }).click()
    await expect(confirmation.count()).resolves.toBe(0)
    await expect(control(page, 'firstName').evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    )

    const dataDir = inject('dataDir')
    const lines = fs
      .readFileSync(path.join(dataDir, 'enquiries.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.find((line) => line.id === id)).toMatchObject({
      id,
      firstName: 'Aisha',
      lastName: 'Al Mansouri',
      email,
      company: 'Deira Builders',
      service: 'smart-city',
      message: 'We would like robotic surveying on two sites in Deira.',
    })
    const eml = await waitForFile(path.join(dataDir, 'outbox', `${id}.eml`))
    expect(eml).toContain(email)
    await page.close()
  })

  it('a 500 shows the destructive toast "Error sending message" / "500: Mail server unavailable" and keeps the values', async () => {
    const { page } = await open()
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Mail server unavailable' }),
    )
    await fillValid(page)
    const before = await values(page)
    await submit(page).click()
    const toast = shownToasts(page)
    await toast.getByText(toasts.errorTitle).waitFor()
    await expect(toast.getAttribute('data-variant')).resolves.toBe('destructive')
    expect((await toast.innerText()).split('\n')).toEqual([toasts.errorTitle, '500: Mail server unavailable'])
    expect(await values(page)).toEqual(before)
    await expect(submit(page).isDisabled()).resolves.toBe(false)
    await page.close()
  })

  it('a 400 shows the service’s message by each field it names, and the error sentence in the toast', async () => {
    const { page } = await open()
    const body = {
      error: 'Please correct the highlighted fields.',
      fields: { lastName: 'Last name must not contain line breaks or control characters' },
    }
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) }),
    )
    await fillValid(page)
    await submit(page).click()
    await shownToasts(page).getByText('400: Please correct the highlighted fields.').waitFor()
    const describedBy = await control(page, 'lastName').getAttribute('aria-describedby')
    await expect(page.locator(`#${describedBy}`).textContent()).resolves.toBe(body.fields.lastName)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-lastName')
    await page.close()
  })

  it('a network failure shows the error toast with the browser’s message, or "Please try again later."', async () => {
    const { page } = await open()
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
    await fillValid(page)
    await submit(page).click()
    const toast = shownToasts(page)
    await toast.getByText(toasts.errorTitle).waitFor()
    const [title, description = ''] = (await toast.innerText()).split('\n')
    expect(title).toBe(toasts.errorTitle)
    expect(description.trim()).not.toBe('')
    expect(await values(page)).toMatchObject({
      firstName: 'Aisha',
      message: 'We would like robotic surveying on two sites in Deira.',
    })
    await page.close()
  })
})

describe('notifications', () => {
  it('only one toast is shown at a time: a new one replaces the last', async () => {
    const { page } = await open()
    let status = 500
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status, body: status === 500 ? 'Mail server unavailable' : '{"id":"x"}' }),
    )
    await fillValid(page)
    await submit(page).click()
    await shownToasts(page).getByText(toasts.errorTitle).waitFor()
    status = 201
    await submit(page).click()
    await shownToasts(page).getByText(toasts.successTitle).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('[role="region"] li').length === 1)
    expect(await shownToasts(page).count()).toBe(1)
    await page.close()
  })

  it('F8 moves focus to the notification region, named for screen readers', async () => {
    const { page } = await open()
    await control(page, 'firstName').focus()
    await page.keyboard.press('F8')
    const focused = await page.evaluate(() => {
      const region = document.activeElement?.closest('[role="region"]')
      return { tag: document.activeElement?.tagName, label: region?.getAttribute('aria-label') }
    })
    expect(focused).toEqual({ tag: 'OL', label: toasts.regionLabel.replace('{hotkey}', 'F8') })
    await page.close()
  })

  it('a toast stays 5 seconds, and its labelled close button dismisses it at once', async () => {
    const { page } = await open()
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Mail server unavailable' }))
    await fillValid(page)
    await submit(page).click()
    await shownToasts(page).first().waitFor()
    const shownAt = Date.now()
    await page.waitForFunction(
      () => document.querySelectorAll('[role="region"] li[data-state="open"]').length === 0,
      null,
      { timeout: 10_000 },
    )
    expect(Date.now() - shownAt).toBeGreaterThan(4_500)
    expect(Date.now() - shownAt).toBeLessThan(7_000)

    await submit(page).click()
    await shownToasts(page).first().waitFor()
    await page.getByRole('button', { name: toasts.closeLabel }).click()
    await page.waitForFunction(
      () => document.querySelectorAll('[role="region"] li[data-state="open"]').length === 0,
      null,
      { timeout: 1_000 },
    )
    await page.close()
  })

  it('the toast viewport is at most 420 px wide on a desktop and fits a 320 px phone; nothing overflows', async () => {
    for (const width of [320, 1280]) {
      const { page } = await open(width)
      await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Mail server unavailable' }))
      await submit(page).click()
      await page.locator('[role="alert"]').first().waitFor()
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await fillValid(page)
      await submit(page).click()
      await shownToasts(page).first().waitFor()
      const box = await page.locator('[role="region"] ol').boundingBox()
      expect(box!.width).toBeLessThanOrEqual(width === 320 ? 320 : 420)
      expect(box!.x + box!.width).toBeLessThanOrEqual(width)
      await page.close()
    }
  })
})
