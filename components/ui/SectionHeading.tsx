import type { ReactNode } from 'react'

interface Props {
  label?: string
  title: string
  intro?: ReactNode
  id?: string
  align?: 'start' | 'center'
  as?: 'h1' | 'h2'
}

/** The label, heading and introduction that open a section, in the one type scale of the site. */
export function SectionHeading({ label, title, intro, id, align = 'start', as: Heading = 'h2' }: Props) {
  const centered = align === 'center' ? 'mx-auto text-center' : ''
  return (
    <div className={`max-w-3xl ${centered}`}>
      {label && <p className="text-sm font-semibold uppercase tracking-wider text-sky-700">{label}</p>}
      <Heading id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </Heading>
      {intro && <p className="mt-4 text-lg leading-8 text-slate-600">{intro}</p>}
    </div>
  )
}
