import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { type Locale, localePath, locales } from '../lib/locales.ts'
import { categorySlugs, newsCategoryPath } from '../lib/newsCategories.ts'
import { horizontalOverflow, openPage, browserForThisFile } from '../testing/browser/pages.ts'

const contents = Object.fromEntries(locales.map((locale) => [locale, loadSiteContent(undefined, locale)])) as Record<
  Locale,
  ReturnType<typeof loadSiteContent>
>
const content = contents.en
const { newsPage } = content
const slugs = categorySlugs(newsPage.categories)
const browser = browserForThisFile()

async function openNews(width = 1280, { javaScript = true, locale = 'en' as Locale } = {}): Promise<Page> {
  return (await openPage(browser(), localePath(locale, '/news'), { width, height: 800, javaScript })).page
}

const filter = (page: Page, locale: Locale = 'en') =>
  page.getByRole('navigation', { name: contents[locale].newsPage.filterLabel })
const choice = (page: Page, category: string, locale: Locale = 'en') =>
  filter(page, locale).getByRole('link', { name: category, exact: true })
/** The cards shown: the others are in the page, hidden, for the filter's script to show. */
const shownCards = (page: Page) => page.getByTestId('news-cards').locator('> li:not([hidden])')
const cardTitles = (page: Page) => shownCards(page).getByRole('heading', { level: 2 }).allTextContents()
const current = async (page: Page, locale: Locale = 'en') =>
  filter(page, locale)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => [link.textContent, link.getAttribute('aria-current')]))
const pathname = (page: Page) => new URL(page.url()).pathname

/** The titles the page should show for a category, newest first, straight from content/news/. */
const titlesIn = (category: string, locale: Locale = 'en') =>
  contents[locale].news
    .filter(({ data }) => category === contents[locale].newsPage.allCategory || data.category === category)
    .map(({ data }) => data.title)

/** Shows only the category's items, or the empty state naming it, with it alone marked as the current choice. */
async function expectShowing(page: Page, category: string, locale: Locale = 'en') {
  const words = contents[locale].newsPage
  const state = await current(page, locale)
  expect(state.filter(([, marked]) => marked === 'page')).toEqual([[category, 'page']])
  const expected = titlesIn(category, locale)
  if (expected.length > 0) {
    expect(await cardTitles(page)).toEqual(expected)
    expect(await page.getByTestId('news-empty').count()).toBe(0)
  } else {
    expect(await shownCards(page).count()).toBe(0)
    await expect(page.getByTestId('news-cards').isVisible()).resolves.toBe(false)
    const empty = page.getByTestId('news-empty')
    expect(await empty.getByRole('heading').textContent()).toBe(
      category === words.allCategory ? words.empty.all : words.empty.category.replace('{category}', category),
    )
    await expect(empty.getByText(words.empty.text).isVisible()).resolves.toBe(true)
  }
}

describe('the news filter, in a real browser', () => {
  it('offers All and the categories of content/news.yaml, in that order, as links, with All current and every item shown', async () => {
    const page = await openNews()
    expect(await current(page)).toEqual([
      ['All', 'page'],
      ['Company', null],
      ['UAE & Dubai Innovation', null],
      ['Tech & Innovation', null],
      ['Others', null],
    ])
    await expect(choice(page, 'Company').getAttribute('href')).resolves.toBe('/news/category/company')
    expect(await cardTitles(page)).toEqual(titlesIn('All'))
    expect(await cardTitles(page)).toHaveLength(2)
    await page.close()
  })

  it.each(newsPage.categories)(
    '"%s" is current alone and shows only its items, or says there are none, at its own address, without a reload',
    async (category) => {
      const page = await openNews()
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      await choice(page, category).click()
      await expectShowing(page, category)
      expect(pathname(page)).toBe(newsCategoryPath('en', slugs[newsPage.categories.indexOf(category)]!))
      expect(await page.title()).toContain(category)
      await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true)
      await page.close()
    },
  )

  it('"UAE & Dubai Innovation" shows both items; "Company" shows "No Company News"; All and Back bring everything back', async () => {
    const page = await openNews()
    await choice(page, 'UAE & Dubai Innovation').click()
    expect(await cardTitles(page)).toHaveLength(2)

    await choice(page, 'Company').click()
    await expect(choice(page, 'Company').getAttribute('aria-current')).resolves.toBe('page')
    await expect(choice(page, 'UAE & Dubai Innovation').getAttribute('aria-current')).resolves.toBeNull()
    await expect(page.getByRole('heading', { name: 'No Company News' }).isVisible()).resolves.toBe(true)
    await expect(
      page.getByText('Check back soon for the latest updates and announcements from the company.').isVisible(),
    ).resolves.toBe(true)
    // Announced to screen readers as it appears.
    await expect(page.getByTestId('news-empty').locator('xpath=..').getAttribute('role')).resolves.toBe('status')

    await page.goBack()
    await expectShowing(page, 'UAE & Dubai Innovation')
    await page.goForward()
    await expectShowing(page, 'Company')

    await choice(page, 'All').click()
    expect(pathname(page)).toBe('/news')
    await expectShowing(page, 'All')
    await page.close()
  })

  it('works from the keyboard: Tab reaches the choices, Enter chooses', async () => {
    const page = await openNews()
    await choice(page, 'All').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(choice(page, 'Company').getAttribute('aria-current')).resolves.toBe('page')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(choice(page, 'All').getAttribute('aria-current')).resolves.toBe('page')
    await page.close()
  })

  it.each(locales)(
    'works with JavaScript off (%s): "Company" leads to its own page, which shows only company news, and back to All',
    async (locale) => {
      const words = contents[locale].newsPage
      const company = words.categories[0]!
      const page = await openNews(390, { javaScript: false, locale })
      await Promise.all([page.waitForNavigation(), choice(page, company, locale).click()])
      expect(pathname(page)).toBe(newsCategoryPath(locale, slugs[0]!))
      await expectShowing(page, company, locale)
      // The header still says the visitor is in News.
      await expect(
        page.locator('header a[aria-current="page"]', { hasText: contents[locale].navigation.news }).count(),
      ).resolves.toBeGreaterThan(0)
      await Promise.all([page.waitForNavigation(), choice(page, words.allCategory, locale).click()])
      expect(pathname(page)).toBe(localePath(locale, '/news'))
      await expectShowing(page, words.allCategory, locale)
      await page.close()
    },
  )

  it('"Read more" opens the source in a new tab and shares nothing with it', async () => {
    const page = await openNews()
    const first = content.news[0]!.data
    // The name is "Read more", the title for screen readers, and that it opens a new tab.
    const link = page.getByRole('link', { name: first.title })
    await expect(link.textContent()).resolves.toBe(`${newsPage.readMore}: ${first.title} ${content.navigation.newTab}`)
    await expect(link.getAttribute('href')).resolves.toBe(first.url)
    await expect(link.getAttribute('target')).resolves.toBe('_blank')
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer')
    await page.close()
  })

  it.each([390, 320])(
    'nothing is wider than a %i px screen, with the filter and with the empty state',
    async (width) => {
      const page = await openNews(width)
      const overflow = () => horizontalOverflow(page)
      expect(await overflow()).toBeLessThanOrEqual(0)
      await choice(page, 'Company').click()
      expect(await overflow()).toBeLessThanOrEqual(0)
      await page.close()
    },
  )
})
