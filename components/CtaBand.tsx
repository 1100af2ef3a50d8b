import type { ReactNode } from 'react'
import { ButtonLink } from './ui/ButtonLink.tsx'
import { Container } from './ui/Container.tsx'

interface Props {
  heading: string
  text?: string
  /** The usual single button, as written in content (label and href)... */
  button?: { label: string; href: string }
  /** ...or buttons of the page's own. */
  children?: ReactNode
}

/** The closing call to action of a page: a heading, a sentence and its buttons on the brand gradient. */
export function CtaBand({ heading, text, button, children }: Props) {
  return (
    <section data-print-hide className="bg-gradient-to-br from-sky-800 to-emerald-800 text-white">
      <Container className="flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>
          {text && <p className="mt-4 text-lg leading-8 text-sky-50">{text}</p>}
        </div>
        <div className="flex flex-wrap items-start gap-4">
          {button && (
            <ButtonLink href={button.href} variant="onDark">
              {button.label}
            </ButtonLink>
          )}
          {children}
        </div>
      </Container>
    </section>
  )
}
