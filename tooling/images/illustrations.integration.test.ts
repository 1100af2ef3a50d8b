// The weight limit of an illustration: telling that a drawing is too heavy means optimising a heavy drawing, which
// takes svgo seconds, so it is checked here rather than among the unit tests.
import { describe, expect, it } from 'vitest'
import { drawing, problemsOf, removeDrawingsAfterEach } from '../../testing/illustrationFixture.ts'

removeDrawingsAfterEach()

describe('buildIllustrations', () => {
  it('refuses a drawing over the weight limit, naming the file, its weight and what to do', () => {
    // One long line through scattered points: little that brotli can fold, and one element for svgo to optimise.
    const points = Array.from(
      { length: 8000 },
      (_, index) => `L${(index * 7919) % 479}.${(index * 31) % 10} ${(index * 104729) % 319}.${(index * 17) % 10}`,
    )
    const noise = `<path d="M0 0${points.join('')}"/>`
    expect(problemsOf({ 'a/heavy.svg': drawing(noise) })).toMatch(
      /a\/heavy\.svg weighs \d+\.\d KiB compressed, over the 8 KiB an illustration may: simplify its shapes/,
    )
  })
})
