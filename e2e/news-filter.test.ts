import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { loadSiteContent } from '../lib/content/loadSiteContent.ts'
import { horizontalOverflow, openPage, browserForThisFile } from '../testing/browser/pages.ts'

const content = loadSiteContent()
const { newsPage } = content
const browser = browserForThisFile()

async function openNews(width = 1280): Promise<Page> {
  return (await openPage(browser(), '/news', { width, height: 800 })).page
}

const filter = (page: Page) => page.getByRole('group', { name: newsPage.filterLabel })
const button = (page: Page, category: string) => filter(page).getByRole('button', { name: category, exact: true })
const cardTitles = (page: Page) => page.getByTestId('news-cards').getByRole('heading', { level: 2 }).allTextContents()
const pressed = async (page: Page) =>
  filter(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')]))

/** The titles the page should show for a category, newest first, straight from content/news/. */
const titlesIn = (category: string) =>
  content.news
    .filter(({ data }) => category === newsPage.allCategory || data.category === category)
    .map(({ data }) => data.title)

describe('the news filter, in a real browser', () => {
  it('offers All and the categories of content/news.yaml, in that order, with All pressed and every item shown', async () => {
    const page = await openNews()
    expect(await pressed(page)).toEqual([
      ['All', 'true'],
      ['Company', 'false'],
      ['UAE & Dubai Innovation', 'false'],
      ['Tech & Innovation', 'false'],
      ['Others', 'false'],
    ])
    expect(await cardTitles(page)).toEqual(titlesIn('All'))
    expect(await cardTitles(page)).toHaveLength(2)
    await page.close()
  })

  it.each(newsPage.categories)(
    '"%s" is pressed alone and shows only its items, or says there are none',
    async (category) => {
      const page = await openNews()
      await button(page, category).click()
      const state = await pressed(page)
      expect(state.filter(([, isPressed]) => isPressed === 'true')).toEqual([[category, 'true']])
      const expected = titlesIn(category)
      if (expected.length > 0) {
        expect(await cardTitles(page)).toEqual(expected)
        expect(await page.getByTestId('news-empty').count()).toBe(0)
      } else {
        expect(await page.getByTestId('news-cards').count()).toBe(0)
        const empty = page.getByTestId('news-empty')
        expect(await empty.getByRole('heading').textContent()).toBe(
          newsPage.empty.category.replace('{category}', category),
        )
        await expect(empty.getByText(newsPage.empty.text).isVisible()).resolves.toBe(true)
      }
      await page.close()
    },
  )

  it('"UAE & Dubai Innovation" shows both items; "Company" shows "No Company News"; All brings everything back', async () => {
    const page = await openNews()
    await button(page, 'UAE & Dubai Innovation').click()
    expect(await cardTitles(page)).toHaveLength(2)

    await button(page, 'Company').click()
    await expect(button(page, 'Company').getAttribute('aria-pressed')).resolves.toBe('true')
    await expect(button(page, 'UAE & Dubai Innovation').getAttribute('aria-pressed')).resolves.toBe('false')
    await expect(page.getByRole('heading', { name: 'No Company News' }).isVisible()).resolves.toBe(true)
    await expect(
      page.getByText('Check back soon for the latest updates and announcements from the company.').isVisible(),
    ).resolves.toBe(true)
    // Announced to screen readers as it appears.
    await expect(page.getByTestId('news-empty').locator('xpath=..').getAttribute('role')).resolves.toBe('status')

    await button(page, 'All').click()
    await expect(button(page, 'All').getAttribute('aria-pressed')).resolves.toBe('true')
    expect(await cardTitles(page)).toEqual(titlesIn('All'))
    expect(await page.getByTestId('news-empty').count()).toBe(0)
    await page.close()
  })

  it('works from the keyboard: Tab reaches the buttons, Space and Enter choose', async () => {
    const page = await openNews()
    await button(page, 'All').focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Space')
    await expect(button(page, 'Company').getAttribute('aria-pressed')).resolves.toBe('true')
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(button(page, 'All').getAttribute('aria-pressed')).resolves.toBe('true')
    await page.close()
  })

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
      await button(page, 'Company').click()
      expect(await overflow()).toBeLessThanOrEqual(0)
      await page.close()
    },
  )
})
