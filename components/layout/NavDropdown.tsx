import { ChevronDown } from 'lucide-react'
import type { NavGroup } from '../../lib/routes.ts'
import { summaryReset } from './navItems.ts'

interface Props {
  group: NavGroup
  current: boolean
  pathname: string
  buttonClass: string
}

// The page shown is marked by the classes of its own link alone, as the header's entries are, rather than by classes
// on every link that wait for aria-current: each menu is in every page twice, for wide screens and for phones.
const currentLink = 'bg-sky-50 text-sky-800'

/**
 * A header entry with a list of links. It works as plain HTML: a <details> opens on click, Enter or Space, and the
 * `name` they share keeps one open at a time. pages/+client.ts adds hover intent, Escape, arrow keys and closing
 * on a click outside.
 */
export function NavDropdown({ group, current, pathname, buttonClass }: Props) {
  return (
    <details name="header-menu" data-menu="dropdown" className="group/menu relative">
      <summary aria-current={current ? 'true' : undefined} className={`${buttonClass} ${summaryReset}`}>
        {group.label}
        <ChevronDown className="size-4 transition-transform group-open/menu:rotate-180" aria-hidden="true" />
      </summary>
      <div className="absolute start-0 top-full z-50 pt-2">
        <ul className="w-80 rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          {[group.overview, ...group.items].map((link, index) => (
            <li key={link.href}>
              <a
                href={link.href}
                aria-current={pathname === link.href ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm leading-5 ${
                  pathname === link.href
                    ? currentLink
                    : `hover:bg-slate-100 ${index === 0 ? 'text-sky-800' : 'text-slate-700'}`
                }${index === 0 ? ' mb-1 border-b border-slate-100 pb-3 font-semibold' : ''}`}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  )
}
