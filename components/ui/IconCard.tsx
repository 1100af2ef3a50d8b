import type { ReactNode } from 'react'
import type { IconName } from '../../lib/content/iconNames.ts'
import { Icon } from './Icon.tsx'

interface Props {
  icon: IconName
  title: string
  children: ReactNode
  color?: 'sky' | 'emerald'
  /** The heading level that fits where the card sits in the page outline. */
  headingLevel?: 'h3' | 'h4'
  footer?: ReactNode
}

const tints = {
  sky: 'bg-sky-50 text-sky-700 ring-sky-100',
  emerald: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
}

/** A white card with an icon badge, a title and a short text. */
export function IconCard({ icon, title, children, color = 'sky', headingLevel: Heading = 'h3', footer }: Props) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <span className={`inline-flex size-12 items-center justify-center rounded-xl ring-1 ring-inset ${tints[color]}`}>
        <Icon name={icon} />
      </span>
      <Heading className="mt-5 text-lg font-semibold text-slate-900">{title}</Heading>
      <div className="mt-2 flex-1 text-base leading-7 text-slate-600">{children}</div>
      {footer && <div className="mt-5">{footer}</div>}
    </div>
  )
}
