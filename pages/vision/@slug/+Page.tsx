import { useData } from 'vike-react/useData'
import { BackLink } from '../../../components/BackLink.tsx'
import { CardSection } from '../../../components/CardSection.tsx'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { ExternalLink } from '../../../components/ExternalLink.tsx'
import { Prose } from '../../../components/Prose.tsx'
import { Container } from '../../../components/ui/Container.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { initiative, bodyHtml, back, labels, newTab } = useData<Data>()
  return (
    <>
      <PageHero
        before={
          <>
            <BackLink href={back} label={labels.back} />
            <p className="mb-4">
              <span className="inline-flex rounded-full bg-emerald-400/15 px-3 py-1 text-xs font-semibold tracking-wider text-emerald-200 ring-1 ring-inset ring-emerald-300/30">
                {labels.badge}
              </span>
            </p>
          </>
        }
        title={initiative.title}
        illustration={initiative.illustration}
        text={<p className="text-xl text-sky-100">{initiative.subtitle}</p>}
      >
        <ExternalLink
          href={initiative.learnMoreUrl}
          newTab={newTab}
          className="min-h-11 rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 hover:bg-sky-50"
        >
          {labels.learnMore}
        </ExternalLink>
      </PageHero>
      <section aria-labelledby="vision-heading" className="py-16 sm:py-20">
        <Container>
          <div className="max-w-3xl">
            <h2 id="vision-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {labels.visionHeading}
            </h2>
            <Prose html={bodyHtml} className="mt-6" />
          </div>
        </Container>
      </section>
      <CardSection
        id="alignment"
        heading={initiative.alignment.heading}
        intro={initiative.alignment.intro}
        cards={initiative.alignment.cards}
        widest={{ sm: 2, lg: 4 }}
        color={(card) => card.color}
        tinted
        testId="alignment-cards"
      />
      <section aria-labelledby="commitment-heading" className="py-16 sm:py-20">
        <Container>
          <div className="max-w-3xl rounded-2xl border-s-4 border-emerald-600 bg-emerald-50/60 p-6 sm:p-8">
            <h2 id="commitment-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {labels.commitmentHeading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{initiative.commitment}</p>
          </div>
        </Container>
      </section>
      <CtaBand heading={labels.closing.heading} text={labels.closing.text} button={labels.closing.button} />
    </>
  )
}
