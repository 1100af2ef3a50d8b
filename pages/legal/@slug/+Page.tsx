import { useData } from 'vike-react/useData'
import { Prose } from '../../../components/Prose.tsx'
import { Container } from '../../../components/ui/Container.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import type { Data } from './+data.ts'

/** A legal page (the privacy policy, the terms of service): title and effective date, a table of contents, the text. */
export default function Page() {
  const { title, effective, toc, html } = useData<Data>()
  return (
    <>
      <PageHero
        title={title}
        text={
          <p>
            {effective.label} <time dateTime={effective.date}>{effective.display}</time>
          </p>
        }
      />
      <div className="py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby="toc-heading"
            className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto"
          >
            <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wider text-slate-500">
                {toc.heading}
              </h2>
              <ul className="mt-4 space-y-1">
                {toc.entries.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      className="block rounded-md py-1.5 text-sm leading-6 text-slate-700 hover:text-sky-800"
                    >
                      {entry.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          </nav>
          <article data-testid="legal-body" className="min-w-0 max-w-3xl">
            <Prose html={html} />
          </article>
        </Container>
      </div>
    </>
  )
}
