// The relevance table: queries a visitor would type, in both languages, each with the page it must rank first or in
// the top three, searched in the index the build made from the built pages. The queries are made from the words in
// content/ (a title, a sentence, the licence number), changed the ways visitors change them: a typo, tashkeel, a hamza
// left out or added, Arabic-Indic digits, ه for ة, a joined و. An editor's change of words changes the queries with it.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { type Locale, localePath, splitLocale } from '../../lib/locales.ts'
import { siteRoutes } from '../../lib/routes.ts'
import { foldWord, queryTerm } from '../../lib/search/searchTerms.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import { SiteSearch } from './siteSearch.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const { en, ar } = loadEveryLanguage()
let search: SiteSearch

beforeAll(() => {
  ensureBuilt()
  const loaded = SiteSearch.load(path.join(repoRoot, 'dist'))
  if (!('search' in loaded)) throw new Error(`The build has no ${loaded.missing}`)
  search = loaded.search
}, 300_000)

interface Row {
  locale: Locale
  /** What the row tries, in words. */
  what: string
  query: string
  /** The page's English address; the Arabic one is made from it. */
  page: string
  /** 1: it must be the first result; 3: among the first three. */
  within: 1 | 3
}

const initiative = (content: typeof en, slug: string) => {
  const found = content.initiatives.find((each) => each.slug === slug)
  if (!found) throw new Error(`content/${content.locale === 'ar' ? 'ar/' : ''}initiatives/${slug}.mdx is missing`)
  return found.data
}
/** Two letters of the longest word of `text` swapped, as a quick typist does. */
function typo(text: string): string {
  const word = text.split(' ').reduce((longest, each) => (each.length > longest.length ? each : longest))
  const at = Math.floor(word.length / 2)
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
}
const arabicIndic = (text: string) => text.replace(/\d/g, (digit) => String.fromCodePoint(0x0660 + Number(digit)))
/** A fatha and a shadda over every letter of the first word, as a text with full tashkeel writes them. */
const withTashkeel = (text: string) =>
  text.replace(/^\S+/, (word) => [...word].map((letter, index) => letter + (index % 2 ? '\u064E' : '\u0651')).join(''))
/** Every hamza on an alef left out, and one added to a word starting with a bare alef: both are common. */
const hamzaSwapped = (text: string) =>
  text
    .replace(/[أإآ]/g, 'ا')
    .split(' ')
    .map((word) => word.replace(/^است/, 'إست'))
    .join(' ')
/**
 * Four words from the second sentence of an MDX body, as a visitor remembers a phrase. Not the first: every
 * initiative opens alike, with who launched it and when.
 */
