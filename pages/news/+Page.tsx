import { useData } from 'vike-react/useData'
import { Island } from '../../components/Island.tsx'
import { NewsCard } from '../../components/news/NewsCard.tsx'
import { cardCategory, NewsFilter } from '../../components/news/NewsFilter.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, labels, filters, selected, items, readMore, newTab } = useData<Data>()
  const choice = filters[selected]!
  const shown = (category: string) => selected === 0 || category === choice.name
  const firstShown = items.find((item) => shown(item.category))
  return (
    <>
      <PageHero label={hero.label} title={hero.heading} text={<p>{hero.text}</p>} />
      <section className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <Island id="news-filter" component={NewsFilter} props={{ labels, filters, selected }} />
          {/* Every card on every page of the filter, those of other categories hidden: the filter's script shows
              and hides them in place, and without it each category's page shows its own. */}
          {items.length > 0 && (
            <ul data-testid="news-cards" className="mt-10 grid gap-8 md:grid-cols-2">
              {items.map((item) => (
                <li key={item.id} {...{ [cardCategory]: item.category }} hidden={!shown(item.category)}>
                  <NewsCard item={item} readMore={readMore} newTab={newTab} first={item === firstShown} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>
    </>
  )
}
