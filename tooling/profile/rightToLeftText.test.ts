import { describe, expect, it } from 'vitest'
import { lettersInDrawnOrder, narrowGapsInWords, widestGapInAWord } from './rightToLeftText.ts'

/** A ToUnicode pair as Typst writes it: the glyph, then its letters as UTF-16 in hex. */
const pair = (glyph: string, letters: string) =>
  `<${glyph}> <${[...letters].map((letter) => letter.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')).join('')}>`

describe('the letters of a glyph', () => {
  it('lists an Arabic ligature as drawn, right to left, and leaves single letters and Latin ligatures alone', () => {
    const map = ['2 beginbfchar', pair('0047', 'في'), pair('002D', 'لا'), pair('0003', 'ب'), pair('0009', 'fi')]
    expect(lettersInDrawnOrder(map.join('\n')).split('\n')).toEqual([
      '2 beginbfchar',
      pair('0047', 'يف'),
      pair('002D', 'ال'),
      pair('0003', 'ب'),
      pair('0009', 'fi'),
    ])
  })
})

describe('the gaps inside a word', () => {
  it('narrows a gap wider than a reader takes for a space, and no more than that', () => {
    expect(narrowGapsInWords('[(\\000\\026\\000\\027) -111 (\\000\\007)] TJ')).toBe(
      `[(\\000\\026\\000\\027) -${widestGapInAWord} (\\000\\007)] TJ`,
    )
  })

  it('leaves narrower gaps, kerning that closes letters up, a word space and the text of the glyphs as they are', () => {
    const arrays = [
      '[(\\000\\001) -80 (\\000\\002) 30 (\\000\\003)] TJ',
      '[(\\000\\001) -250 (\\000\\002)] TJ',
      // The bytes of glyphs that read like a gap: ") -120 (" inside a string, its parentheses escaped.
      '[(\\000\\) -120 \\(\\000)] TJ',
      '[<00010002> -60 <0003>] TJ',
    ]
    for (const array of arrays) expect(narrowGapsInWords(array)).toBe(array)
  })
})
