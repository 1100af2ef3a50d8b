import { splitLocale } from '../../lib/locales.ts'
import type { NavGroup, NavItem } from '../../lib/routes.ts'

export const isGroup = (item: NavItem): item is NavGroup => 'items' in item

/**
 * Whether a header entry stands for the page at `pathname`: a group for any page of its section, a page also for the
 * views of it below its address (News for the News page of one category), but the home page only for itself.
 */
export function isCurrent(item: NavItem, pathname: string): boolean {
  const prefix = isGroup(item) ? item.prefix : item.href
  if (pathname === prefix) return true
  return (isGroup(item) || !isHome(prefix)) && pathname.startsWith(`${prefix}/`)
}

/** The home page's address in any language: / or a language's prefix alone, such as /ar. */
const isHome = (href: string) => splitLocale(href).path === '/'

/**
 * Classes that hide the marker browsers draw before a <summary>, so it looks like the other header buttons. The menus
 * are <details> elements: they open and close with no JavaScript at all, and a keyboard reaches them as buttons.
 */
export const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden'
