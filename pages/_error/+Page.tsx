import { usePageContext } from 'vike-react/usePageContext'
import { useShell } from '../../lib/pageLanguage.ts'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { Container } from '../../components/ui/Container.tsx'

// https://vike.dev/error-page
// Every page is static, so the only error a visitor can meet is an address the site does not have.
export default function Page() {
  const { is404 } = usePageContext()
  const { notFound } = useShell()
  return (
    <section className="py-24 sm:py-32">
      <Container className="max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-sky-700">{is404 === false ? '500' : '404'}</p>
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{notFound.title}</h1>
        <p className="mt-6 text-lg leading-8 text-slate-600">{notFound.text}</p>
        <div className="mt-10 flex justify-center">
          <ButtonLink href={notFound.homeLink.href}>{notFound.homeLink.label}</ButtonLink>
        </div>
      </Container>
    </section>
  )
}
