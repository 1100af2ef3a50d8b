import { CircleCheck } from 'lucide-react'
import { useData } from 'vike-react/useData'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { Container } from '../../components/ui/Container.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { heading, text, links } = useData<Data>()
  return (
    <section className="py-24 sm:py-32">
      <Container className="max-w-2xl text-center">
        <CircleCheck className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="mt-6 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{heading}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">{text}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ButtonLink href={links.home.href}>{links.home.label}</ButtonLink>
          <ButtonLink href={links.again.href} variant="secondary">
            {links.again.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
