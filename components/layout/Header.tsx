import { usePageContext } from 'vike-react/usePageContext'
import { localePath, locales } from '../../lib/locales.ts'
import { useShell, usePageAddress } from '../../lib/pageLanguage.ts'
import { Container } from '../ui/Container.tsx'
import { HeaderSearch } from './HeaderSearch.tsx'
import { Logo } from './Logo.tsx'
import { MobileMenu } from './MobileMenu.tsx'
import { NavDropdown } from './NavDropdown.tsx'
import { isCurrent, isGroup } from './navItems.ts'

// The current entry is marked by a pale fill and a thick underline, not a ring: the keyboard's focus is the ring (the
// outline of pages/global.css), so a focused entry and the current one never look alike.
const itemClass =
  'inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900'
const currentClass =
  'bg-sky-50 text-sky-800 underline decoration-sky-600 decoration-[3px] underline-offset-[6px] hover:bg-sky-50'

export function Header() {
  const { pathname, locale, path } = usePageAddress()
  const { is404 } = usePageContext()
  const shell = useShell()
  const items = shell.menu
  // The same page in the other language; from a page that does not exist, the other language's home.
  const other = locales.find((candidate) => candidate !== locale)!
  const otherHref = localePath(other, is404 ? '/' : path)
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <Container className="relative flex h-16 items-center justify-between gap-3 sm:gap-6">
        <a href={shell.home} className="rounded-lg">
          <Logo />
        </a>
        <nav data-print-hide aria-label={shell.navigation.mainNavLabel} className="flex items-center">
          <ul className="hidden items-center gap-1 lg:flex">
            {items.map((item) => {
              const current = isCurrent(item, pathname)
              const className = `${itemClass} ${current ? currentClass : ''}`
              return (
                <li key={isGroup(item) ? item.prefix : item.href}>
                  {isGroup(item) ? (
                    <NavDropdown group={item} current={current} pathname={pathname} buttonClass={className} />
                  ) : (
                    <a href={item.href} aria-current={current ? 'page' : undefined} className={className}>
                      {item.label}
                    </a>
                  )}
                </li>
              )
            })}
          </ul>
          <HeaderSearch />
          {/* Marked for the search service, which adds the words searched for to it on a page of results. */}
          <a
            data-language-switch=""
            href={otherHref}
            lang={other}
            hrefLang={other}
            className="ms-1 inline-flex min-h-11 items-center rounded-full px-3 text-sm font-semibold text-sky-800 hover:bg-slate-100 hover:text-sky-900"
          >
            {shell.navigation.otherLanguage}
          </a>
          <MobileMenu items={items} pathname={pathname} />
        </nav>
      </Container>
    </header>
  )
}
