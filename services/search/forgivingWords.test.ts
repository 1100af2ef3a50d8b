import { describe, expect, it } from 'vitest'
import { foldWord, queryTerm } from '../../lib/search/searchTerms.ts'
import { ForgivingWords, mostCandidates, typosAllowed } from './forgivingWords.ts'

/** A few words as pages write them, and the terms an index of them holds. */
function forgivingOf(text: string): ForgivingWords {
  const words = text.split(' ')
  return new ForgivingWords(words, new Set(words.map(queryTerm)))
}
const terms = (forgiving: ForgivingWords, typed: string) =>
  forgiving.candidates(foldWord(typed)).map((candidate) => candidate.term)

describe('how many letters a word may have wrong', () => {
  it.each([
    ['sun', 0],
    ['solr', 1],
    ['clean', 1],
    ['robots', 1],
    ['robtics', 2],
    ['roboticss', 2],
    ['طاقه', 1],
    ['الروبتات', 2],
  ])('%s: %i', (word, typos) => {
    expect(typosAllowed(word)).toBe(typos)
  })
})

describe('the words a mistyped word may mean', () => {
  const english = forgivingOf('Robotics robots Solar solutions clean clear energy strategy sun run')

  it('finds a word a letter or two off, as the index files it', () => {
    expect(terms(english, 'robtics')).toContain(queryTerm('robotics'))
    expect(terms(english, 'roboticss')).toContain(queryTerm('robotics'))
    expect(terms(english, 'solr')).toEqual([queryTerm('solar')])
    expect(terms(english, 'strtaegy')).toEqual([queryTerm('strategy')])
  })

  it('finds nothing for a short word, where one letter makes another word', () => {
    expect(terms(english, 'snu')).toEqual([])
    expect(terms(english, 'rn')).toEqual([])
  })

  it('finds nothing a word of four to six letters is two letters from', () => {
    // "clan" is one letter from "clean" and two from "clear"; "enrg" two from "energy".
    expect(terms(english, 'clan')).toEqual([queryTerm('clean')])
    expect(terms(english, 'cler')).toEqual([queryTerm('clear')])
    expect(terms(english, 'enrg')).toEqual([])
  })

  it('puts the nearest first and stops at a few', () => {
    const many = forgivingOf('cart card care carp carl cars carb carn cary curt')
    const found = many.candidates('carx')
    expect(found).toHaveLength(mostCandidates)
    expect(found.every((candidate) => candidate.distance === 1)).toBe(true)
    const near = forgivingOf('strategy strategic').candidates('strategyx')
    expect(near.map((candidate) => candidate.distance)).toEqual([1, 2])
    expect(near[0]!.term).toBe(queryTerm('strategy'))
  })

  it('reads an Arabic word without its joined letters, as a query does', () => {
    const arabic = forgivingOf('والروبوتات الطاقة النظيفة')
    expect(terms(arabic, 'الروبتات')).toContain(queryTerm('الروبوتات'))
    expect(terms(arabic, 'روبتات')).toContain(queryTerm('روبوتات'))
  })

  it('answers a word asked again from what it kept, the same', () => {
    expect(english.candidates('robtics')).toBe(english.candidates('robtics'))
  })
})
