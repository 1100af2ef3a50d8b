import type { ReactNode } from 'react'
import { Container } from './Container.tsx'
import { InlineIllustration, type IllustrationRef } from './Illustration.tsx'

interface Props {
  label?: string
  title: string
  text?: ReactNode
  children?: ReactNode
  /** Shown above the label, e.g. a back link. */
  before?: ReactNode
  /** The page's drawing: beside the title from 1024 px, under the text and buttons on narrower screens. */
  illustration?: IllustrationRef
  /**
   * The title shown in capitals, as the design has it on Home. Content keeps it in sentence case, so screen readers
   * read words rather than spell out letters, and Arabic, which has no capitals, is left as it is.
   */
  capitals?: boolean
}

/** The dark band that opens every page, holding its one <h1>. */
export function PageHero({ label, title, text, children, before, illustration, capitals = false }: Props) {
  return (
    <section data-hero className="relative isolate overflow-hidden bg-slate-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,theme(colors.sky.700/45%),transparent_60%),radial-gradient(ellipse_at_bottom_left,theme(colors.emerald.700/30%),transparent_55%)]"
      />
      <Container
        className={`py-16 sm:py-24 ${illustration ? 'lg:grid lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:gap-12' : ''}`}
      >
        <div>
          {before}
          {label && <p className="text-sm font-semibold uppercase tracking-wider text-sky-300">{label}</p>}
          <h1
            className={`mt-3 max-w-4xl ${capitals ? 'uppercase' : ''} text-3xl font-bold tracking-tight text-balance hyphens-auto xs:text-4xl sm:text-5xl sm:hyphens-manual`}
          >
            {title}
          </h1>
          {text && <div className="mt-6 max-w-3xl text-lg leading-8 text-slate-300">{text}</div>}
          {children && <div className="mt-10 flex flex-wrap gap-4">{children}</div>}
        </div>
        {illustration && (
          <InlineIllustration
            illustration={illustration}
            className="mx-auto mt-12 max-w-xl overflow-hidden rounded-2xl shadow-2xl shadow-black/40 ring-1 ring-white/10 lg:mx-0 lg:mt-0 lg:max-w-none"
          />
        )}
      </Container>
    </section>
  )
}
