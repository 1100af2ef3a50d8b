import { describe, expect, it } from 'vitest'
import { plainWordDiff, wordDiff } from './wordDiff.ts'

describe('a word diff', () => {
  it.each([
    {
      before: "Dubai's ten-year agenda to double its economy.",
      after: "Dubai's decade-long plan to double its economy.",
      diff: "Dubai's [-ten-year agenda-]{+decade-long plan+} to double its economy.",
    },
    { before: 'AED 32 trillion', after: 'AED 35 trillion', diff: 'AED [-32-]{+35+} trillion' },
    { before: 'How We Align', after: 'How We Align with D33', diff: 'How We Align{+ with D33+}' },
    { before: 'one two three', after: 'one three', diff: 'one [-two -]three' },
    { before: 'same', after: 'same', diff: 'same' },
  ])('$before → $after', ({ before, after, diff }) => {
    expect(plainWordDiff(wordDiff(before, after))).toBe(diff)
  })
})
