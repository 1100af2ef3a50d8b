import { describe, expect, it } from 'vitest'
import { localePath, localizeHref, localizeLinks, splitLocale } from './locales.ts'

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

describe('the links of a content value', () => {
  it('lead every href field, at any depth and in lists, to the page in the language, and leave the rest as it is', () => {
    const published = new Date('2025-10-09T00:00:00Z')
    const value = {
      href: '/about',
      title: '/about',
      cta: { label: 'Contact', href: '/contact#form' },
      cards: [{ href: 'https://u.ae/en' }, { href: '/vision/dubai-d33', hrefs: ['/team'] }],
      published,
      count: 3,
      missing: null,
    }
    const arabic = localizeLinks('ar', value)
    expect(arabic).toEqual({
      href: '/ar/about',
      title: '/about',
      cta: { label: 'Contact', href: '/ar/contact#form' },
      cards: [{ href: 'https://u.ae/en' }, { href: '/ar/vision/dubai-d33', hrefs: ['/team'] }],
      published,
      count: 3,
      missing: null,
    })
    expect(arabic.published).toBe(published)
    expect(localizeLinks('en', value)).toEqual(value)
  })
})
