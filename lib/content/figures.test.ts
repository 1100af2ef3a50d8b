import { describe, expect, it } from 'vitest'
import { bodyBlocks, differentFigures, figuresOf } from './figures.ts'

describe('the figures of a text', () => {
  it.each([
    { text: 'AED 25.6 trillion over the decade, adding 400 cities', figures: ['25.6', '400'] },
    { text: 'توسيع التجارة لتبلغ 25.6 تريليون درهم، وإضافة 400 مدينة', figures: ['25.6', '400'] },
    { text: 'over 200,000 robots and 25% of urban operations', figures: ['200000', '25%'] },
    { text: 'أكثر من 200,000 روبوت وأتمتة 25% من العمليات', figures: ['200000', '25%'] },
    { text: 'لأعوام 2031 و2050 و2071', figures: ['2031', '2050', '2071'] },
    { text: 'Arabic-Indic digits: ٢٥٫٦ and ٪٧٥', figures: ['25.6', '75%'] },
    { text: 'AED 300Bn, 5MW and a 10x gain', figures: ['300', '5', '10'] },
    { text: 'D33, COP28 and A4 are names; 3D printing, 5G and the 100th anniversary are not figures', figures: [] },
    { text: 'by 2033. Then 7.', figures: ['2033', '7'] },
  ])('$text', ({ text, figures }) => {
    expect(figuresOf(text)).toEqual(figures)
  })
})

describe('two texts compared', () => {
  it('names what each side says that the other does not', () => {
    expect(
      differentFigures(
        'targets of AED 35 trillion delivered through 120 transformative projects by 2033',
        'مستهدفات بقيمة 32 تريليون درهم حتى عام 2033 من خلال 100 مشروع تحولي',
      ),
    ).toEqual({ english: ['35', '120'], translation: ['32', '100'] })
  })

  it('agree when they say the same figures, in any order and however often', () => {
    expect(
      differentFigures('200,000 robots by 2032 and 25% by 2032', 'أكثر من 200,000 روبوت و25% بحلول 2032'),
    ).toBeUndefined()
  })

  it('differ on a percent sign: 25 is not 25%', () => {
    expect(differentFigures('25% by 2030', '25 بحلول 2030')).toEqual({ english: ['25%'], translation: ['25'] })
  })
})

describe('the blocks of a body', () => {
  it('numbers headings, list items and paragraphs each within their kind, a paragraph running over its lines', () => {
    const blocks = bodyBlocks('First line\nsame paragraph.\n\n### Heading\n\n- one\n- two\n\nLast.')
    expect(blocks.map(({ kind, number, line }) => [kind, number, line])).toEqual([
      ['paragraph', 1, 0],
      ['heading', 1, 3],
      ['list item', 1, 5],
      ['list item', 2, 6],
      ['paragraph', 2, 8],
    ])
    expect(blocks[0]!.text).toBe('First line\nsame paragraph.')
  })
})