function phraseOf(body: string): string {
  const sentence = body.replace(/<[^>]+>|[*_#>[\]()]/g, ' ').split(/[.!?؟]\s/)[1] ?? ''
  const words = sentence.split(/\s+/).filter((word) => word.length > 3)
  const middle = Math.max(0, Math.floor(words.length / 2) - 2)
  return words.slice(middle, middle + 4).join(' ')
}

const metaverse = { en: initiative(en, 'dubai-metaverse-2030'), ar: initiative(ar, 'dubai-metaverse-2030') }
const ai = { en: initiative(en, 'uae-ai-2031'), ar: initiative(ar, 'uae-ai-2031') }
const cleanEnergy = ar.solutions.find((each) => each.slug === 'clean-energy')!.data
const d33Body = en.initiatives.find((each) => each.slug === 'dubai-d33')!.body
const d33BodyAr = ar.initiatives.find((each) => each.slug === 'dubai-d33')!.body

const rows: Row[] = [
  // Every page of the site, by its exact title (Home by the company's name), in both languages.
  ...[en, ar].flatMap((content) =>
    siteRoutes(content).map(
      (route): Row => ({
        locale: content.locale,
        what: 'exact title',
        query: route.title ?? content.company.name,
        page: splitLocale(route.path).path,
        within: 1,
      }),
    ),
  ),
  { locale: 'en', what: 'one word of a title', query: 'metaverse', page: '/vision/dubai-metaverse-2030', within: 1 },
  { locale: 'en', what: 'a typo', query: typo(metaverse.en.title), page: '/vision/dubai-metaverse-2030', within: 1 },
  {
    locale: 'en',
    what: 'a plural the page does not use',
    query: 'metaverse strategies',
    page: '/vision/dubai-metaverse-2030',
    within: 1,
  },
  {
    locale: 'en',
    what: 'capitals and accents',
    query: 'ARTIFICIAL Intélligence',
    page: '/vision/uae-ai-2031',
    within: 1,
  },
  { locale: 'en', what: 'an abbreviation in the body', query: 'AI strategy', page: '/vision/uae-ai-2031', within: 3 },
  { locale: 'en', what: 'a phrase from the body', query: phraseOf(d33Body), page: '/vision/dubai-d33', within: 3 },
  { locale: 'en', what: 'the licence number', query: en.company.licenseNumber, page: '/about', within: 3 },
  { locale: 'en', what: 'a legal subject', query: 'cookies', page: '/privacy-policy', within: 1 },
  {
    locale: 'ar',
    what: 'tashkeel',
    query: withTashkeel(metaverse.ar.title),
    page: '/vision/dubai-metaverse-2030',
    within: 1,
  },
  { locale: 'ar', what: 'hamza forms', query: hamzaSwapped(ai.ar.title), page: '/vision/uae-ai-2031', within: 1 },
  {
    locale: 'ar',
    what: 'Arabic-Indic digits',
    query: arabicIndic(metaverse.ar.title),
    page: '/vision/dubai-metaverse-2030',
    within: 1,
  },
  {
    locale: 'ar',
    what: 'ه for ة',
    query: cleanEnergy.title.replace(/ة/g, 'ه'),
    page: '/solutions/clean-energy',
    within: 1,
  },
  {
    locale: 'ar',
    what: 'tatweel',
    query: ai.ar.title.replace('الذكاء', 'الذكـــاء'),
    page: '/vision/uae-ai-2031',
    within: 1,
  },
  {
    locale: 'ar',
    what: 'ى for ي',
    query: metaverse.ar.title.replace('دبي', 'دبى'),
    page: '/vision/dubai-metaverse-2030',
    within: 1,
  },
  {
    locale: 'ar',
    what: 'a joined و',
    query: `و${cleanEnergy.title.split(' ')[0]}`,
    page: '/solutions/clean-energy',
    within: 3,
  },
  { locale: 'ar', what: 'without the article', query: 'مدن ذكية', page: '/solutions/smart-city', within: 3 },
  { locale: 'ar', what: 'a phrase from the body', query: phraseOf(d33BodyAr), page: '/vision/dubai-d33', within: 3 },
  {
    locale: 'ar',
    what: 'the licence number in Arabic-Indic digits',
    query: arabicIndic(en.company.licenseNumber),
    page: '/about',
    within: 3,
  },
]

describe('the relevance table', () => {
  it.each(rows)('$locale, $what: «$query» finds $page', ({ locale, query, page, within }) => {
    const found = search.search(locale, query).map((hit) => hit.path)
    expect(found.slice(0, within), `results: ${found.slice(0, 5).join(' ')}`).toContain(localePath(locale, page))
  })
})

describe('what the results hold', () => {
  it('links into the language searched, with the page title, its section and the words found marked', () => {
    for (const content of [en, ar]) {
      const hits = search.search(content.locale, metaverse[content.locale].title)
      expect(hits.length).toBeGreaterThan(0)
      for (const hit of hits) expect(splitLocale(hit.path).locale).toBe(content.locale)
      const [first] = hits
      expect(first!.title).toBe(metaverse[content.locale].title)
      expect(first!.section).toBe(content.navigation.vision)
      expect(first!.snippet.some((part) => part.marked)).toBe(true)
    }
  })

  it('marks only the words that matched: a word the index holds is not taken for its neighbours', () => {
    const marked = (locale: 'en' | 'ar', query: string) =>
      new Set(search.search(locale, query).flatMap((hit) => hit.snippet.filter((part) => part.marked)))
    const clean = [...marked('en', 'clean')].map((part) => foldWord(part.text))
    expect(clean.length).toBeGreaterThan(0)
    // The last word is also the start of a longer one ("cleaner"); "clear" is a word of its own.
    for (const word of clean) expect(word).toMatch(/^clean/)
    const robotics = [...marked('en', 'robtics')].map((part) => queryTerm(part.text))
    expect(robotics.length).toBeGreaterThan(0)
    for (const term of robotics) expect(term).toMatch(/^robot/)
  })

  it('a misspelt word finds no page the word spelt right does not', () => {
    for (const [locale, right, wrong] of [
      ['en', 'robotics', 'robtics'],
      ['en', 'solar', 'solr'],
      ['ar', 'الروبوتات', 'الروبتات'],
    ] as const) {
      const found = new Set(search.search(locale, right).map((hit) => hit.path))
      const misspelt = search.search(locale, wrong).map((hit) => hit.path)
      expect(misspelt.length).toBeGreaterThan(0)
      for (const page of misspelt) expect(found, `${wrong}: ${page}`).toContain(page)
    }
  })

  it('finds nothing for words no page has, and nothing for no words', () => {
    expect(search.search('en', 'qwzx vbnm')).toEqual([])
    expect(search.search('ar', '؟؟ !!')).toEqual([])
  })
})
