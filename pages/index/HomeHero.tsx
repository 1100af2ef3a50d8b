import { ArrowRight } from 'lucide-react'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import type { Home } from '../../lib/content/schemas/home.ts'

export function HomeHero({ hero }: { hero: Home['hero'] }) {
  return (
    <PageHero label={hero.label} title={hero.heading} text={<p>{hero.text}</p>}>
      <ButtonLink href={hero.primary.href} variant="onDark">
        {hero.primary.label}
        <ArrowRight className="size-4" aria-hidden="true" />
      </ButtonLink>
      <ButtonLink href={hero.secondary.href} variant="outlineOnDark">
        {hero.secondary.label}
      </ButtonLink>
    </PageHero>
  )
}
