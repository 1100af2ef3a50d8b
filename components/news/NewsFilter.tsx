import { useState } from 'react'
import type { NewsPage } from '../../lib/content/schemas/newsPage.ts'
import { NewsCard, type NewsCardItem } from './NewsCard.tsx'
import { NewsEmptyState } from './NewsEmptyState.tsx'

/** The words of the filter, from content/news.yaml. */
export interface NewsLabels {
  all: string
  categories: string[]
  filter: string
  readMore: string
  /** Said after the link to each item's source, which opens in a new tab. */
  newTab: string
  empty: NewsPage['empty']
}

/**
 * The category buttons and the cards they filter. The selection starts at "All", so the
 * prerendered HTML lists every item and the page reads fully without JavaScript.
 */
export function NewsFilter({ items, labels }: { items: NewsCardItem[]; labels: NewsLabels }) {
  const [selected, setSelected] = useState(labels.all)
  const shown = selected === labels.all ? items : items.filter((item) => item.category === selected)
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form: a fieldset would need a legend and form styling. */}
      <div role="group" aria-label={labels.filter} className="flex flex-wrap gap-2">
        {[labels.all, ...labels.categories].map((category) => (
          <button
            key={category}
            type="button"
            aria-pressed={category === selected}
            onClick={() => setSelected(category)}
            className="min-h-11 rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset transition-colors aria-pressed:bg-sky-700 aria-pressed:text-white aria-pressed:ring-sky-700 aria-[pressed=false]:bg-white aria-[pressed=false]:text-slate-700 aria-[pressed=false]:ring-slate-300 aria-[pressed=false]:hover:bg-slate-100"
          >
            {category}
          </button>
        ))}
      </div>
      {shown.length > 0 && (
        <ul data-testid="news-cards" className="mt-10 grid gap-8 md:grid-cols-2">
          {shown.map((item, index) => (
            <li key={item.id}>
              <NewsCard item={item} readMore={labels.readMore} newTab={labels.newTab} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {/* Always present, so screen readers announce the empty state when a choice leaves nothing to show. */}
      <div role="status">
        {shown.length === 0 && (
          <NewsEmptyState
            heading={selected === labels.all ? labels.empty.all : labels.empty.category.replace('{category}', selected)}
            text={labels.empty.text}
          />
        )}
      </div>
    </>
  )
}
