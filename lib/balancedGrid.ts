/** The widths at which a card grid may change its number of columns (Tailwind's sm, md, lg and xl). */
export const gridBreakpoints = ['sm', 'md', 'lg', 'xl'] as const
export type GridBreakpoint = (typeof gridBreakpoints)[number]

/** A grid's rows at one width: how many cards each full row holds, and how many the last row holds. */
export interface RowPlan {
  columns: number
  lastRow: number
}

/**
 * How a grid of `count` cards fills its rows at each width, at most the `widest` given for that width (or for the
 * nearest narrower one): the most columns that leave no card alone on the last row. Four cards go two by two or four
 * across; five go three and two, or five across; eleven go three, three, three and two, or four, four and three.
 * From 768 px, where two columns would leave one card alone, the last three cards share a row instead (five cards:
 * two and three), rather than every card falling back to a full-width row of its own. Below that width a row of three
 * is too narrow to read, so the cards stand one under another.
 */
export function balancedRows(
  count: number,
  widest: Partial<Record<GridBreakpoint, number>>,
): Record<GridBreakpoint, RowPlan> {
  const rows = {} as Record<GridBreakpoint, RowPlan>
  let limit = 1
  for (const breakpoint of gridBreakpoints) {
    limit = widest[breakpoint] ?? limit
    // Five is the most any card of this site can take side by side.
    let chosen = Math.max(1, Math.min(limit, count, 5))
    let lastRow = 0
    while (chosen > 1 && count % chosen === 1) {
      if (chosen === 2 && count >= 5 && breakpoint !== 'sm') {
        lastRow = 3
        break
      }
      chosen -= 1
    }
    rows[breakpoint] = { columns: chosen, lastRow: lastRow || count % chosen || chosen }
  }
  return rows
}

// Each card's width for n columns with the grid's 1.5 rem gap, written out so Tailwind finds every class it makes.
const widths: Record<GridBreakpoint, Record<number, string>> = {
  sm: {
    1: 'sm:basis-full',
    2: 'sm:basis-[calc((100%-1.5rem)/2)]',
    3: 'sm:basis-[calc((100%-3rem)/3)]',
    4: 'sm:basis-[calc((100%-4.5rem)/4)]',
    5: 'sm:basis-[calc((100%-6rem)/5)]',
  },
  md: {
    1: 'md:basis-full',
    2: 'md:basis-[calc((100%-1.5rem)/2)]',
    3: 'md:basis-[calc((100%-3rem)/3)]',
    4: 'md:basis-[calc((100%-4.5rem)/4)]',
    5: 'md:basis-[calc((100%-6rem)/5)]',
  },
  lg: {
    1: 'lg:basis-full',
    2: 'lg:basis-[calc((100%-1.5rem)/2)]',
    3: 'lg:basis-[calc((100%-3rem)/3)]',
    4: 'lg:basis-[calc((100%-4.5rem)/4)]',
    5: 'lg:basis-[calc((100%-6rem)/5)]',
  },
  xl: {
    1: 'xl:basis-full',
    2: 'xl:basis-[calc((100%-1.5rem)/2)]',
    3: 'xl:basis-[calc((100%-3rem)/3)]',
    4: 'xl:basis-[calc((100%-4.5rem)/4)]',
    5: 'xl:basis-[calc((100%-6rem)/5)]',
  },
}

/** The classes of each card, in order: full width on phones, then the widths balancedRows chose. */
export function balancedItemClasses(count: number, widest: Partial<Record<GridBreakpoint, number>>): string[] {
  const rows = balancedRows(count, widest)
  return Array.from({ length: count }, (_, index) => {
    const perRow = ({ columns, lastRow }: RowPlan) =>
      lastRow > columns && index >= count - lastRow ? lastRow : columns
    // min-w-0: a long word must not widen a card past its share and push a card of the row onto the next.
    return [
      'min-w-0 basis-full grow-0 shrink-0',
      ...gridBreakpoints.map((breakpoint) => widths[breakpoint][perRow(rows[breakpoint])]),
    ].join(' ')
  })
}
