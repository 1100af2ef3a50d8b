// What the browser tests share: the server under test, a page's HTML and words as a browser without JavaScript gets
// them, one Chromium per test file, and a page opened at a width with or without JavaScript. The words the tests expect
// come from content/, read by each test.
import fs from 'node:fs'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { filter, removeElement } from 'domutils'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { launchBrowser } from './chromium.ts'
import type { ServerFile } from './globalSetup.ts'
import { goToSettled } from './settle.ts'
import { all, parseDocument } from '../../lib/html.ts'

let server: ServerFile | undefined

/**
 * Where the production server under test listens, e.g. http://127.0.0.1:41234 (started by the browser tests' global
 * setup, and waited for before each file by serverReady.ts).
 */
export function baseURL(): string {
  server ??= JSON.parse(fs.readFileSync(inject('serverFile'), 'utf8')) as ServerFile
  if ('error' in server) throw new Error(`The browser tests have no site to test. ${server.error}`)
  return server.origin
}

/**
 * The words a reader sees in raw HTML: scripts and styles left out, character references decoded, spaces folded.
 * Every tag separates words, as the tests that read this were written for; how inline elements run together on the
 * screen is the browser tests' business.
 */
export function visibleText(html: string): string {
  const document = parseDocument(html)
  for (const hidden of all('script, style, template', document)) removeElement(hidden)
  return filter((node) => node.type === 'text', document)
    .map((node) => ('data' in node ? node.data : ''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Fetches a page as a browser without JavaScript would get it. */
export async function fetchPage(path: string): Promise<{ status: number; html: string; text: string }> {
  const response = await fetch(baseURL() + path)
  const html = await response.text()
  return { status: response.status, html, text: visibleText(html) }
}

/** Starts Chromium before the file's tests and closes it after them; call once at the top of a test file. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser)
      throw new Error('The browser is not started yet: call browserForThisFile() at the top of the test file.')
    return browser
  }
}

export interface OpenOptions {
  /** The viewport's width in CSS pixels (1280 unless given); its height is 900. */
  width?: number
  height?: number
  /** False opens the page as a visitor whose scripts are off or never arrived. */
  javaScript?: boolean
  reducedMotion?: BrowserContextOptions['reducedMotion']
  /** The status the page must answer with; undefined skips the check. */
  status?: number
  /** 'settled' (the default) waits for what the page fetches after its load too: see `settle`. */
  waitUntil?: 'load' | 'settled'
  /** The page the visitor comes from (a path of the site), as its link would tell the browser. */
  referer?: string
}

/**
 * A page of the site (a path, or a full address of another server under test) in a browser context of its own,
 * loaded, with the status it answered checked. `close` closes the context.
 */
export async function openPage(
  browser: Browser,
  address: string,
  options: OpenOptions = {},
): Promise<{ page: Page; close: () => Promise<void> }> {
  const {
    width = 1280,
    height = 900,
    javaScript = true,
    reducedMotion,
    status = 200,
    waitUntil = 'settled',
    referer,
  } = options
  const context = await browser.newContext({
    viewport: { width, height },
    javaScriptEnabled: javaScript,
    reducedMotion,
  })
  const page = await context.newPage()
  await visit(page, address, { status, waitUntil, referer })
  return { page, close: () => context.close() }
}

/**
 * Tabs handed from test to test of a file, for tests whose every change a new page undoes (a menu opened, a focus
 * moved), the viewport aside, which each test sets: call once at the top of the file, then
 * `inATab(async (page) => ...)` in each test. What outlives a page (its cache, cookies, storage, the pointer's place)
 * is carried over, so a test about a first visit or a hover takes a context of its own (openPage). A tab that goes from address to address of the
 * site keeps its renderer process, so a test spends nothing on starting one, and scripts it evaluated before (axe's
 * 0.5 MB) are compiled already. Tests running at once each get a tab of their own; a tab a test failed in is closed
 * rather than handed on. Each test sets the viewport it needs and goes to its own address.
 */
export function tabsForThisFile(
  browser: () => Browser,
  options: Pick<BrowserContextOptions, 'reducedMotion' | 'javaScriptEnabled'> & {
    /** Sets up each new tab's context, with the requests it refuses, say. */
    prepare?: (context: BrowserContext) => Promise<unknown>
  } = {},
) {
  const { prepare, ...contextOptions } = options
  const idle: Page[] = []
  const newTab = async () => {
    const context = await browser().newContext(contextOptions)
    await prepare?.(context)
    return context.newPage()
  }
  return async function inATab<T>(use: (page: Page) => Promise<T>): Promise<T> {
    const page = idle.pop() ?? (await newTab())
    try {
      const result = await use(page)
      idle.push(page)
      return result
    } catch (error) {
      await page.context().close()
      throw error
    }
  }
}

/**
 * Goes to a page of the site (a path, or a full address of another server under test) in `page` and checks the status
 * it answered with (an undefined status skips the check).
 */
export async function visit(
  page: Page,
  address: string,
  { status = 200, waitUntil = 'settled', referer }: Pick<OpenOptions, 'status' | 'waitUntil' | 'referer'> = {},
): Promise<void> {
  const url = address.startsWith('http') ? address : baseURL() + address
  const options = { referer: referer === undefined ? undefined : baseURL() + referer }
  const response =
    waitUntil === 'settled' ? await goToSettled(page, url, options) : await page.goto(url, { waitUntil, ...options })
  if (status !== undefined) expect(response?.status(), `${address} answered ${response?.status()}`).toBe(status)
}

/**
 * Waits until the contact form's island has hydrated. Until then the form is plain HTML: a click on its button is the
 * browser's own check of the required fields, which says nothing in the page, so a test that clicks too early on a
 * busy machine waits for messages that never come.
 */
export const contactFormHydrated = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector<HTMLFormElement>('form[action="/api/contact"]')?.noValidate === true,
  )

/**
 * Holds every request to `url` (a Playwright pattern) until the returned function is called, so what a page shows
 * while a request travels can be seen. The hold is made before any request: a release that comes before the browser
 * hands the request over (on a busy machine) still lets it through.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** How many CSS pixels the page is wider than its viewport: 0 when nothing overflows. */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
