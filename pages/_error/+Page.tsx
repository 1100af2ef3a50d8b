import { usePageContext } from 'vike-react/usePageContext'
import { SearchForm } from '../../components/search/SearchForm.tsx'
import { ButtonLink } from '../../components/ui/ButtonLink.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { LinkTiles } from '../../components/ui/LinkTiles.tsx'
import { useShell } from '../../lib/pageLanguage.ts'

// https://vike.dev/error-page
// Every page is static, so the only error a visitor can meet is an address the site does not have. The page does not
// leave the visitor there: below the specification's title and sentence, the search box and the main sections.
export default function Page() {
  const { is404 } = usePageContext()
  const { notFound, search } = useShell()
  return (
    <section className="py-16 sm:py-24">
      <Container className="max-w-2xl">
        <div className="text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-sky-700">
            {is404 === false ? '500' : '404'}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{notFound.title}</h1>
          <p className="mt-6 text-lg leading-8 text-slate-600">{notFound.text}</p>
        </div>
        <div className="mt-10">
          <SearchForm
            id="not-found-q"
            action={search.action}
            label={notFound.searchLabel}
            button={search.button}
            visibleLabel
          />
        </div>
        <section aria-labelledby="not-found-sections" className="mt-12">
          <h2 id="not-found-sections" className="text-lg font-semibold tracking-tight text-slate-900">
            {notFound.sectionsHeading}
          </h2>
          <LinkTiles links={notFound.sections} className="mt-4" />
        </section>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={notFound.homeLink.href}>{notFound.homeLink.label}</ButtonLink>
        </div>
      </Container>
    </section>
  )
}
