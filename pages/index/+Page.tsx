import { ArrowRight } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { Container } from '../../components/ui/Container.tsx'
import { IconCard } from '../../components/ui/IconCard.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { HeroWithLinks } from '../../components/HeroWithLinks.tsx'
import { CtaBand } from '../../components/CtaBand.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { home } = useData<Data>()
  return (
    <>
      <HeroWithLinks hero={home.hero} />
      <section aria-labelledby="solutions-heading" className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <SectionHeading id="solutions-heading" title={home.solutions.heading} intro={home.solutions.intro} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {home.solutions.cards.map((card, index) => (
              <li key={card.href + card.title}>
                <IconCard
                  icon={card.icon}
                  title={card.title}
                  color={index % 2 === 0 ? 'sky' : 'emerald'}
                  footer={
                    <a href={card.href} className="inline-flex items-center gap-1.5 text-sm font-semibold text-sky-700 hover:text-sky-900">
                      {home.solutions.readMore}
                      <span className="sr-only">: {card.title}</span>
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </a>
                  }
                >
                  {card.description}
                </IconCard>
              </li>
            ))}
          </ul>
        </Container>
      </section>
      <CtaBand heading={home.cta.heading} text={home.cta.text} button={home.cta.button} />
    </>
  )
}
