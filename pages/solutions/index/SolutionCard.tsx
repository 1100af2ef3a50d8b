import { ArrowRight, CircleCheck } from 'lucide-react'
import { Icon } from '../../../components/ui/Icon.tsx'
import { IllustrationImage } from '../../../components/ui/Illustration.tsx'
import { accents } from '../accents.ts'
import type { Data } from './+data.ts'

interface Props {
  solution: Data['solutions'][number]
  labels: Data['page']['grid']
}

/**
 * One solution area on /solutions: its drawing, what it is and the way in, and its focus areas, side by side on wide
 * screens and one under another on phones.
 */
export function SolutionCard({ solution, labels }: Props) {
  const accent = accents[solution.color]
  return (
    <article
      className={`group relative overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md ${accent.hover}`}
    >
      <span className={`absolute inset-y-0 start-0 w-1 ${accent.bar}`} aria-hidden="true" />
      {/* Phones read drawing, intro, focus areas, link; wide screens put the link under the intro, between the two. */}
      <div className="grid gap-x-8 gap-y-6 p-6 sm:p-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,4fr)] lg:grid-rows-[1fr_auto]">
        <IllustrationImage
          illustration={solution.illustration}
          className="max-w-md rounded-xl lg:row-span-2 lg:max-w-none lg:self-start"
        />
        <div>
          <span
            className={`inline-flex size-12 items-center justify-center rounded-xl ring-1 ring-inset ${accent.badge}`}
          >
            <Icon name={solution.icon} />
          </span>
          <h2 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{solution.title}</h2>
          <p className={`mt-1 text-base font-semibold ${accent.text}`}>{solution.subtitle}</p>
          <p className="mt-4 text-base leading-7 text-slate-600">{solution.description}</p>
        </div>
        <div className="rounded-xl bg-slate-50 p-6 lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <h3 className="text-xs font-semibold uppercase tracking-wider text-slate-500">{labels.focusAreasLabel}</h3>
          <ul className="mt-4 space-y-3">
            {solution.focusAreas.map((area) => (
              <li key={area} className="flex gap-3 text-base leading-7 text-slate-700">
                <CircleCheck className={`mt-1 size-5 flex-none ${accent.text}`} aria-hidden="true" />
                {area}
              </li>
            ))}
          </ul>
          <p className="mt-5 border-t border-slate-200 pt-5 text-sm leading-6 text-slate-600">{solution.conclusion}</p>
        </div>
        <a
          href={solution.href}
          className="inline-flex items-center gap-1.5 self-end justify-self-start text-sm font-semibold text-sky-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-sky-900 lg:col-start-2 lg:row-start-2"
        >
          {labels.cardLink}
          <span className="sr-only">: {solution.title}</span>
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
            aria-hidden="true"
          />
        </a>
      </div>
    </article>
  )
}
