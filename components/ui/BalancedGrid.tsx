import type { ReactNode } from 'react'
import { balancedItemClasses, type GridBreakpoint } from '../../lib/balancedGrid.ts'

interface Props<T> {
  items: readonly T[]
  /** The most columns at each width; the grid takes fewer where that would leave one card alone on the last row. */
  widest: Partial<Record<GridBreakpoint, number>>
  itemKey: (item: T) => string
  children: (item: T, index: number) => ReactNode
  className?: string
  testId?: string
}

/** A list of cards in rows of equal height, the last row centred and never holding one card alone under a fuller one. */
export function BalancedGrid<T>({ items, widest, itemKey, children, className = '', testId }: Props<T>) {
  const itemClasses = balancedItemClasses(items.length, widest)
  return (
    <ul data-testid={testId} data-balanced-grid className={`flex flex-wrap justify-center gap-6 ${className}`}>
      {items.map((item, index) => (
        <li key={itemKey(item)} className={itemClasses[index]}>
          {children(item, index)}
        </li>
      ))}
    </ul>
  )
}
