import SearchableMap from 'minisearch/SearchableMap'
import { describe, expect, it } from 'vitest'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { indexTerms, queryTerm } from '../../lib/search/searchTerms.ts'
import { editDistance, TermsWithin } from './termsWithin.ts'

/** The terms an index of the site's words holds, as MiniSearch files them. */
function treeOf(texts: string[]): SearchableMap<number> {
  const tree = new SearchableMap<number>()
  for (const text of texts)
    for (const word of text.match(/[\p{L}\p{M}\p{N}]+/gu) ?? []) {
      for (const term of indexTerms(word)) tree.set(term, 1)
    }
  return tree
}

/** A word changed the ways visitors change one: two letters swapped, one left out, one added, one changed. */
const mistyped = (word: string, seed: number): string => {
  const at = seed % Math.max(1, word.length - 1)
  switch (seed % 4) {
    case 0:
      return word.slice(0, at) + (word[at + 1] ?? '') + word[at] + word.slice(at + 2)
    case 1:
      return word.slice(0, at) + word.slice(at + 1)
    case 2:
      return `${word.slice(0, at)}x${word.slice(at)}`
    default:
      return `${word.slice(0, at)}q${word.slice(at + 1)}`
  }
}

describe('the terms within a few edits of a word', () => {
  const languages = loadEveryLanguage()
  for (const locale of ['en', 'ar'] as const) {
    it(`${locale}: are the terms MiniSearch's own walk finds, with the same distances`, () => {
      const content = languages[locale]
      const texts = [...content.initiatives, ...content.solutions].flatMap((page) => [page.data.title, page.body])
      const tree = treeOf(texts)
      const within = new TermsWithin(tree.keys(), 2)
      const words = [...tree.keys()].filter((_, at) => at % 7 === 0)
      expect(words.length).toBeGreaterThan(100)
      let compared = 0
      for (const [at, word] of words.entries()) {
        for (const typed of [word, mistyped(word, at), queryTerm(mistyped(word, at + 1))]) {
          for (const distance of [1, 2]) {
            const walked = [...tree.fuzzyGet(typed, distance)].map(([term, [, edits]]) => [term, edits]).sort()
            expect(within.of(typed, distance).sort(), `${typed}, ${distance}`).toEqual(walked)
            compared += walked.length
          }
        }
      }
      expect(compared).toBeGreaterThan(words.length)
    })
  }

  it('are filed for a most distance, and say so when asked for more', () => {
    expect(() => new TermsWithin(['strategy'], 1).of('strategy', 2)).toThrow(/file them for more/)
  })

  it.each([
    ['strategy', 'strategy', 0],
    ['strategy', 'stratgy', 1],
    ['strategy', 'strtaegy', 2],
    ['kitten', 'sitting', 3],
    ['الطاقة', 'الطاقه', 1],
  ])('%s and %s are %i edits apart', (a, b, edits) => {
    expect(editDistance(a, b, 3)).toBe(edits)
    expect(editDistance(a, b, edits - 1)).toBeGreaterThan(edits - 1)
  })
})
