// What the build and the service agree on about the search index: what a page is indexed as, and how its words become
// terms. The build (tooling/run/after-vike-build.ts) makes one index per language from the built pages; the service
// (services/search/) loads it at start and answers /search with it. Both must use these options, or the terms of a
// query would not be the terms of the index.
import type { Options } from 'minisearch'
import type { Locale } from '../locales.ts'
import { indexTerms, queryTerm } from './searchTerms.ts'

/** One page of the site as the index holds it. */
export interface SearchDocument {
  /** The page's address, e.g. /ar/vision/dubai-d33: what a result links to. */
  id: string
  /** The page's title, as the header menu and the browser tab name it. */
  title: string
  /** The part of the site it belongs to (the header entry above it), shown over its title in the results. */
  section: string
  /** The page's description for search engines: the snippet when the words found are only in the title. */
  description: string
  /** Its headings below the title, one per line. */
  headings: string
  /** Every word its main part shows, in reading order, for finding. */
  text: string
  /**
   * The sentences of its main part, without headings, buttons, labels or links standing alone: what the snippet is
   * cut from. Stored, not searched (its words are all in `text`).
   */
  prose: string
}

/** A word as the index and the snippets see it: letters with their marks, and digits. */
export const wordPattern = /[\p{L}\p{M}\p{N}]+/gu

/** The fields searched, and how much more a word found in each counts than one found in the text. */
export const fieldBoosts = { title: 5, headings: 2, description: 1.5, text: 1 } as const

export const indexOptions: Options<SearchDocument> = {
  fields: Object.keys(fieldBoosts),
  storeFields: ['title', 'section', 'description', 'text', 'prose'],
  tokenize: (text) => text.match(wordPattern) ?? [],
  processTerm: (term) => indexTerms(term),
  searchOptions: { processTerm: (term) => queryTerm(term) },
}

/** The file of a language's index in the build, relative to dist/. */
export const indexFile = (locale: Locale) => `search/${locale}.json`
