import { ArrowRight } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { HeroWithLinks } from '../../components/HeroWithLinks.tsx'
import { CardSection } from '../../components/CardSection.tsx'
import { CtaBand } from '../../components/CtaBand.tsx'
import type { Data } from './+data.ts'
import { KeyFigures } from './KeyFigures.tsx'

export default function Page() {
  const { home } = useData<Data>()
  return (
    <>
      <HeroWithLinks hero={home.hero} capitals />
      <KeyFigures figures={home.figures} />
      <CardSection
        id="solutions"
        heading={home.solutions.heading}
        intro={home.solutions.intro}
        cards={home.solutions.cards}
        widest={{ sm: 2, lg: 4 }}
        tinted
        footer={(card) => (
          <a
            href={card.href}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-sky-700 hover:text-sky-900"
          >
            {home.solutions.readMore}
            <span className="sr-only">: {card.title}</span>
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </a>
        )}
      />
      <CtaBand heading={home.cta.heading} text={home.cta.text} button={home.cta.button} />
    </>
  )
}
