import { useData } from 'vike-react/useData'
import { Island } from '../../components/Island.tsx'
import { NewsFilter } from '../../components/news/NewsFilter.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { hero, labels, items } = useData<Data>()
  return (
    <>
      <PageHero label={hero.label} title={hero.heading} text={<p>{hero.text}</p>} />
      <section className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <Island id="news-filter" component={NewsFilter} props={{ items, labels }} />
        </Container>
      </section>
    </>
  )
}
