import fs from 'node:fs'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { siteRoutes } from '../lib/routes.ts'
import {
  dropdownToggle,
  isOpen,
  menuLinks,
  mobileSection,
  mobileToggle,
  openMenus,
} from '../testing/browser/headerMenus.ts'
import { baseURL, browserForThisFile, openPage, visit } from '../testing/browser/pages.ts'

const content = loadSiteContent()
const browser = browserForThisFile()

async function open(path: string, width = 1280): Promise<Page> {
  return (await openPage(browser(), path, { width, height: 800, status: undefined })).page
}

const header = (page: Page) => page.getByRole('navigation', { name: content.navigation.mainNavLabel })

describe('header', () => {
  it.each([
    [content.navigation.about, '/about', content.about.hero.heading],
    [content.navigation.news, '/news', null],
    [content.navigation.contact, '/contact', null],
    [content.navigation.home, '/', content.home.hero.heading],
  ])('the %s link leads to %s', async (label, path, heading) => {
    const page = await open(path === '/' ? '/team' : '/')
    await header(page).getByRole('link', { name: label, exact: true }).click()
    await page.waitForURL(baseURL() + path)
    if (heading) await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(heading)
    await page.close()
  })

  it('the vision dropdown lists the overview and the eleven initiatives in order, and leads to one', async () => {
    const page = await open('/')
    const toggle = dropdownToggle(page, content.navigation.vision)
    expect(await isOpen(toggle)).toBe(false)
    await toggle.click()
    expect(await isOpen(toggle)).toBe(true)
    const labels = await menuLinks(toggle).allTextContents()
    expect(labels).toEqual([content.navigation.visionOverview, ...content.initiatives.map((entry) => entry.data.title)])
    expect(labels).toHaveLength(12)
    const initiative = content.initiatives[1]!
    await menuLinks(toggle).filter({ hasText: initiative.data.title }).click()
    await page.waitForURL(`${baseURL()}/vision/${initiative.slug}`)
    await page.getByRole('heading', { level: 1, name: initiative.data.title }).waitFor()
    expect(await openMenus(page)).toBe(0)
    await page.close()
  })

  it('the solutions dropdown lists the overview and the five solutions', async () => {
    const page = await open('/')
    const toggle = dropdownToggle(page, content.navigation.solutions)
    await toggle.click()
    expect(await menuLinks(toggle).allTextContents()).toEqual([
      content.navigation.solutionsOverview,
      ...content.solutions.map((entry) => entry.data.title),
    ])
    await page.close()
  })

  it('a dropdown opens on hover, and from the keyboard: ArrowDown focuses the first link, Escape returns to the button', async () => {
    const page = await open('/')
    const toggle = dropdownToggle(page, content.navigation.solutions)
    await toggle.hover()
    await page.waitForFunction(() => document.querySelectorAll('header details[open]').length === 1)
    await page.mouse.move(5, 700)
    await page.waitForFunction(() => document.querySelectorAll('header details[open]').length === 0)

    await toggle.focus()
    await page.keyboard.press('ArrowDown')
    await page.waitForFunction(() => document.activeElement?.tagName === 'A')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(content.navigation.solutionsOverview)
    await page.keyboard.press('ArrowDown')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(content.solutions[0]!.data.title)
    await page.keyboard.press('Escape')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(content.navigation.solutions)
    expect(await isOpen(toggle)).toBe(false)
    await page.close()
  })

  it('hover opens only after a pause and closes only after a grace time, so a passing pointer opens nothing', async () => {
    const page = await open('/')
    const toggle = dropdownToggle(page, content.navigation.vision)
    await toggle.hover()
    await page.mouse.move(5, 700)
    await page.waitForTimeout(250)
    expect(await openMenus(page)).toBe(0)
    await toggle.hover()
    await page.waitForFunction(() => document.querySelectorAll('header details[open]').length === 1)
    // Leaving and coming back within the grace time keeps it open.
    await page.mouse.move(5, 700)
    await page.waitForTimeout(100)
    await toggle.hover()
    await page.waitForTimeout(400)
    expect(await isOpen(toggle)).toBe(true)
    await page.close()
  })

  it('one dropdown is open at a time, and a click outside closes it', async () => {
    const page = await open('/')
    const vision = dropdownToggle(page, content.navigation.vision)
    const solutions = dropdownToggle(page, content.navigation.solutions)
    await vision.click()
    await solutions.click()
    expect([await isOpen(vision), await isOpen(solutions)]).toEqual([false, true])
    await page.mouse.click(640, 600)
    expect(await openMenus(page)).toBe(0)
    await page.close()
  })

  it('the current item is marked by an underline, not the ring that marks focus, and the vision button for any page under /vision', async () => {
    const page = await open('/about')
    const about = header(page).getByRole('link', { name: 'About', exact: true })
    const look = (element: Element) => {
      const style = getComputedStyle(element)
      return { underline: style.textDecorationLine, outline: style.outlineStyle, ring: style.boxShadow }
    }
    await expect(about.getAttribute('aria-current')).resolves.toBe('page')
    expect(await about.evaluate(look)).toEqual({ underline: 'underline', outline: 'none', ring: 'none' })
    const home = header(page).getByRole('link', { name: 'Home', exact: true })
    expect(await home.evaluate(look)).toEqual({ underline: 'none', outline: 'none', ring: 'none' })
    // From the keyboard, focus is a ring around the entry: on the current one, beside its underline.
    await home.focus()
    await page.keyboard.press('Tab')
    await expect(about.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    expect(await about.evaluate(look)).toMatchObject({ underline: 'underline', outline: 'solid' })
    await page.goto(`${baseURL()}/vision/dubai-d33`)
    const vision = dropdownToggle(page, content.navigation.vision)
    expect(await vision.evaluate(look)).toMatchObject({ underline: 'underline', ring: 'none' })
    await page.close()
  })
})

describe('on a phone (390 px)', () => {
  it('the menu opens with its toggle and closes when a link is chosen', async () => {
    const page = await open('/', 390)
    await expect(
      header(page).getByRole('link', { name: content.navigation.about, exact: true }).isVisible(),
    ).resolves.toBe(false)
    const toggle = mobileToggle(page)
    // Its name says what pressing it does: open the menu, then close it.
    expect(await toggle.getByText(content.navigation.menuOpen).isVisible()).toBe(true)
    expect(await toggle.getByText(content.navigation.menuClose).isVisible()).toBe(false)
    await toggle.click()
    expect(await isOpen(toggle)).toBe(true)
    expect(await toggle.getByText(content.navigation.menuOpen).isVisible()).toBe(false)
    expect(await toggle.getByText(content.navigation.menuClose).isVisible()).toBe(true)
    await mobileSection(page, content.navigation.solutions).click()
    const solution = content.solutions[1]!
    // Choosing a link of the page itself shows the closing: the menu must not stay open over the page.
    await page.evaluate(() =>
      document.querySelectorAll('details[data-menu] a').forEach((link) => {
        link.addEventListener('click', (event) => event.preventDefault())
      }),
    )
    await header(page).getByRole('link', { name: solution.data.title }).click()
    expect(await isOpen(toggle)).toBe(false)
    await page.close()
  })

  it('nothing is wider than a 320 px screen', async () => {
    const page = await open('/about', 320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    await page.close()
  })
})

describe('the header with JavaScript off', () => {
  const routes = siteRoutes(content)
  const noScript = async (path: string, width: number) => {
    const context = await browser().newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(baseURL() + path)
    return { page, close: () => context.close() }
  }
  /** Every page the header links to, from the route registry: the pages with a menu entry and those below them. */
  const menuPaths = routes
    .filter((route) => route.menu || routes.find((parent) => parent.path === route.parent)?.menu)
    .map((route) => route.path)

  it('at 1280 px both dropdowns open with a click and every page is a visible link', async () => {
    const { page, close } = await noScript('/about', 1280)
    const reachable = new Set(
      await header(page)
        .locator('a:visible:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    )
    for (const label of [content.navigation.vision, content.navigation.solutions]) {
      const toggle = dropdownToggle(page, label)
      await toggle.click()
      expect(await isOpen(toggle)).toBe(true)
      for (const href of await menuLinks(toggle).evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        reachable.add(href)
      expect(await menuLinks(toggle).first().isVisible()).toBe(true)
    }
    expect([...reachable].filter((href) => href !== '/').sort()).toEqual(
      menuPaths.filter((path) => path !== '/').sort(),
    )
    await close()
  })

  it('at 390 px the menu opens from the keyboard, each section opens, and every page is a visible link', async () => {
    const { page, close } = await noScript('/about', 390)
    const toggle = mobileToggle(page)
    await toggle.focus()
    await page.keyboard.press('Enter')
    expect(await isOpen(toggle)).toBe(true)
    for (const label of [content.navigation.vision, content.navigation.solutions]) {
      await mobileSection(page, label).focus()
      await page.keyboard.press('Space')
    }
    const visible = await header(page)
      .locator('a:visible:not([hreflang])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    // Sections share a name, so the one opened last is the one open: open each in turn to see its links.
    await mobileSection(page, content.navigation.vision).click()
    visible.push(
      ...(await header(page)
        .locator('a:visible:not([hreflang])')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))),
    )
    expect([...new Set(visible)].filter((href) => href !== '/').sort()).toEqual(
      menuPaths.filter((path) => path !== '/').sort(),
    )
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await close()
  })
})

describe('navigation', () => {
  it('every route change starts at the top of the new page', async () => {
    const page = await open('/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
    await page.getByRole('contentinfo').getByRole('link', { name: content.navigation.footer.team }).click()
    await page.waitForURL(`${baseURL()}/team`)
    await page.waitForFunction(() => window.scrollY === 0)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(content.leadership.heading)
    await page.close()
  })

  it('the footer links to the team and legal pages and shows three labelled social icons', async () => {
    const page = await open('/')
    const footer = page.getByRole('contentinfo')
    // Every legal page is linked by its title, and the two the site's specification names are among them.
    expect(content.legal.map(({ slug }) => slug)).toEqual(
      expect.arrayContaining(['privacy-policy', 'terms-of-service']),
    )
    for (const [name, href] of [
      [content.navigation.footer.team, '/team'],
      ...content.legal.map(({ slug, data }) => [data.title, `/${slug}`]),
    ]) {
      await expect(footer.getByRole('link', { name }).getAttribute('href')).resolves.toBe(href)
    }
    for (const { label: name } of Object.values(content.navigation.footer.social))
      expect(await footer.getByRole('img', { name }).count()).toBe(1)
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
    const page = await browser().newPage()
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
    // The page's script arrives after the first paint, with no stylesheet request beside it to keep the network busy:
    // the sections below the first screen are hidden once it has run.
    await page.waitForFunction(() => document.querySelector('[data-reveal="hidden"]') !== null)
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    await page.waitForFunction(() => document.querySelectorAll('[data-reveal="hidden"]').length === 0)
    await page.close()

    const calm = await browser().newPage({ reducedMotion: 'reduce' })
    await visit(calm, '/about')
    expect(await calm.locator('[data-reveal="hidden"]').count()).toBe(0)
    await calm.close()
  })
})
