import { CircleCheck } from 'lucide-react'
import { accents } from '../accents.ts'

interface Props {
  areas: string[]
  label: string
  conclusion: string
  color: keyof typeof accents
}

/** The solution at a glance beside its Overview: the focus areas of its /solutions card and its closing line. */
export function FocusAreas({ areas, label, conclusion, color }: Props) {
  return (
    <aside
      aria-labelledby="focus-areas-heading"
      className="self-start rounded-2xl border border-slate-200 bg-slate-50 p-6 lg:mt-16"
    >
      <h3 id="focus-areas-heading" className="text-xs font-semibold uppercase tracking-wider text-slate-500">
        {label}
      </h3>
      <ul className="mt-4 space-y-3">
        {areas.map((area) => (
          <li key={area} className="flex gap-3 text-base leading-7 text-slate-700">
            <CircleCheck className={`mt-1 size-5 flex-none ${accents[color].text}`} aria-hidden="true" />
            {area}
          </li>
        ))}
      </ul>
      <p className="mt-5 border-t border-slate-200 pt-5 text-sm leading-6 text-slate-600">{conclusion}</p>
    </aside>
  )
}
