// The not-found page as a visitor who mistyped an address meets it, in both languages, with JavaScript off and on:
// the specification's title and sentence, then a search box and the site's main sections, so the visit goes on.
import { describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localePath, locales } from '../lib/locales.ts'
import { pathIn, siteRoutes } from '../lib/routes.ts'
import { browserForThisFile, horizontalOverflow, openPage } from '../testing/browser/pages.ts'

const languages = loadEveryLanguage()
const browser = browserForThisFile()

describe('the not-found page', () => {
  for (const locale of locales) {
    const content = languages[locale]
    const routes = siteRoutes(content)
    const sectionLabel = (kind: 'solutions' | 'vision' | 'news' | 'contact') =>
      routes.find((route) => route.kind === kind)!.menu!.label
    for (const javaScript of [false, true]) {
      it(`${locale}, JavaScript ${javaScript ? 'on' : 'off'}: offers the search and the main sections`, async () => {
        const { page, close } = await openPage(browser(), localePath(locale, '/no-such-page'), {
          width: 390,
          javaScript,
          status: 404,
        })
        try {
          const main = page.locator('main')
          expect(await main.locator('h1').innerText()).toBe(content.notFound.title)
          expect(await main.innerText()).toContain(content.notFound.text)
          for (const kind of ['solutions', 'vision', 'news', 'contact'] as const) {
            const link = main.getByRole('link', { name: sectionLabel(kind), exact: true })
            expect(await link.getAttribute('href'), kind).toBe(pathIn(locale, kind))
          }
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

          const box = main.getByLabel(content.notFound.searchLabel)
          const words = content.solutions[0]!.data.title
          await box.fill(words)
          await Promise.all([page.waitForURL(/\/search\?/), box.press('Enter')])
          const address = new URL(page.url())
          expect(address.pathname).toBe(localePath(locale, '/search'))
          expect(address.searchParams.get('q')).toBe(words)
          expect(await page.locator('main ol h3').first().innerText()).toBe(words)
        } finally {
          await close()
        }
      })
    }
  }

  it('keeps the title and sentence the specification fixes', async () => {
    const { page, close } = await openPage(browser(), '/no-such-page', { javaScript: false, status: 404 })
    try {
      expect(await page.locator('main h1').innerText()).toBe('404 Page Not Found')
      expect(await page.locator('main').innerText()).toContain('Did you forget to add the page to the router?')
    } finally {
      await close()
    }
  })
})
