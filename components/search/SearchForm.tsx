import { Search } from 'lucide-react'

interface Props {
  /** The search box's id, unique on the page: the header has two forms (wide screens and the phone menu). */
  id: string
  /** /search or /ar/search: results come back as a page, with or without JavaScript. */
  action: string
  label: string
  button: string
  /** Shows the label above the box (on the search page); elsewhere the label is for screen readers only. */
  visibleLabel?: boolean
}

/** A plain GET form to the search page: the words typed go in the address as `q`, so a result list can be shared. */
export function SearchForm({ id, action, label, button, visibleLabel = false }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is a landmark only in browsers from 2023 on; role="search" is one in all of them.
    <form role="search" method="get" action={action} aria-label={visibleLabel ? undefined : label}>
      <label htmlFor={id} className={visibleLabel ? 'mb-2 block text-sm font-semibold text-slate-800' : 'sr-only'}>
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 focus:outline-none focus:ring-2 focus:ring-sky-600"
        />
        <button
          type="submit"
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg bg-sky-700 px-4 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-sky-800"
        >
          <Search className="size-4" aria-hidden="true" />
          {button}
        </button>
      </div>
    </form>
  )
}
