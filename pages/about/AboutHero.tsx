import { ArrowDown, ArrowRight } from 'lucide-react'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import type { About } from '../../lib/content/schemas/about.ts'

export function AboutHero({ hero }: { hero: About['hero'] }) {
  return (
    <PageHero label={hero.label} title={hero.heading} text={<p>{hero.text}</p>}>
      <ButtonLink href={hero.primary.href} variant="onDark">
        {hero.primary.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
      <ButtonLink href={hero.secondary.href} variant="outlineOnDark">
        {hero.secondary.label}
        <ArrowDown className="size-4" aria-hidden="true" />
      </ButtonLink>
    </PageHero>
  )
}
