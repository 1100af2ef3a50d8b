import { describe, expect, it } from 'vitest'
import { categoryInAddress, categorySlug, categorySlugs, newsCategoryPath } from './newsCategories.ts'

describe("a news category's address", () => {
  it.each([
    ['Company', 'company'],
    ['UAE & Dubai Innovation', 'uae-and-dubai-innovation'],
    ['Tech & Innovation', 'tech-and-innovation'],
    ['  Others! ', 'others'],
    ['Énergie propre', 'energie-propre'],
  ])('is made from the English name: "%s" is %s', (name, slug) => {
    expect(categorySlug(name)).toBe(slug)
  })

  it('is the same in every language, under the language prefix', () => {
    expect(newsCategoryPath('en', 'company')).toBe('/news/category/company')
    expect(newsCategoryPath('ar', 'company')).toBe('/ar/news/category/company')
  })

  it('is read back from an address without its language prefix, and from nothing else', () => {
    expect(categoryInAddress('/news/category/company')).toBe('company')
    for (const other of ['/news', '/news/category/', '/news/category/a/b', '/about', '/news/categoryx/company'])
      expect(categoryInAddress(other), other).toBeUndefined()
  })

  it('stops the build when two names make one address, or a name makes none, naming the file and the fix', () => {
    expect(() => categorySlugs(['Tech & Innovation', 'Tech and Innovation'])).toThrowErrorMatchingInlineSnapshot(
      `[Error: content/news.yaml: categories: "Tech & Innovation" and "Tech and Innovation" would share the address /news/category/tech-and-innovation: make their names differ by more than punctuation]`,
    )
    expect(() => categorySlugs(['Company', 'الشركة'])).toThrowErrorMatchingInlineSnapshot(
      `[Error: content/news.yaml: categories: "الشركة" has no Latin letter or digit to make its address from: give it a name in English letters]`,
    )
  })
})
