import { useData } from 'vike-react/useData'
import { BackLink } from '../../../components/BackLink.tsx'
import { CardSection } from '../../../components/CardSection.tsx'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { Prose } from '../../../components/Prose.tsx'
import { Container } from '../../../components/ui/Container.tsx'
import { Icon } from '../../../components/ui/Icon.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import { SectionHeading } from '../../../components/ui/SectionHeading.tsx'
import { accents } from '../accents.ts'
import { AlignmentPoints } from './AlignmentPoints.tsx'
import { FocusAreas } from './FocusAreas.tsx'
import type { Data } from './+data.ts'

const heroBadge = {
  sky: 'bg-sky-400/15 text-sky-200 ring-sky-300/30',
  emerald: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
}

export default function Page() {
  const { solution, bodyHtml, back, labels, focusAreasLabel } = useData<Data>()
  return (
    <>
      <PageHero
        before={
          <>
            <BackLink href={back} label={labels.back} />
            <span
              className={`mb-3 flex size-14 items-center justify-center rounded-2xl ring-1 ring-inset ${heroBadge[solution.color]}`}
            >
              <Icon name={solution.icon} className="size-7" />
            </span>
          </>
        }
        title={solution.title}
        illustration={solution.illustration}
        text={
          <>
            <p className="text-xl font-medium text-sky-100">{solution.subtitle}</p>
            <p className="mt-4">{solution.description}</p>
          </>
        }
      />
      <section aria-labelledby="overview-heading" className="py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
          <div className="max-w-3xl">
            <h2 id="overview-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {labels.overviewHeading}
            </h2>
            <Prose html={bodyHtml} className="mt-6" />
          </div>
          <FocusAreas
            areas={solution.focusAreas}
            label={focusAreasLabel}
            conclusion={solution.conclusion}
            color={solution.color}
          />
        </Container>
      </section>
      <CardSection
        id="focus"
        heading={labels.focusHeading}
        cards={solution.focus}
        widest={{ lg: 3 }}
        color={() => solution.color}
        tinted
        testId="focus-cards"
      />
      <section aria-labelledby="alignment-heading" className="py-16 sm:py-24">
        <Container>
          <SectionHeading id="alignment-heading" title={labels.alignmentHeading} />
          <AlignmentPoints points={solution.alignment} linkLabel={labels.alignmentLink} color={solution.color} />
        </Container>
      </section>
      <section aria-labelledby="role-heading" className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <div
            className={`max-w-3xl rounded-2xl border-s-4 bg-white p-6 shadow-sm sm:p-8 ${accents[solution.color].border}`}
          >
            <h2 id="role-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {labels.roleHeading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-700">{solution.role}</p>
          </div>
        </Container>
      </section>
      <CtaBand heading={labels.closing.heading} text={labels.closing.text} button={labels.closing.button} />
    </>
  )
}
