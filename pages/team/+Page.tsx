import { useData } from 'vike-react/useData'
import { ProfileCard } from '../../components/ProfileCard.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { leadership, members } = useData<Data>()
  return (
    <>
      <PageHero label={leadership.label} title={leadership.heading} text={<p>{leadership.intro}</p>} />
      <section className="bg-slate-50 py-16 sm:py-24">
        <Container>
          <ul className="mx-auto grid max-w-4xl gap-8">
            {members.map((member) => (
              <li key={member.name}>
                <ProfileCard member={member} profileButton={leadership.profileButton} headingLevel="h2" layout="wide" />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  )
}
