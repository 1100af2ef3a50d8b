import { useData } from 'vike-react/useData'
import { CtaBand } from '../../../components/CtaBand.tsx'
import { Container } from '../../../components/ui/Container.tsx'
import { PageHero } from '../../../components/ui/PageHero.tsx'
import { SolutionCard } from './SolutionCard.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { page, solutions } = useData<Data>()
  return (
    <>
      <PageHero label={page.hero.label} title={page.hero.heading} text={<p>{page.hero.text}</p>} />
      <section className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <ul data-testid="solution-cards" className="grid gap-8">
            {solutions.map((solution) => (
              <li key={solution.href}>
                <SolutionCard solution={solution} labels={page.grid} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand heading={page.cta.heading} text={page.cta.text} button={page.cta.button} />
    </>
  )
}
