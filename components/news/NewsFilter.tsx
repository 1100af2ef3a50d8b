import { type MouseEvent, useEffect, useState } from 'react'
import { NewsEmptyState } from './NewsEmptyState.tsx'

/** The words of the filter, from content/news.yaml. */
export interface NewsLabels {
  filter: string
  /** The sentence of the empty state, under its heading. */
  emptyText: string
}

/**
 * One choice of the filter, "All" first: its name, the address and title of the News page showing it, how many cards
 * it shows and the heading it shows when that is none. Written out on the server, so the script carries no words.
 */
export interface NewsFilterLink {
  name: string
  href: string
  title: string
  count: number
  emptyHeading: string
}

interface Props {
  labels: NewsLabels
  filters: NewsFilterLink[]
  /** The place in `filters` of the choice this page shows: 0, "All", on the News page. */
  selected: number
}

/** The attribute each card of the News page carries its category in, for the filter to show or hide it. */
export const cardCategory = 'data-news-category'

/**
 * The category filter of the News page. Each choice is a link to the News page showing it, prerendered with the other
 * cards `hidden`, so the filter works without JavaScript. With it, a click shows and hides the cards in place (they
 * are plain HTML beside this island, so the script carries none of them) and the address and title become those of
 * the choice's page, in the history as a visit to it would be.
 */
export function NewsFilter({ labels, filters, selected: initial }: Props) {
  const [selected, setSelected] = useState(initial)
  const choice = filters[selected]!
  useEffect(() => {
    for (const card of document.querySelectorAll<HTMLElement>(`[${cardCategory}]`))
      card.hidden = selected > 0 && card.getAttribute(cardCategory) !== choice.name
  }, [selected, choice])
  useEffect(() => {
    document.title = choice.title
  }, [choice])
  // Back and Forward move between the choices made here, as between the pages the links lead to.
  useEffect(() => {
    const followHistory = () =>
      setSelected(
        Math.max(
          0,
          filters.findIndex(({ href }) => href === location.pathname),
        ),
      )
    addEventListener('popstate', followHistory)
    return () => removeEventListener('popstate', followHistory)
  }, [filters])
  const choose = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    // A click meant for a new tab or window, or a download, is the browser's to follow.
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (index === selected) return
    setSelected(index)
    history.pushState(null, '', filters[index]!.href)
  }
  return (
    <>
      <nav aria-label={labels.filter} className="flex flex-wrap gap-2">
        {filters.map((filter, index) => (
          <a
            key={filter.href}
            href={filter.href}
            aria-current={index === selected ? 'page' : undefined}
            onClick={(event) => choose(event, index)}
            className="inline-flex min-h-11 items-center rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-slate-100 aria-[current=page]:bg-sky-700 aria-[current=page]:text-white aria-[current=page]:ring-sky-700"
          >
            {filter.name}
          </a>
        ))}
      </nav>
      {/* Always present, so screen readers announce the empty state when a choice leaves nothing to show. */}
      <div role="status">
        {choice.count === 0 && <NewsEmptyState heading={choice.emptyHeading} text={labels.emptyText} />}
      </div>
    </>
  )
}
