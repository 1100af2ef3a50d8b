import { describe, expect, it } from 'vitest'
import { queryTerm } from '../../lib/search/searchTerms.ts'
import { snippetOf, wordsOf } from './snippet.ts'

const found = (...words: string[]) => new Set(words.map(queryTerm))
const shown = (parts: { text: string; marked: boolean }[] | undefined) =>
  parts?.map(({ text, marked }) => (marked ? `[${text}]` : text)).join('')

describe('the snippet of a page', () => {
  it('marks the words found, in all their forms, and only those', () => {
    const text = wordsOf('Robots clean the solar panels. A robotic arm keeps them clear of sand.')
    expect(shown(snippetOf(text, found('robot', 'clean')))).toBe(
      '[Robots] [clean] the solar panels. A [robotic] arm keeps them clear of sand.',
    )
  })

  it('is the passage with the most different words found, the first such, cut with an ellipsis', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, at) => `word${at}`).join(' ')
    const text = wordsOf(`solar ${filler(40)} solar storage ${filler(40)} solar storage`)
    const parts = snippetOf(text, found('solar', 'storage'))!
    expect(shown(parts)).toMatch(/^… word34 word35 .* word39 \[solar] \[storage] word0 .* word23 …$/)
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['solar', 'storage'])
  })

  it('is nothing when the text holds no word found, unless asked for its opening', () => {
    const text = wordsOf('A short description of the page.')
    expect(snippetOf(text, found('robot'))).toBeUndefined()
    expect(shown(snippetOf(text, found('robot'), { always: true }))).toBe('A short description of the page.')
  })
})
