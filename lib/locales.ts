/** The languages of the site. English is at the root; every other language mirrors it under its own prefix. */
export const locales = ['en', 'ar'] as const
export type Locale = (typeof locales)[number]

/** Something named in every language of the editor: { en: 'Hero heading', ar: 'عنوان الشريط الافتتاحي' }. */
export type InWords = Readonly<Record<Locale, string>>

export const defaultLocale: Locale = 'en'

export interface LocaleInfo {
  /** Written direction of the page. */
  dir: 'ltr' | 'rtl'
  /** Open Graph's name for the language and region. */
  ogLocale: string
  /** What `Intl` formats dates with. UAE sites print figures in Latin digits in Arabic too, hence `nu-latn`. */
  dateLocale: string
  /** Where the language's pages live: '' for English at the root, '/ar' for Arabic. */
  prefix: string
  /** The folder below content/ with its words ('' is content/ itself). */
  contentFolder: string
  /** What separates the parts of an address or a list: Arabic has its own comma. */
  comma: string
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { dir: 'ltr', ogLocale: 'en_US', dateLocale: 'en-GB', prefix: '', contentFolder: '', comma: ', ' },
  ar: { dir: 'rtl', ogLocale: 'ar_AE', dateLocale: 'ar-AE-u-nu-latn', prefix: '/ar', contentFolder: 'ar', comma: '، ' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}

/** The address of a page in `locale`: ('ar', '/about') is /ar/about and ('ar', '/') is /ar. */
export function localePath(locale: Locale, path: string): string {
  const { prefix } = localeInfo[locale]
  if (!prefix) return path
  if (path === '/' || path === '') return prefix
  if (path.startsWith('#')) return path
  return `${prefix}${path}`
}

/** The language of an address and the address of the same page in English: /ar/about is ('ar', '/about'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const { prefix } = localeInfo[locale]
    if (!prefix) continue
    if (pathname === prefix || pathname === `${prefix}/`) return { locale, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) }
  }
  return { locale: defaultLocale, path: pathname }
}

/**
 * A link written in content, made to lead to the page in the reader's language: content links are written once, as
 * the English address (/vision/dubai-d33), and an Arabic page links to /ar/vision/dubai-d33. A link that already
 * names a language, an anchor on the same page and an address elsewhere are left as they are.
 */
export function localizeHref(locale: Locale, href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href
  const [pathname = '', fragment] = href.split('#', 2) as [string, string | undefined]
  if (splitLocale(pathname).locale !== defaultLocale) return href
  const localized = localePath(locale, pathname || '/')
  return fragment === undefined ? localized : `${localized}#${fragment}`
}

/**
 * Every `href` field of a content value (at any depth) made to lead to the page in `locale` (localizeHref), so no page
 * has to remember to: the content loader and the editor's preview both read content through this.
 */
export function localizeLinks<T>(locale: Locale, value: T): T {
  if (Array.isArray(value)) return value.map((item) => localizeLinks(locale, item)) as T
  // Only plain objects hold fields: a date or any other value is a value.
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'href' && typeof field === 'string' ? localizeHref(locale, field) : localizeLinks(locale, field),
    ]),
  ) as T
}
