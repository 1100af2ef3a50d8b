/** The widths at which a card grid may change its number of columns (Tailwind's sm, md, lg and xl). */
export const gridBreakpoints = ['sm', 'md', 'lg', 'xl'] as const
export type GridBreakpoint = (typeof gridBreakpoints)[number]

/**
 * How many columns a grid of `count` cards uses at each width, at most the `widest` given for that width (or for
 * the nearest narrower one): the most that leave no card alone on the last row. Four cards go two by two or four
 * across; five go three and two, or five across; eleven go three, three, three and two, or four, four and three.
 */
export function balancedColumns(count: number, widest: Partial<Record<GridBreakpoint, number>>): Record<GridBreakpoint, number> {
  const columns = {} as Record<GridBreakpoint, number>
  let limit = 1
  for (const breakpoint of gridBreakpoints) {
    limit = widest[breakpoint] ?? limit
    // Five is the most any card of this site can take side by side.
    let chosen = Math.max(1, Math.min(limit, count, 5))
    while (chosen > 1 && count % chosen === 1) chosen -= 1
    columns[breakpoint] = chosen
  }
  return columns
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

/** The classes of each card of a balanced grid: full width on phones, then the widths balancedColumns chose. */
export function balancedItemClasses(count: number, widest: Partial<Record<GridBreakpoint, number>>): string {
  const columns = balancedColumns(count, widest)
  // min-w-0: a long word must not widen a card past its share and push a card of the row onto the next.
  return ['min-w-0 basis-full grow-0 shrink-0', ...gridBreakpoints.map((breakpoint) => widths[breakpoint][columns[breakpoint]])].join(' ')
}
