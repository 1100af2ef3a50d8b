import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { launchBrowser } from './browser.ts'
import { baseURL } from './helpers.ts'

const content = loadSiteContent()
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

async function open(path: string, width = 1280): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 800 } })
  await page.goto(baseURL() + path, { waitUntil: 'networkidle' })
  return page
}

const header = (page: Page) => page.getByRole('navigation', { name: content.navigation.mainNavLabel })

describe('header', () => {
  it.each([
    ['About', '/about', 'Innovation for the Nation'],
    ['News', '/news', null],
    ['Contact', '/contact', null],
    ['Home', '/', "EMPOWERING THE UAE'S VISION"],
  ])('the %s link leads to %s', async (label, path, heading) => {
    const page = await open(label === 'Home' ? '/team' : '/')
    await header(page).getByRole('link', { name: label, exact: true }).click()
    await page.waitForURL(baseURL() + path)
    if (heading) await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
    await page.close()
  })

  it('the vision dropdown lists the overview and the eleven initiatives in order, and leads to one', async () => {
    const page = await open('/')
    const button = header(page).getByRole('button', { name: 'National Vision Alignment' })
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await button.click()
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
    const list = page.locator(`#${(await button.getAttribute('aria-controls'))!.replaceAll(':', '\\:')}`)
    const labels = await list.getByRole('link').allTextContents()
    expect(labels).toEqual([content.navigation.visionOverview, ...content.initiatives.map((entry) => entry.data.title)])
    expect(labels).toHaveLength(12)
    await list.getByRole('link', { name: 'Net Zero 2050' }).click()
    await page.waitForURL(`${baseURL()}/vision/net-zero-2050`)
    await page.getByRole('heading', { level: 1, name: 'Net Zero 2050' }).waitFor()
    await page.waitForFunction(() => document.querySelectorAll('header [aria-expanded="true"]').length === 0)
    await page.close()
  })

  it('the solutions dropdown lists the overview and the five solutions', async () => {
    const page = await open('/')
    const button = header(page).getByRole('button', { name: 'Our Solutions' })
    await button.click()
    const list = page.locator(`#${(await button.getAttribute('aria-controls'))!.replaceAll(':', '\\:')}`)
    expect(await list.getByRole('link').allTextContents()).toEqual([
      content.navigation.solutionsOverview,
      ...content.solutions.map((entry) => entry.data.title),
    ])
    await page.close()
  })

  it('a dropdown opens on hover, and from the keyboard: ArrowDown focuses the first link, Escape returns to the button', async () => {
    const page = await open('/')
    const button = header(page).getByRole('button', { name: 'Our Solutions' })
    await button.hover()
    await page.waitForFunction(() => document.querySelectorAll('[aria-expanded="true"]').length === 1)
    await page.mouse.move(5, 700)
    await page.waitForFunction(() => document.querySelectorAll('[aria-expanded="true"]').length === 0)

    await button.focus()
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(() => document.activeElement?.textContent !== 'Our Solutions' && document.activeElement?.tagName === 'A')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(content.navigation.solutionsOverview)
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(content.solutions[0]!.data.title)
    await page.keyboard.press('Escape')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Our Solutions')
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.close()
  })

  it('a click outside closes an open dropdown', async () => {
    const page = await open('/')
    const button = header(page).getByRole('button', { name: 'National Vision Alignment' })
    await button.click()
    await page.mouse.click(640, 600)
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false')
    await page.close()
  })

  it('the current item is marked with a ring, and the vision button for any page under /vision', async () => {
    const page = await open('/about')
    const about = header(page).getByRole('link', { name: 'About', exact: true })
    await expect(about.getAttribute('aria-current')).resolves.toBe('page')
    expect(await about.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
    const home = header(page).getByRole('link', { name: 'Home', exact: true })
    expect(await home.evaluate((element) => getComputedStyle(element).boxShadow)).toBe('none')
    await page.goto(`${baseURL()}/vision/dubai-d33`)
    const vision = header(page).getByRole('button', { name: 'National Vision Alignment' })
    expect(await vision.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none')
    await page.close()
  })
})

describe('on a phone (390 px)', () => {
  it('the menu opens with its toggle and closes when a link is chosen', async () => {
    const page = await open('/', 390)
    await expect(header(page).getByRole('link', { name: 'About', exact: true }).isVisible()).resolves.toBe(false)
    const toggle = page.getByRole('button', { name: content.navigation.menuOpen })
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await toggle.click()
    const close = page.getByRole('button', { name: content.navigation.menuClose })
    await expect(close.getAttribute('aria-expanded')).resolves.toBe('true')
    await page.getByRole('button', { name: 'Our Solutions' }).click()
    await page.getByRole('link', { name: content.solutions[1]!.data.title }).click()
    await page.waitForURL(`${baseURL()}/solutions/${content.solutions[1]!.slug}`)
    await expect(page.getByRole('button', { name: content.navigation.menuOpen }).getAttribute('aria-expanded')).resolves.toBe('false')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.close()
  })

  it('nothing is wider than a 320 px screen', async () => {
    const page = await open('/about', 320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.close()
  })
})

describe('navigation', () => {
  it('every route change starts at the top of the new page', async () => {
    const page = await open('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click()
    await page.waitForURL(`${baseURL()}/team`)
    await page.waitForFunction(() => window.scrollY === 0)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.leadership.heading)
    await page.close()
  })

  it('the footer links to the team and legal pages and shows three labelled social icons', async () => {
    const page = await open('/')
    const footer = page.getByRole('contentinfo')
    for (const [name, href] of [['Our Team', '/team'], ['Privacy Policy', '/privacy-policy'], ['Terms of Service', '/terms-of-service']]) {
      await expect(footer.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href)
    }
    for (const name of ['LinkedIn', 'Facebook', 'Instagram']) expect(await footer.getByRole('img', { name }).count()).toBe(1)
    await page.close()
  })

  it('the skip link is the first stop of the keyboard and moves focus to the main content', async () => {
    const page = await open('/about')
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(content.navigation.skipLink)
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await page.close()
  })

  it('the not-found page shows its message in the browser', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${baseURL()}/vision/unknown`)
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('404 Page Not Found')
    await expect(page.getByText('Did you forget to add the page to the router?').isVisible()).resolves.toBe(true)
    await page.close()
  })
})

describe('About', () => {
  it('the second hero button jumps to #details', async () => {
    const page = await open('/about')
    await page.getByRole('link', { name: content.about.hero.secondary.label }).click()
    await page.waitForURL(`${baseURL()}/about#details`)
    await page.waitForFunction(() => {
      const top = document.getElementById('details')!.getBoundingClientRect().top
      return top >= 0 && top < 200
    })
    await page.close()
  })

  it('"Download Company Profile" downloads a PDF', async () => {
    const page = await open('/about')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: content.about.cta.profile }).click(),
    ])
    expect(download.suggestedFilename()).toBe('company-profile.pdf')
    const file = await download.path()
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    await page.close()
  })

  it('sections reveal once as they scroll into view, and all are visible with reduced motion', async () => {
    const page = await open('/about')
    const hidden = await page.locator('[data-reveal="hidden"]').count()
    expect(hidden).toBeGreaterThan(0)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    await page.waitForFunction(() => document.querySelectorAll('[data-reveal="hidden"]').length === 0)
    await page.close()

    const calm = await browser.newPage({ reducedMotion: 'reduce' })
    await calm.goto(`${baseURL()}/about`, { waitUntil: 'networkidle' })
    expect(await calm.locator('[data-reveal="hidden"]').count()).toBe(0)
    await calm.close()
  })
})
