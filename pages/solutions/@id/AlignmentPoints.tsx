import { ArrowRight } from 'lucide-react'
import { accents } from '../accents.ts'
import type { Data } from './+data.ts'

interface Props {
  points: Data['solution']['alignment']
  /** The words of the link to an initiative's page. */
  linkLabel: string
  color: Data['solution']['color']
}

/** "National Alignment": the national goals a solution serves, each linked to its initiative page when there is one. */
export function AlignmentPoints({ points, linkLabel, color }: Props) {
  const accent = accents[color]
  return (
    <ol data-testid="alignment-points" className="mt-12 grid gap-6 lg:grid-cols-3">
      {points.map((point, index) => (
        <li key={point.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className={`text-sm font-bold tabular-nums ${accent.text}`} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <h3 className="mt-3 text-lg font-semibold text-slate-900">{point.title}</h3>
          <p className="mt-2 flex-1 text-base leading-7 text-slate-600">{point.description}</p>
          {point.href && (
            <a
              href={point.href}
              className="mt-5 inline-flex items-center gap-1.5 self-start text-sm font-semibold text-sky-700 hover:text-sky-900"
            >
              {linkLabel}
              <span className="sr-only">: {point.title}</span>
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </a>
          )}
        </li>
      ))}
    </ol>
  )
}
