import { Newspaper } from 'lucide-react'

/** Shown in place of the cards when the selected category has no news. */
export function NewsEmptyState({ heading, text }: { heading: string; text: string }) {
  return (
    <div data-testid="news-empty" className="mt-10 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <Newspaper className="mx-auto size-10 text-slate-400" aria-hidden="true" strokeWidth={1.5} />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{heading}</h2>
      <p className="mx-auto mt-2 max-w-md text-base leading-7 text-slate-600">{text}</p>
    </div>
  )
}
