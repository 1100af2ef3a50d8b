import { describe, expect, it } from 'vitest'
import { isCurrent } from './navItems.ts'

const news = { href: '/news', label: 'News' }
const arabicHome = { href: '/ar', label: 'الرئيسية' }
const home = { href: '/', label: 'Home' }
const vision = { prefix: '/vision', label: 'Vision', overview: { href: '/vision', label: 'Overview' }, items: [] }

describe('the header entry marked current', () => {
  it.each([
    [news, '/news', true],
    // The News page with a category chosen is still News.
    [news, '/news/category/company', true],
    [news, '/newsletter', false],
    [vision, '/vision/dubai-d33', true],
    // Home is current on the home page alone, not on every page below it.
    [home, '/', true],
    [home, '/about', false],
    [arabicHome, '/ar', true],
    [arabicHome, '/ar/news', false],
  ] as const)('%o at %s: %s', (item, pathname, expected) => {
    expect(isCurrent(item, pathname)).toBe(expected)
  })
})
