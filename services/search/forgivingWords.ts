// How a word the index does not hold is still found: the words of the site within a letter or two of it. A visitor's
// word is compared with the site's words as they are written (folded, not stemmed), since a typo often changes the
// stem («robtics» stems to "robtic", three edits from "robot", while "robotics" is one edit away); only when no
// written word is that near, with the index's stems too (a word the pages write only in longer forms). The words found
// stand for the index terms they are filed as; only the nearest few are searched, so a typo never floods the results.
import { LRUCache } from 'lru-cache'
import { queryTerm, queryVariants } from '../../lib/search/searchTerms.ts'
import { TermsWithin } from './termsWithin.ts'

/**
 * How many letters a word may have wrong and still be found: none in a word of three letters or fewer (too many short
 * words are one letter apart: "sun", "run"), one in a word of four to six, two in a longer one.
 */
export function typosAllowed(word: string): number {
  const letters = [...word].length
  return letters <= 3 ? 0 : letters <= 6 ? 1 : 2
}

/** The most index terms a mistyped word stands for: the nearest, so that one word does not match half the site. */
export const mostCandidates = 6

/** The most words whose expansion is kept: enough for every typo of a busy day, a few MB at most. */
const keptExpansions = 5_000

/** An index term a mistyped word may mean, and how many letters apart they are. */
export interface Candidate {
  term: string
  distance: number
}

/** The site's words of one language, filed so that those a letter or two from a visitor's word are found at once. */
export class ForgivingWords {
  /** The words as pages write them, folded, and the index term each is filed as. */
  readonly #termOfWord = new Map<string, string>()
  readonly #words: TermsWithin
  readonly #stems: TermsWithin
  readonly #expansions = new LRUCache<string, Candidate[]>({ max: keptExpansions })

  /** `words`: every word the pages show; `terms`: every term the index holds. */
  constructor(words: Iterable<string>, terms: Iterable<string>) {
    for (const word of words) {
      // Each form the word may be read as (for an Arabic word, also without a joined و or the article), as a query's
      // word is: «والروبوتات» is filed as «الروبوتات» and «روبوتات» too.
      for (const form of queryVariants(word)) {
        if (this.#termOfWord.has(form)) continue
        const term = queryTerm(form)
        if (term) this.#termOfWord.set(form, term)
      }
    }
    this.#words = new TermsWithin(this.#termOfWord.keys(), 2)
    this.#stems = new TermsWithin(terms, 2)
  }

  /**
   * The index terms `folded` (a word of a query, folded as searchTerms.ts folds it) may stand for when the index does
   * not hold it: nearest first, at most mostCandidates, none for a short word. Worked out once per word, then kept.
   */
  candidates(folded: string): Candidate[] {
    const kept = this.#expansions.get(folded)
    if (kept) return kept
    const distance = typosAllowed(folded)
    const found = new Map<string, number>()
    const add = (term: string, edits: number) => {
      if (edits < (found.get(term) ?? Number.POSITIVE_INFINITY)) found.set(term, edits)
    }
    if (distance > 0) {
      for (const [word, edits] of this.#words.of(folded, distance)) add(this.#termOfWord.get(word)!, edits)
      // The stems only when no written word is near: they find what a typo in an ending hides, at a second lookup's cost.
      if (found.size === 0) {
        const stem = queryTerm(folded)
        for (const [term, edits] of this.#stems.of(stem, Math.min(distance, typosAllowed(stem)))) add(term, edits)
      }
    }
    const candidates = [...found]
      .map(([term, edits]) => ({ term, distance: edits }))
      .sort((a, b) => a.distance - b.distance || a.term.localeCompare(b.term))
      .slice(0, mostCandidates)
    this.#expansions.set(folded, candidates)
    return candidates
  }
}
