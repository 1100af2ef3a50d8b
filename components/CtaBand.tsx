import type { ReactNode } from 'react'
import { Container } from './ui/Container.tsx'

/** The closing call to action of a page: a heading, a sentence and its buttons on the brand gradient. */
export function CtaBand({ heading, text, children }: { heading: string; text?: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-sky-800 to-emerald-800 text-white">
      <Container className="flex flex-col items-start gap-8 py-16 sm:py-20 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 className="text-3xl font-bold tracking-tight sm:text-4xl">{heading}</h2>
          {text && <p className="mt-4 text-lg leading-8 text-sky-50">{text}</p>}
        </div>
        <div className="flex flex-wrap gap-4">{children}</div>
      </Container>
    </section>
  )
}
