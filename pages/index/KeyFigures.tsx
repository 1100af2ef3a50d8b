import { Container } from '../../components/ui/Container.tsx'
import type { Data } from './+data.ts'

/**
 * The targets the company's work serves, as large figures under the hero, each leading to the page that explains it.
 * Two or four of them (the schema says so): one under another on the narrowest phones, where the largest figure
 * would not fit half the width, then two by two, and four across from 1024 px.
 */
export function KeyFigures({ figures }: { figures: Data['home']['figures'] }) {
  return (
    <section aria-labelledby="figures-heading" className="border-b border-slate-200 bg-white py-12 sm:py-16">
      <Container>
        <h2 id="figures-heading" className="text-center text-sm font-semibold uppercase tracking-wider text-slate-500">
          {figures.heading}
        </h2>
        <ul className="mt-8 grid grid-cols-1 gap-4 xs:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {figures.items.map((figure) => (
            <li key={`${figure.value} ${figure.label}`}>
              <a
                href={figure.href}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 p-4 transition hover:border-sky-300 hover:bg-sky-50/50 sm:p-6"
              >
                <span className="text-3xl font-bold tracking-tight text-sky-700 sm:text-4xl">
                  <bdi>{figure.value}</bdi>
                </span>
                <span className="mt-2 text-sm leading-6 text-slate-600 group-hover:text-slate-900 sm:text-base">
                  {figure.label}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
