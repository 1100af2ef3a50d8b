// Site search as a visitor uses it: from the header of any page, in both languages, on a phone and a wide screen,
// with JavaScript off (the browser submits the form; the service answers with a page) and on.
import { describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localePath, locales } from '../lib/locales.ts'
import { pathOf } from '../lib/routes.ts'
import { mobileToggle } from '../testing/browser/headerMenus.ts'
import { browserForThisFile, horizontalOverflow, openPage } from '../testing/browser/pages.ts'

const languages = loadEveryLanguage()
const browser = browserForThisFile()
const phone = 390
const wide = 1280

describe('searching from the header without JavaScript', () => {
  for (const locale of locales) {
    const content = languages[locale]
    // A page found by a few of its words: the last initiative, by its title without the year.
    const target = content.initiatives.at(-1)!
    const words = target.data.title.replace(/\s*\d+\s*$/, '')
    for (const width of [phone, wide]) {
      it(`${locale} at ${width} px: type, submit, follow the first result to the page`, async () => {
        const { page, close } = await openPage(browser(), localePath(locale, '/about'), {
          width,
          javaScript: false,
          waitUntil: 'load',
        })
        try {
          // On a phone the box is at the top of the menu; on a wide screen behind the magnifier.
          if (width === phone) await mobileToggle(page).click()
          else await page.locator('details[data-menu="search"] > summary').click()
          const box = page.locator(width === phone ? '#menu-search' : '#header-search')
          await expect.poll(() => box.isVisible()).toBe(true)
          await box.fill(words)
          await Promise.all([page.waitForURL(/\/search\?/), box.press('Enter')])

          const address = new URL(page.url())
          expect(address.pathname).toBe(localePath(locale, '/search'))
          expect(address.searchParams.get('q')).toBe(words)
          const heading = content.search.resultsHeading.replace('{query}', words)
          expect(await page.locator('main h2').first().innerText()).toBe(heading)
          expect(await page.locator('main mark').count()).toBeGreaterThan(0)
          expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)

          const first = page.locator('main ol a').first()
          expect(await first.innerText()).toBe(target.data.title)
          await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/search')), first.click()])
          expect(new URL(page.url()).pathname).toBe(localePath(locale, pathOf('initiative', target.slug)))
          expect(await page.locator('h1').innerText()).toBe(target.data.title)
        } finally {
          await close()
        }
      })
    }

    it(`${locale}: no results says so in words and offers pages that exist`, async () => {
      const { page, close } = await openPage(browser(), `${localePath(locale, '/search')}?q=zzqxj`, {
        width: phone,
        javaScript: false,
      })
      try {
        expect(await page.locator('main h2').innerText()).toBe(content.search.noResults.replace('{query}', 'zzqxj'))
        const first = page.locator('main ul a').first()
        expect(await first.innerText()).toBe(content.search.suggestions[0]!.label)
        await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/search')), first.click()])
        expect(new URL(page.url()).pathname).toBe(content.search.suggestions[0]!.href)
      } finally {
        await close()
      }
    })
  }
})

