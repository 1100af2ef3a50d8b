import { ChevronDown, Menu, X } from 'lucide-react'
import { useShell } from '../../lib/pageLanguage.ts'
import type { NavItem } from '../../lib/routes.ts'
import { SearchForm } from '../search/SearchForm.tsx'
import { isCurrent, isGroup, summaryReset } from './navItems.ts'

// A bar at the start of the current entry, not a ring: the ring is the keyboard's focus.
const currentEntry = 'border-s-4 border-sky-600 bg-sky-50 text-sky-800'

/**
 * The small-screen menu: a <details> whose summary is the toggle, so it opens with no JavaScript; each section is a
 * <details> of its own; the search box comes first. pages/+client.ts closes it on Escape, on a click outside and when
 * a link is chosen.
 */
export function MobileMenu({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const shell = useShell()
  // The page shown is marked by its own entry's classes (see NavDropdown.tsx).
  const linkClass = (current: boolean) =>
    `block rounded-lg px-3 py-3 text-base font-medium ${current ? currentEntry : 'text-slate-800 hover:bg-slate-100'}`
  return (
    <details data-menu="mobile" className="group/mobile lg:hidden">
      <summary
        className={`inline-flex size-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 ${summaryReset}`}
      >
        <Menu className="size-6 group-open/mobile:hidden" aria-hidden="true" />
        <X className="hidden size-6 group-open/mobile:block" aria-hidden="true" />
        <span className="sr-only group-open/mobile:hidden">{shell.navigation.menuOpen}</span>
        <span className="sr-only hidden group-open/mobile:inline">{shell.navigation.menuClose}</span>
      </summary>
      <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-slate-200 bg-white shadow-lg">
        <div className="px-4 pt-4">
          <SearchForm
            id="menu-search"
            action={shell.search.action}
            label={shell.search.label}
            button={shell.search.button}
          />
        </div>
        <ul className="flex flex-col gap-1 px-4 py-4">
          {items.map((item) =>
            isGroup(item) ? (
              <li key={item.prefix}>
                <details name="mobile-section" className="group/section">
                  <summary
                    aria-current={isCurrent(item, pathname) ? 'true' : undefined}
                    className={`flex w-full items-center justify-between rounded-lg px-3 py-3 text-start text-base font-medium ${
                      isCurrent(item, pathname) ? currentEntry : 'text-slate-800 hover:bg-slate-100'
                    } ${summaryReset}`}
                  >
                    {item.label}
                    <ChevronDown
                      className="size-5 transition-transform group-open/section:rotate-180"
                      aria-hidden="true"
                    />
                  </summary>
                  <ul className="ms-3 mt-1 flex flex-col gap-1 border-s border-slate-200 ps-3">
                    {[item.overview, ...item.items].map((link) => (
                      <li key={link.href}>
                        <a
                          href={link.href}
                          aria-current={pathname === link.href ? 'page' : undefined}
                          className={`${linkClass(pathname === link.href)} py-2 text-sm`}
                        >
                          {link.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.href}>
                <a
                  href={item.href}
                  aria-current={isCurrent(item, pathname) ? 'page' : undefined}
                  className={linkClass(isCurrent(item, pathname))}
                >
                  {item.label}
                </a>
              </li>
            ),
          )}
        </ul>
      </div>
    </details>
  )
}
