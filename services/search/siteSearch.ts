// Site search: the service answers /search?q= and /ar/search?q= with a page of results (searchRoutes.ts), found in
// the index of that language the build made from the built pages (tooling/run/after-vike-build.ts). Finding is
// MiniSearch's (BM25 ranking, prefixes, small typos); the folding and stemming of words is lib/search/searchTerms.ts;
// this module picks the query apart and cuts each result's snippet (snippet.ts); resultsPage.ts writes the page.
import fs from 'node:fs'
import path from 'node:path'
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import type SearchableMap from 'minisearch/SearchableMap'
import { type Locale, locales } from '../../lib/locales.ts'
import { fieldBoosts, indexFile, indexOptions, type SearchDocument, wordPattern } from '../../lib/search/searchIndex.ts'
import { queryVariants } from '../../lib/search/searchTerms.ts'
import { TermsWithin } from './termsWithin.ts'
import { type SnippetPart, snippetOf, type WordsOfText, wordsOf } from './snippet.ts'

/** The longest query searched, in characters: enough for a sentence; what is longer is cut, and the page says so. */
export const maxQueryLength = 100
/**
 * The most different words of a query searched: each is a search of its own (with prefixes and small typos, and for
 * an Arabic word up to three forms), so this bounds the work of one query; what follows is cut, and the page says so.
 */
export const maxQueryWords = 12
/** The most letters a word may have wrong and still be found (a fifth of its letters, rounded, up to this). */
const maxTypos = 2

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
  /** When what was typed was cut: how many of its characters were searched (those of `text`, or maxQueryLength). */
  cutAt?: number
}

/**
 * The `q` of an address as words to search for: the first `q` when there are several, no control or formatting
 * characters (a bidirectional override would reorder the page around it), spaces collapsed, at most maxQueryLength
 * characters and maxQueryWords different words. Anything else a visitor can type is searched for and shown as text,
 * never as markup.
 */
export function cleanQuery(q: unknown): SearchQuery {
  const raw = Array.isArray(q) ? q[0] : q
  if (typeof raw !== 'string') return { text: '' }
  let text = raw
    .replace(/[\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Z}]+/gu, ' ')
    .trim()
  let cutAt: number | undefined
  const characters = [...text]
  if (characters.length > maxQueryLength) {
    text = characters.slice(0, maxQueryLength).join('').trim()
    cutAt = maxQueryLength
  }
  const { cut } = distinctWords(text)
  if (cut === undefined) return { text, cutAt }
  text = text.slice(0, cut).trim()
  return { text, cutAt: [...text].length }
}

/** A word of a query: the ways it may be meant (queryVariants), and how many times it was typed. */
interface QueryWord {
  variants: string[]
  times: number
}

/**
 * The different words of a query, at most maxQueryWords of them; `cut` is where the first word left out starts, when
 * there is one. A word typed again is searched once, counted as often as it was typed.
 */
export function distinctWords(query: string): { words: QueryWord[]; cut?: number } {
  const words = new Map<string, QueryWord>()
  for (const match of query.matchAll(wordPattern)) {
    const variants = queryVariants(match[0])
    const key = variants.join(' ')
    const seen = words.get(key)
    if (seen) seen.times++
    else if (words.size === maxQueryWords) return { words: [...words.values()], cut: match.index }
    else words.set(key, { variants, times: 1 })
  }
  return { words: [...words.values()] }
}

/**
 * Has `index` find a word's terms within a few edits by symmetric deletion (termsWithin.ts) rather than by walking
 * its tree of terms: the same terms, with their distances and in the same order, at a small part of the cost. The tree
 * is MiniSearch's own (a SearchableMap); were it to change, the service stops at start rather than search wrongly.
 */
function findTyposByDeletion(index: MiniSearch<SearchDocument>): void {
  const terms = (index as unknown as { _index?: SearchableMap<unknown> })._index
  if (typeof terms?.fuzzyGet !== 'function' || typeof terms.keys !== 'function') {
    throw new Error('MiniSearch no longer keeps its terms as it did: check services/search/termsWithin.ts against it.')
  }
  const within = new TermsWithin(inWalkOrder(terms), maxTypos)
  terms.fuzzyGet = (word, distance) =>
    new Map(within.of(word, distance).map(([term, edits]) => [term, [terms.get(term)!, edits]]))
}

/**
 * Every term of `terms` in the order MiniSearch's walk for typos meets them (not that of keys()): every term is within
 * its own length of edits of the empty word.
 */
export function inWalkOrder(terms: SearchableMap<unknown>): string[] {
  let longest = 0
  for (const term of terms.keys()) longest = Math.max(longest, term.length)
  return [...terms.fuzzyGet('', longest).keys()]
}

function boostsTimes(times: number): Record<string, number> {
  return Object.fromEntries(Object.entries(fieldBoosts).map(([field, boost]) => [field, boost * times]))
}

/** The search index of every language, loaded from the build. */
export class SiteSearch {
  readonly #indexes: Record<Locale, MiniSearch<SearchDocument>>
  /** Each page's text and description cut into words, at start, for the snippets. */
  readonly #words = new Map<string, { text: WordsOfText; description: WordsOfText }>()

  constructor(indexes: Record<Locale, MiniSearch<SearchDocument>>) {
    this.#indexes = indexes
    for (const index of Object.values(indexes)) {
      findTyposByDeletion(index)
      for (const page of index.search(MiniSearch.wildcard)) {
        const stored = page as SearchResult & Pick<SearchDocument, 'description' | 'text'>
        this.#words.set(String(page.id), { text: wordsOf(stored.text), description: wordsOf(stored.description) })
      }
    }
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
    const { words } = distinctWords(query)
    if (words.length === 0) return []
    const index = this.#indexes[locale]
    // Each word is one query; the ways it may be meant («والطاقة», «الطاقة») are alternatives within it. A word typed
    // n times counts n times (its boosts times n), as when each was searched.
    const queries: Query[] = words.map(({ variants, times }) => ({
      combineWith: 'OR',
      queries: variants,
      ...(times > 1 && { boost: boostsTimes(times) }),
    }))
    const options = {
      boost: boostsTimes(1),
      prefix: (term: string) => term.length >= 3,
      fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
      maxFuzzy: maxTypos,
    }
    let results = index.search({ combineWith: 'AND', queries }, options)
    if (results.length === 0 && words.length > 1) results = index.search({ combineWith: 'OR', queries }, options)
    return results.map((result) => this.#hit(result))
  }

  #hit(result: SearchResult): SearchHit {
    const stored = result as SearchResult & Pick<SearchDocument, 'title' | 'section' | 'description' | 'text'>
    const path = String(result.id)
    const words = this.#words.get(path)!
    const found = new Set(result.terms)
    return {
      path,
      title: stored.title,
      section: stored.section,
      snippet: snippetOf(words.text, found) ?? snippetOf(words.description, found, { always: true }) ?? [],
    }
  }
}