describe('a search that forgives and crosses languages, without JavaScript', () => {
  const robotics = languages.en.solutions.find((solution) => solution.slug === 'robotics')!

  it('a word a letter off still lists its page, and only the words that matched are marked', async () => {
    const { page, close } = await openPage(browser(), '/search?q=robtics', { width: phone, javaScript: false })
    try {
      const titles = await page.locator('main ol h3').allInnerTexts()
      expect(titles).toContain(robotics.data.title)
      const marked = await page.locator('main ol mark').allInnerTexts()
      expect(marked.length).toBeGreaterThan(0)
      for (const word of marked) expect(word.toLowerCase()).toMatch(/^robot/)
    } finally {
      await close()
    }
  })

  it('the language switch keeps the words, and the other side says they are in Latin letters', async () => {
    const { page, close } = await openPage(browser(), '/search?q=solar', { width: wide, javaScript: false })
    try {
      const other = page.locator('header a[data-language-switch]')
      await Promise.all([page.waitForURL(/\/ar\/search\?/), other.click()])
      const address = new URL(page.url())
      expect(address.pathname).toBe('/ar/search')
      expect(address.searchParams.get('q')).toBe('solar')
      expect(await page.locator('#search-page-q').inputValue()).toBe('solar')
      // Latin letters on the Arabic search: said in Arabic, with the way back to the English search.
      const link = page.getByRole('link', { name: languages.ar.search.otherScriptLink })
      expect(await page.locator('main').innerText()).toContain(languages.ar.search.otherScript)
      await Promise.all([page.waitForURL(/\/search\?q=solar$/), link.click()])
      expect(new URL(page.url()).pathname).toBe('/search')
      expect(await page.locator('main ol li').count()).toBeGreaterThan(0)
    } finally {
      await close()
    }
  })

  it('Arabic words on the English search lead to the Arabic search with the same words', async () => {
    const target = languages.ar.solutions.find((solution) => solution.slug === 'robotics')!
    const words = target.data.title
    const { page, close } = await openPage(browser(), `/search?q=${encodeURIComponent(words)}`, {
      width: phone,
      javaScript: false,
    })
    try {
      expect(await page.locator('main').innerText()).toContain(languages.en.search.otherScript)
      const link = page.getByRole('link', { name: languages.en.search.otherScriptLink })
      await Promise.all([page.waitForURL(/\/ar\/search\?/), link.click()])
      expect(new URL(page.url()).searchParams.get('q')).toBe(words)
      expect(await page.locator('main ol h3').first().innerText()).toBe(words)
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0)
    } finally {
      await close()
    }
  })
})

describe('the header search with JavaScript', () => {
  it('opens with the cursor in the box, closes on Escape back on the magnifier, and searches', async () => {
    const { page, close } = await openPage(browser(), '/vision', { width: wide })
    try {
      const toggle = page.locator('details[data-menu="search"] > summary')
      // Letters typed right after the click land in the box: the cursor is there at once.
      await toggle.click()
      await page.keyboard.type('metaverse')
      expect(await page.locator('#header-search').inputValue()).toBe('metaverse')
      await page.locator('#header-search').fill('')
      await page.keyboard.press('Escape')
      expect(await toggle.evaluate((summary) => (summary.parentElement as HTMLDetailsElement).open)).toBe(false)
      expect(await toggle.evaluate((summary) => summary === document.activeElement)).toBe(true)

      await page.keyboard.press('Enter')
      await page.keyboard.type('metaverse')
      await Promise.all([page.waitForURL(/\/search\?q=metaverse/), page.keyboard.press('Enter')])
      expect(await page.locator('main ol li').count()).toBeGreaterThan(0)
      expect(await page.locator('#search-page-q').inputValue()).toBe('metaverse')
    } finally {
      await close()
    }
  })
})

describe('the search page with JavaScript', () => {
  for (const locale of locales) {
    const content = languages[locale]
    const target = content.initiatives.at(-1)!
    it(`${locale}: results follow the words as they are typed, without leaving the page`, async () => {
      const { page, close } = await openPage(browser(), localePath(locale, '/search'), { width: phone })
      try {
        // A mark on the window survives only if the page was never left.
        await page.evaluate(() => Object.assign(window, { stayed: true }))
        await page.locator('#search-page-q').pressSequentially(target.data.title, { delay: 20 })
        // Until the answer to the whole title is shown: on a busy machine the typing pauses long enough for the first
        // words to be asked alone, and their answer may already lead with the same page.
        await expect
          .poll(
            async () => ({
              asked: new URL(page.url()).searchParams.get('q'),
              first: await page.locator('main ol a').first().textContent(),
            }),
            { timeout: 5_000 },
          )
          .toEqual({ asked: target.data.title, first: target.data.title })
        expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
        const heading = content.search.resultsHeading.replace('{query}', target.data.title)
        expect(await page.locator('[data-search-status]').textContent()).toContain(heading)

        // The other language's search keeps the words typed, as on the page the service answers.
        const switchTo = new URL(
          (await page.locator('header a[data-language-switch]').getAttribute('href')) ?? '',
          page.url(),
        )
        expect(switchTo.searchParams.get('q')).toBe(target.data.title)

        await page.locator('#search-page-q').fill('zzqxj')
        await expect
          .poll(() => page.locator('main h2').textContent(), { timeout: 5_000 })
          .toBe(content.search.noResults.replace('{query}', 'zzqxj'))
        expect(await page.title()).toContain(content.search.title.replace('{query}', 'zzqxj'))
      } finally {
        await close()
      }
    })
  }
})
