// Site search: the service answers /search?q= and /ar/search?q= with a page of results (searchRoutes.ts), found in
// the index of that language the build made from the built pages (tooling/run/after-vike-build.ts). Finding is
// MiniSearch's (BM25 ranking, prefixes, small typos); the folding and stemming of words is lib/search/searchTerms.ts;
// this module picks the query apart and cuts each result's snippet (snippet.ts); resultsPage.ts writes the page.
import fs from 'node:fs'
import path from 'node:path'
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import { type Locale, locales } from '../../lib/locales.ts'
import { fieldBoosts, indexFile, indexOptions, type SearchDocument, wordPattern } from '../../lib/search/searchIndex.ts'
import { queryVariants } from '../../lib/search/searchTerms.ts'
import { type SnippetPart, snippetOf, type WordsOfText, wordsOf } from './snippet.ts'

/** The longest query searched, in characters: enough for a sentence; what is longer is cut, and the page says so. */
export const maxQueryLength = 100
/** The most words of a query searched: each is a search of its own, so a query of hundreds stays cheap. */
const maxQueryWords = 12

export interface SearchHit {
  /** The page's address, in the language searched. */
  path: string
  title: string
  section: string
  /** A passage of the page around the words found, the words found marked. */
  snippet: SnippetPart[]
}

export interface SearchQuery {
  /** What is searched for: the visitor's words, cleaned (see cleanQuery). */
  text: string
  /** Whether the words were cut to maxQueryLength. */
  shortened: boolean
}

/**
 * The `q` of an address as words to search for: the first `q` when there are several, no control or formatting
 * characters (a bidirectional override would reorder the page around it), spaces collapsed, at most maxQueryLength
 * characters. Anything else a visitor can type is searched for and shown as text, never as markup.
 */
export function cleanQuery(q: unknown): SearchQuery {
  const raw = Array.isArray(q) ? q[0] : q
  if (typeof raw !== 'string') return { text: '', shortened: false }
  const text = raw
    .replace(/[\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Z}]+/gu, ' ')
    .trim()
  const characters = [...text]
  if (characters.length <= maxQueryLength) return { text, shortened: false }
  return { text: characters.slice(0, maxQueryLength).join('').trim(), shortened: true }
}

/** The search index of every language, loaded from the build. */
export class SiteSearch {
  readonly #indexes: Record<Locale, MiniSearch<SearchDocument>>
  /** Each page's text and description cut into words, the first time the page is found. */
  readonly #words = new Map<string, { text: WordsOfText; description: WordsOfText }>()

  constructor(indexes: Record<Locale, MiniSearch<SearchDocument>>) {
    this.#indexes = indexes
  }

  /** Reads each language's index under `distRoot` (dist/); `missing` names the first file the build did not make. */
  static load(distRoot: string): { search: SiteSearch } | { missing: string } {
    const indexes = {} as Record<Locale, MiniSearch<SearchDocument>>
    for (const locale of locales) {
      const file = path.join(distRoot, indexFile(locale))
      if (!fs.existsSync(file)) return { missing: file }
      indexes[locale] = MiniSearch.loadJSON<SearchDocument>(fs.readFileSync(file, 'utf8'), indexOptions)
    }
    return { search: new SiteSearch(indexes) }
  }

  /**
   * The pages of `locale` that hold every word of `query` (or, when none holds them all, any of them), best first.
   * A word may also be found by its stem («الاستراتيجية», strategies), as the start of a longer word, or with one or
   * two letters wrong in words of five letters or more.
   */
  search(locale: Locale, query: string): SearchHit[] {
    const words = (query.match(wordPattern) ?? []).slice(0, maxQueryWords)
    if (words.length === 0) return []
    const index = this.#indexes[locale]
    // Each word is one query; the ways it may be meant («والطاقة», «الطاقة») are alternatives within it.
    const queries: Query[] = words.map((word) => ({ combineWith: 'OR', queries: queryVariants(word) }))
    const options = {
      boost: { ...fieldBoosts },
      prefix: (term: string) => term.length >= 3,
      fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
    }
    let results = index.search({ combineWith: 'AND', queries }, options)
    if (results.length === 0 && words.length > 1) results = index.search({ combineWith: 'OR', queries }, options)
    return results.map((result) => this.#hit(result))
  }

  #hit(result: SearchResult): SearchHit {
    const stored = result as SearchResult & Pick<SearchDocument, 'title' | 'section' | 'description' | 'text'>
    const path = String(result.id)
    let words = this.#words.get(path)
    if (!words) {
      words = { text: wordsOf(stored.text), description: wordsOf(stored.description) }
      this.#words.set(path, words)
    }
    const found = new Set(result.terms)
    return {
      path,
      title: stored.title,
      section: stored.section,
      snippet: snippetOf(words.text, found) ?? snippetOf(words.description, found, { always: true }) ?? [],
    }
  }
}
