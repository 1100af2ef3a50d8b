import { Search, X } from 'lucide-react'
import { useShell } from '../../lib/pageLanguage.ts'
import { SearchForm } from '../search/SearchForm.tsx'
import { summaryReset } from './navItems.ts'

/**
 * The header's search on wide screens: a magnifier that opens a search box below it. A <details>, like the menus, so
 * it opens with no JavaScript; pages/+client.ts puts the cursor in the box when it opens and closes it on Escape. On
 * small screens the same form is at the top of the phone menu.
 */
export function HeaderSearch() {
  const { search } = useShell()
  return (
    <details name="header-menu" data-menu="search" className="group/search relative hidden lg:block">
      <summary
        className={`inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 ${summaryReset}`}
      >
        <Search className="size-5 group-open/search:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open/search:block" aria-hidden="true" />
        <span className="sr-only">{search.label}</span>
      </summary>
      <div className="absolute end-0 top-full z-50 pt-2">
        <div className="w-96 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
          <SearchForm id="header-search" action={search.action} label={search.label} button={search.button} />
        </div>
      </div>
    </details>
  )
}
