import type { NavGroup, NavItem } from '../../lib/routes.ts'

export const isGroup = (item: NavItem): item is NavGroup => 'items' in item

/** Whether a header entry stands for the page at `pathname`: a group for any page of its section. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if (isGroup(item)) return pathname === item.prefix || pathname.startsWith(`${item.prefix}/`)
  return pathname === item.href
}

/**
 * Classes that hide the marker browsers draw before a <summary>, so it looks like the other header buttons. The menus
 * are <details> elements: they open and close with no JavaScript at all, and a keyboard reaches them as buttons.
 */
export const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden'
