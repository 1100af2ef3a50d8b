import { describe, expect, it } from 'vitest'
import { invisibleCharacters } from './invisibleCharacters.ts'

/** The preview's mark of a field, as tooling/cms/preview/fieldMarks.ts appends it: tag characters. */
const previewMark = '\u{E0001}\u{E0073}\u{E0075}\u{E006D}\u{E007F}'

describe('invisible characters', () => {
  it.each([
    { text: 'Dubai\u200B Economic', locale: 'en', codes: [['U+200B']], after: 'Dubai' },
    {
      text: `مضاعفة اقتصاد المستقبل${previewMark}`,
      locale: 'ar',
      codes: [['U+E0000–U+E007F']],
      after: 'مضاعفة اقتصاد المستقبل',
    },
    { text: '\uFEFFTitle', locale: 'en', codes: [['U+FEFF']], after: '' },
    { text: 'a\u2060b and c\u202Ed', locale: 'en', codes: [['U+2060'], ['U+202A–U+202E, U+2066–U+2069']], after: 'a' },
    {
      text: 'isolated \u2068news\u2069',
      locale: 'ar',
      codes: [['U+202A–U+202E, U+2066–U+2069'], ['U+202A–U+202E, U+2066–U+2069']],
      after: 'isolated',
    },
    // Between two Arabic letters a direction mark does nothing; in English text no joiner belongs.
    { text: 'دبي\u200Fالحديثة', locale: 'ar', codes: [['U+200F']], after: 'دبي' },
    { text: 'ab\u200Ccd', locale: 'en', codes: [['U+200C']], after: 'ab' },
    { text: '\u200Fنص', locale: 'ar', codes: [['U+200F']], after: '' },
  ] as const)('found in "$text" ($locale)', ({ text, locale, codes, after }) => {
    const found = invisibleCharacters(text, locale)
    expect(found.map((each) => each.codes)).toEqual(codes)
    expect(found[0]!.after).toBe(after)
  })

  it.each([
    { text: 'می\u200Cخواهم', why: 'a non-joiner between two Arabic letters' },
    { text: 'عبد\u200Dالله', why: 'a joiner between two Arabic letters' },
    { text: 'مؤتمر COP28\u200F، في دبي', why: 'a right-to-left mark after Latin, before Arabic punctuation' },
    { text: 'عام 2033\u200F.', why: 'a right-to-left mark that keeps a full stop after digits' },
  ])('kept in Arabic: $why', ({ text }) => {
    expect(invisibleCharacters(text, 'ar')).toEqual([])
  })

  it('groups a run of them into one place', () => {
    expect(invisibleCharacters(`a${previewMark}\u200B b`, 'en')).toEqual([
      { index: 1, codes: ['U+E0000–U+E007F', 'U+200B'], after: 'a' },
    ])
  })
})
