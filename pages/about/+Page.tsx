import { useData } from 'vike-react/useData'
import { CardSection } from '../../components/CardSection.tsx'
import { BalancedGrid } from '../../components/ui/BalancedGrid.tsx'
import { HeroWithLinks } from '../../components/HeroWithLinks.tsx'
import { ProfileCard } from '../../components/ProfileCard.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { Reveal } from '../../components/ui/Reveal.tsx'
import { SectionHeading } from '../../components/ui/SectionHeading.tsx'
import { AboutCta } from './AboutCta.tsx'
import { KeyInformation } from './KeyInformation.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { about, company, team, locale } = useData<Data>()
  return (
    <>
      <HeroWithLinks hero={about.hero} />
      <section id="details" aria-labelledby="details-heading" className="py-16 sm:py-24">
        <Container className="grid gap-12 lg:grid-cols-2">
          <Reveal>
            <SectionHeading id="details-heading" label={about.about.label} title={about.about.heading} />
            <div className="mt-6 space-y-4 text-lg leading-8 text-slate-600">
              {about.about.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Reveal>
          <Reveal>
            <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {about.visionMission.heading}
            </h2>
            <dl className="mt-6 grid gap-6">
              {[about.visionMission.vision, about.visionMission.mission].map((item, index) => (
                <div
                  key={item.title}
                  className={`rounded-2xl border-s-4 bg-slate-50 p-6 ${index === 0 ? 'border-sky-600' : 'border-emerald-600'}`}
                >
                  <dt className="text-lg font-semibold text-slate-900">{item.title}</dt>
                  <dd className="mt-2 text-base leading-7 text-slate-600">{item.text}</dd>
                </div>
              ))}
            </dl>
          </Reveal>
        </Container>
      </section>
      <section aria-labelledby="promise-heading" className="bg-slate-900 py-16 text-white sm:py-20">
        <Container>
          <Reveal className="max-w-3xl">
            <h2 id="promise-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
              {about.promise.heading}
            </h2>
            <p className="mt-6 text-lg leading-8 text-slate-300">{about.promise.text}</p>
          </Reveal>
        </Container>
      </section>
      <CardSection
        id="pillars"
        heading={about.pillars.heading}
        intro={about.pillars.intro}
        cards={about.pillars.items}
        widest={{ sm: 2, lg: 4 }}
        reveal
      />
      <CardSection
        id="values"
        heading={about.values.heading}
        intro={about.values.intro}
        cards={about.values.items}
        widest={{ sm: 2, md: 3, xl: 5 }}
        tinted
        reveal
      />
      <section aria-labelledby="team-heading" className="py-16 sm:py-24">
        <Container>
          <Reveal>
            <SectionHeading id="team-heading" title={about.team.heading} intro={about.team.intro} />
            <BalancedGrid items={team} widest={{ sm: 2, lg: 4 }} itemKey={(member) => member.name} className="mt-12">
              {(member) => <ProfileCard member={member} />}
            </BalancedGrid>
          </Reveal>
        </Container>
      </section>
      <KeyInformation labels={about.keyInfo} company={company} />
      <AboutCta cta={about.cta} company={company} locale={locale} />
    </>
  )
}
