// Site search: the service answers /search?q= and /ar/search?q= with a page of results (searchRoutes.ts), found in
// the index of that language the build made from the built pages (tooling/run/after-vike-build.ts). Finding is
// MiniSearch's (BM25 ranking, prefixes); the folding and stemming of words is lib/search/searchTerms.ts; a word the
// index does not hold is found by the site's words a letter or two from it (forgivingWords.ts); this module picks the
// query apart and cuts each result's snippet (snippet.ts); resultsPage.ts writes the page.
import fs from 'node:fs'
import path from 'node:path'
import MiniSearch, { type Query, type SearchResult } from 'minisearch'
import type SearchableMap from 'minisearch/SearchableMap'
import { type Locale, locales } from '../../lib/locales.ts'
import { fieldBoosts, indexFile, indexOptions, type SearchDocument, wordPattern } from '../../lib/search/searchIndex.ts'
import { queryTerm, queryVariants } from '../../lib/search/searchTerms.ts'
import { ForgivingWords, mostCandidates } from './forgivingWords.ts'
import { type SnippetPart, snippetOf, type WordsOfText, wordsOf } from './snippet.ts'

/** The longest query searched, in characters: enough for a sentence; what is longer is cut, and the page says so. */
export const maxQueryLength = 100
/**
 * The most different words of a query searched: each is a search of its own (with the words a letter or two from it,
 * and for an Arabic word up to three forms), so this bounds the work of one query; what follows is cut, and the page
 * says so.
 */
export const maxQueryWords = 12
/**
 * How much a term found for a mistyped word counts against the word itself, at one letter apart (MiniSearch's own
 * weight for a fuzzy match); less again at two.
 */
const typoWeight = 0.45

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

function boostsTimes(times: number): Record<string, number> {
  return Object.fromEntries(Object.entries(fieldBoosts).map(([field, boost]) => [field, boost * times]))
}

/** The terms `index` holds, read from MiniSearch's own tree; the service stops at start rather than search wrongly. */
function termsOf(index: MiniSearch<SearchDocument>): SearchableMap<unknown> {
  const terms = (index as unknown as { _index?: SearchableMap<unknown> })._index
  if (typeof terms?.has !== 'function' || typeof terms.keys !== 'function') {
    throw new Error('MiniSearch no longer keeps its terms as it did: check services/search/siteSearch.ts against it.')
  }
  return terms
}

/** A language's index, the terms it holds, and its words filed for typos. */
interface LanguageIndex {
  index: MiniSearch<SearchDocument>
  terms: SearchableMap<unknown>
  forgiving: ForgivingWords
}

/** The search index of every language, loaded from the build. */
export class SiteSearch {
  readonly #languages: Record<Locale, LanguageIndex>
  /** Each page's prose and description cut into words, at start, for the snippets. */
  readonly #words = new Map<string, { prose: WordsOfText; description: WordsOfText }>()

  constructor(indexes: Record<Locale, MiniSearch<SearchDocument>>) {
    this.#languages = {} as Record<Locale, LanguageIndex>
    for (const locale of locales) {
      const index = indexes[locale]
      const words = new Set<string>()
      for (const page of index.search(MiniSearch.wildcard)) {
        const stored = page as SearchResult & Pick<SearchDocument, 'title' | 'description' | 'text' | 'prose'>
        this.#words.set(String(page.id), { prose: wordsOf(stored.prose), description: wordsOf(stored.description) })
        for (const field of [stored.title, stored.description, stored.text]) {
          for (const word of field.match(wordPattern) ?? []) words.add(word)
        }
      }
      const terms = termsOf(index)
      this.#languages[locale] = { index, terms, forgiving: new ForgivingWords(words, terms.keys()) }
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
   * A word may also be found by its stem («الاستراتيجية», strategies); the last word as the start of a longer one
   * (the visitor may not have finished typing it); a word the index does not hold by the site's words a letter or two
   * from it (forgivingWords.ts). A word the index holds is searched as it is: "clean" does not also find "clear".
   */
  search(locale: Locale, query: string): SearchHit[] {
    const { words } = distinctWords(query)
    if (words.length === 0) return []
    const language = this.#languages[locale]
    const last = words.length - 1
    const queries = words.map((word, at) => this.#queryOf(language, word, at === last))
    const options = { boost: boostsTimes(1) }
    let results = language.index.search({ combineWith: 'AND', queries }, options)
    if (results.length === 0 && words.length > 1) {
      results = language.index.search({ combineWith: 'OR', queries }, options)
    }
    return results.map((result) => this.#hit(result))
  }

  /**
   * One word of a query as MiniSearch's query: the ways it may be meant («والطاقة», «الطاقة») as alternatives; when
   * the index holds none of them, the terms of the site's words nearest to them too, counting less the further they
   * are. A word typed n times counts n times (its boosts times n), as when each was searched.
   */
  #queryOf({ terms, forgiving }: LanguageIndex, { variants, times }: QueryWord, isLast: boolean): Query {
    const asTyped: Query = {
      combineWith: 'OR',
      queries: variants,
      prefix: (term: string) => isLast && term.length >= 3,
      fuzzy: false,
      ...(times > 1 && { boost: boostsTimes(times) }),
    }
    if (variants.some((variant) => terms.has(queryTerm(variant)))) return asTyped
    // The nearest of all the forms' candidates, as many as one form may have: an Arabic word's three forms do not
    // triple what it stands for.
    const closest = new Map<string, number>()
    for (const variant of variants) {
      for (const { term, distance } of forgiving.candidates(variant)) {
        closest.set(term, Math.min(distance, closest.get(term) ?? distance))
      }
    }
    const byDistance = new Map<number, string[]>()
    for (const [term, distance] of [...closest].sort((a, b) => a[1] - b[1]).slice(0, mostCandidates)) {
      byDistance.set(distance, [...(byDistance.get(distance) ?? []), term])
    }
    const nearest: Query[] = [...byDistance].map(([distance, found]) => ({
      combineWith: 'OR',
      queries: found,
      // Already index terms: folded and stemmed again, some would change.
      processTerm: (term: string) => term,
      prefix: false,
      fuzzy: false,
      boost: boostsTimes(times * typoWeight ** distance),
    }))
    return { combineWith: 'OR', queries: [asTyped, ...nearest] }
  }

  #hit(result: SearchResult): SearchHit {
    const stored = result as SearchResult & Pick<SearchDocument, 'title' | 'section'>
    const path = String(result.id)
    const words = this.#words.get(path)!
    const found = new Set(result.terms)
    return {
      path,
      title: stored.title,
      section: stored.section,
      snippet: snippetOf(words.prose, found) ?? snippetOf(words.description, found, { always: true }) ?? [],
    }
  }
}
