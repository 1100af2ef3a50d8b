import type { ReactNode } from 'react'
import type { GridBreakpoint } from '../lib/balancedGrid.ts'
import type { IconName } from '../lib/content/iconNames.ts'
import { BalancedGrid } from './ui/BalancedGrid.tsx'
import { Container } from './ui/Container.tsx'
import { IconCard } from './ui/IconCard.tsx'
import { Reveal } from './ui/Reveal.tsx'
import { SectionHeading } from './ui/SectionHeading.tsx'

type Color = 'sky' | 'emerald'

interface Card {
  icon: IconName
  title: string
  description: string
}

interface Props<T extends Card> {
  /** Names the section: its heading gets the id `${id}-heading`. */
  id: string
  heading: string
  intro?: string
  cards: T[]
  /** The most columns at each width, e.g. { sm: 2, lg: 4 }; fewer where one card would sit alone on the last row. */
  widest: Partial<Record<GridBreakpoint, number>>
  /** Each card's colour; by default sky and emerald take turns. */
  color?: (card: T, index: number) => Color
  /** What ends a card, such as its link. */
  footer?: (card: T) => ReactNode
  /** On the slate-50 background that sets a section apart from its neighbours. */
  tinted?: boolean
  /** Fades in as it scrolls into view (components/ui/Reveal.tsx). */
  reveal?: boolean
  testId?: string
}

const alternating = (_card: Card, index: number): Color => (index % 2 === 0 ? 'sky' : 'emerald')

/** A section of icon cards under a heading: the solution, pillar, value, focus and alignment grids. */
export function CardSection<T extends Card>({
  id,
  heading,
  intro,
  cards,
  widest,
  color = alternating,
  footer,
  tinted = false,
  reveal = false,
  testId,
}: Props<T>) {
  const content = (
    <>
      <SectionHeading id={`${id}-heading`} title={heading} intro={intro} />
      <BalancedGrid items={cards} widest={widest} itemKey={(card) => card.title} testId={testId} className="mt-12">
        {(card, index) => (
          <IconCard icon={card.icon} title={card.title} color={color(card, index)} footer={footer?.(card)}>
            {card.description}
          </IconCard>
        )}
      </BalancedGrid>
    </>
  )
  return (
    <section aria-labelledby={`${id}-heading`} className={`${tinted ? 'bg-slate-50 ' : ''}py-16 sm:py-24`}>
      <Container>{reveal ? <Reveal>{content}</Reveal> : content}</Container>
    </section>
  )
}
