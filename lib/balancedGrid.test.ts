import { describe, expect, it } from 'vitest'
import { balancedItemClasses, balancedRows, type GridBreakpoint, gridBreakpoints } from './balancedGrid.ts'

const columnsOf = (count: number, widest: Partial<Record<GridBreakpoint, number>>) =>
  Object.fromEntries(
    Object.entries(balancedRows(count, widest)).map(([breakpoint, plan]) => [
      breakpoint,
      `${plan.columns}/${plan.lastRow}`,
    ]),
  )

describe('balancedRows', () => {
  it.each([
    [4, { sm: 2, lg: 4 }, { sm: '2/2', md: '2/2', lg: '4/4', xl: '4/4' }],
    [5, { sm: 2, md: 3, lg: 5 }, { sm: '1/1', md: '3/2', lg: '5/5', xl: '5/5' }],
    [5, { sm: 2, lg: 4 }, { sm: '1/1', md: '2/3', lg: '3/2', xl: '3/2' }],
    [11, { md: 2, lg: 3, xl: 4 }, { sm: '1/1', md: '2/3', lg: '3/2', xl: '4/3' }],
    [4, { sm: 2, lg: 3 }, { sm: '2/2', md: '2/2', lg: '2/2', xl: '2/2' }],
    [3, { sm: 2, lg: 4 }, { sm: '1/1', md: '1/1', lg: '3/3', xl: '3/3' }],
  ])('fills the rows of %i cards under %j', (count, widest, expected) => {
    expect(columnsOf(count, widest)).toEqual(expected)
  })

  it('never leaves one card alone on a last row, for any count and limits', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let widest = 1; widest <= 5; widest += 1) {
        for (const breakpoint of gridBreakpoints) {
          const { columns, lastRow } = balancedRows(count, { sm: widest })[breakpoint]
          const rows = columns === 1 ? count : Math.ceil((count - lastRow) / columns) + 1
          // Full rows of `columns`, then a last row of `lastRow`: the counts must add up, and the last row hold more than one card.
          expect(columns * (rows - 1) + lastRow, `${count} cards in ${columns} columns`).toBe(count)
          expect(columns === 1 || lastRow > 1, `${count} cards in ${columns} columns end with ${lastRow}`).toBe(true)
        }
      }
    }
  })
})

describe('balancedItemClasses', () => {
  it('gives the last three of five cards a third of the row from 768 px, and the first two half', () => {
    const classes = balancedItemClasses(5, { sm: 2, lg: 4 })
    expect(classes).toHaveLength(5)
    for (const index of [0, 1]) expect(classes[index]).toContain('md:basis-[calc((100%-1.5rem)/2)]')
    for (const index of [2, 3, 4]) expect(classes[index]).toContain('md:basis-[calc((100%-3rem)/3)]')
    for (const item of classes) expect(item).toContain('lg:basis-[calc((100%-3rem)/3)]')
  })
})
