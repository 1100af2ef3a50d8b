import { ArrowRight } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { BalancedGrid } from '../../../components/ui/BalancedGrid.tsx'
import { Container } from '../../../components/ui/Container.tsx'
import { IllustrationImage } from '../../../components/ui/Illustration.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import { SectionHeading } from '../../../components/ui/SectionHeading.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { vision, initiatives } = useData<Data>()
  return (
    <>
      <PageHero label={vision.hero.label} title={vision.hero.heading} text={<p>{vision.hero.text}</p>} />
      <section aria-labelledby="intro-heading" className="py-16 sm:py-20">
        <Container>
          <SectionHeading id="intro-heading" title={vision.intro.heading} />
          <div className="mt-6 max-w-3xl space-y-4 text-lg leading-8 text-slate-600">
            {vision.intro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Container>
      </section>
      <section aria-labelledby="initiatives-heading" className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <h2 id="initiatives-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {vision.grid.heading}
          </h2>
          <BalancedGrid
            items={initiatives}
            widest={{ md: 2, lg: 3 }}
            itemKey={(initiative) => initiative.href}
            className="mt-10"
          >
            {(initiative, index) => (
              <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-sky-300 hover:shadow-md">
                <IllustrationImage illustration={initiative.illustration} className="border-b border-slate-200" />
                <div className="flex flex-1 flex-col p-6">
                  <span
                    className={`h-1 w-12 rounded-full ${index % 2 === 0 ? 'bg-sky-600' : 'bg-emerald-600'}`}
                    aria-hidden="true"
                  />
                  <h3 className="mt-5 text-lg font-semibold text-slate-900">{initiative.title}</h3>
                  <p className="mt-1 text-sm font-medium text-sky-700">{initiative.subtitle}</p>
                  <p className="mt-3 flex-1 text-base leading-7 text-slate-600">{initiative.summary}</p>
                  <a
                    href={initiative.href}
                    className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-sky-700 after:absolute after:inset-0 after:rounded-2xl group-hover:text-sky-900"
                  >
                    {vision.grid.cardLink}
                    <span className="sr-only">: {initiative.title}</span>
                    <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  </a>
                </div>
              </article>
            )}
          </BalancedGrid>
        </Container>
      </section>
      <CtaBand heading={vision.cta.heading} text={vision.cta.text} button={vision.cta.button} />
    </>
  )
}
