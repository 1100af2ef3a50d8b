import { ArrowDown, ArrowRight } from 'lucide-react'
import { ButtonLink } from './ui/ButtonLink.tsx'
import type { IllustrationRef } from './ui/Illustration.tsx'
import { PageHero } from './ui/PageHero.tsx'

interface Props {
  hero: {
    label: string
    heading: string
    text: string
    primary: { label: string; href: string }
    secondary: { label: string; href: string }
    illustration?: IllustrationRef
  }
  /** The title in capitals (PageHero's `capitals`). */
  capitals?: boolean
}

/** A page's opening band with its two buttons; a secondary link to an anchor on the page points down. */
export function HeroWithLinks({ hero, capitals }: Props) {
  return (
    <PageHero
      label={hero.label}
      title={hero.heading}
      text={<p>{hero.text}</p>}
      illustration={hero.illustration}
      capitals={capitals}
    >
      <ButtonLink href={hero.primary.href} variant="onDark">
        {hero.primary.label}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </ButtonLink>
      <ButtonLink href={hero.secondary.href} variant="outlineOnDark">
        {hero.secondary.label}
        {hero.secondary.href.startsWith('#') && <ArrowDown className="size-4" aria-hidden="true" />}
      </ButtonLink>
    </PageHero>
  )
}
