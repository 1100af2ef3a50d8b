import { describe, expect, it } from 'vitest'
import { balancedColumns } from './balancedGrid.ts'

describe('balancedColumns', () => {
  it.each([
    [4, { sm: 2, lg: 4 }, { sm: 2, md: 2, lg: 4, xl: 4 }],
    [5, { sm: 2, md: 3, lg: 5 }, { sm: 1, md: 3, lg: 5, xl: 5 }],
    [11, { md: 3, xl: 4 }, { sm: 1, md: 3, lg: 3, xl: 4 }],
    [4, { sm: 2, lg: 3 }, { sm: 2, md: 2, lg: 2, xl: 2 }],
    [3, { sm: 2, lg: 4 }, { sm: 1, md: 1, lg: 3, xl: 3 }],
  ])('puts %i cards in balanced rows under %j', (count, widest, expected) => {
    expect(balancedColumns(count, widest)).toEqual(expected)
  })

  it('never leaves one card alone on a last row, for any count and limits', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let widest = 1; widest <= 5; widest += 1) {
        for (const columns of Object.values(balancedColumns(count, { sm: widest }))) {
          expect(columns === 1 || count % columns !== 1, `${count} cards in ${columns} columns`).toBe(true)
        }
      }
    }
  })
})
