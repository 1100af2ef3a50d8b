import { describe, expect, it } from 'vitest'
import { localePath, localizeHref, splitLocale } from './locales.ts'

describe('addresses in each language', () => {
  it.each([
    ['/', 'en', '/'],
    ['/about', 'en', '/about'],
    ['/', 'ar', '/ar'],
    ['/vision/dubai-d33', 'ar', '/ar/vision/dubai-d33'],
  ] as const)('%s in %s is %s, and reads back', (path, locale, address) => {
    expect(localePath(locale, path)).toBe(address)
    expect(splitLocale(address)).toEqual({ locale, path })
  })

  it('takes only a whole /ar segment as the Arabic prefix', () => {
    expect(splitLocale('/ar/')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/arabic')).toEqual({ locale: 'en', path: '/arabic' })
    expect(splitLocale('/about/ar')).toEqual({ locale: 'en', path: '/about/ar' })
  })

  it.each([
    ['/solutions', '/ar/solutions'],
    ['/', '/ar'],
    ['/about#details', '/ar/about#details'],
    ['/#top', '/ar#top'],
    ['#details', '#details'],
    ['/ar/contact', '/ar/contact'],
    ['https://u.ae/en', 'https://u.ae/en'],
    ['//evil.example/x', '//evil.example/x'],
    ['mailto:info@example.com', 'mailto:info@example.com'],
  ])('a content link %s leads an Arabic reader to %s', (href, localized) => {
    expect(localizeHref('ar', href)).toBe(localized)
    expect(localizeHref('en', href)).toBe(href)
  })
})
