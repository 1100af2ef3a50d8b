import shell from 'virtual:site-shell'

export interface NavLink {
  href: string
  label: string
}

export interface NavGroup {
  /** The path the group's pages live under; the button is highlighted anywhere below it. */
  prefix: string
  label: string
  overview: NavLink
  items: NavLink[]
}

export type NavItem = NavLink | NavGroup

export const isGroup = (item: NavItem): item is NavGroup => 'items' in item

/** The header's entries in the order of the specification; the groups list the content files present. */
export function navItems(): NavItem[] {
  const nav = shell.navigation
  const toLinks = (entries: { href: string; title: string }[]) => entries.map(({ href, title }) => ({ href, label: title }))
  return [
    { href: '/', label: nav.home },
    { href: '/about', label: nav.about },
    { prefix: '/vision', label: nav.vision, overview: { href: '/vision', label: nav.visionOverview }, items: toLinks(shell.initiatives) },
    { prefix: '/solutions', label: nav.solutions, overview: { href: '/solutions', label: nav.solutionsOverview }, items: toLinks(shell.solutions) },
    { href: '/news', label: nav.news },
    { href: '/contact', label: nav.contact },
  ]
}

/** Whether a header entry stands for the page at `pathname`. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if (isGroup(item)) return pathname === item.prefix || pathname.startsWith(`${item.prefix}/`)
  return pathname === item.href
}
