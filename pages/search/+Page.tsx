import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { SearchForm } from '../../components/search/SearchForm.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { LinkTiles } from '../../components/ui/LinkTiles.tsx'
import type { Data } from './+data.ts'

/**
 * The search page. Prerendered once per language with no results; the service answers /search?q=... with this page,
 * filling copies of the hidden templates below with what it found and leaving the templates out. The results' markup
 * lives here, with the rest of the page, so Tailwind sees its classes and the page's inlined CSS already styles it.
 * The templates are hidden elements rather than <template>s, whose content the CSS inliner does not look into: the
 * rules of the results' headings and list would be missing, and the results would move when the stylesheet arrived.
 */
export default function Page() {
  const data = useData<Data>()
  return (
    <section className="py-16 sm:py-24">
      <Container>
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{data.heading}</h1>
          <p className="mt-4 text-lg leading-8 text-slate-600">{data.intro}</p>
          <div className="mt-8">
            <SearchForm id="search-page-q" {...data.form} visibleLabel />
          </div>
          <div data-search-results="" data-title={data.resultsTitle} />
          <p data-search-status="" aria-live="polite" className="sr-only" />
          <Templates data={data} />
        </div>
      </Container>
    </section>
  )
}

/** `words` with the element `slot` where `{blank}` is: "Results for “{query}”" becomes Results for “<bdi/>”. */
function withSlot(words: string, blank: string, slot: ReactNode): ReactNode {
  const [before, after] = words.split(blank)
  return (
    <>
      {before}
      {slot}
      {after}
    </>
  )
}

function Templates({ data }: { data: Data }) {
  // Words searched for in one script shown inside a sentence in the other keep their own direction (<bdi>).
  const query = <bdi data-slot="query" className="font-semibold text-slate-900" />
  return (
    <>
      <div hidden data-search-template="found">
        <section aria-labelledby="search-results-heading" className="mt-12">
          <h2 id="search-results-heading" className="text-xl font-semibold tracking-tight text-slate-900">
            {withSlot(data.resultsHeading, '{query}', query)}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{withSlot(data.count, '{count}', <span data-slot="count" />)}</p>
          <ol data-slot="hits" className="mt-6 divide-y divide-slate-200 border-y border-slate-200" />
        </section>
      </div>
      <ol hidden data-search-template="hit">
        <li className="py-6">
          <p data-slot="section" className="text-sm font-medium text-slate-500" />
          <h3 className="mt-1 text-lg font-semibold leading-7">
            <a data-slot="link" href={data.home} className="text-sky-800 underline-offset-4 hover:underline">
              {data.heading}
            </a>
          </h3>
          <p data-slot="snippet" className="mt-2 text-base leading-7 text-slate-600">
            <mark className="rounded-sm bg-sky-100 px-0.5 font-medium text-slate-900">{data.heading}</mark>
          </p>
        </li>
      </ol>
      <div hidden data-search-template="none">
        <section aria-labelledby="search-none-heading" className="mt-12">
          <h2 id="search-none-heading" className="text-xl font-semibold tracking-tight text-slate-900">
            {withSlot(data.noResults, '{query}', query)}
          </h2>
          <p className="mt-2 text-base leading-7 text-slate-600">{data.noResultsHint}</p>
          <LinkTiles links={data.suggestions} className="mt-6" />
        </section>
      </div>
      <div hidden data-search-template="otherScript">
        <p className="mt-8 rounded-lg bg-sky-50 px-4 py-3 text-base leading-7 text-slate-700 ring-1 ring-inset ring-sky-200">
          {data.otherScript}{' '}
          <a
            data-slot="otherSearch"
            href={data.home}
            hrefLang={data.otherLocale}
            className="font-semibold text-sky-800 underline underline-offset-4 hover:text-sky-900"
          >
            {data.otherScriptLink}
          </a>
        </p>
      </div>
      <div hidden data-search-template="shortened">
        <p className="mt-4 text-sm text-slate-600">{withSlot(data.shortened, '{max}', <span data-slot="max" />)}</p>
      </div>
    </>
  )
}
