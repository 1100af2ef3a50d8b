import { Container } from '../../components/ui/Container.tsx'
import { Reveal } from '../../components/ui/Reveal.tsx'
import type { About } from '../../lib/content/schemas/about.ts'
import type { Company } from '../../lib/content/schemas/company.ts'

interface Props {
  labels: About['keyInfo']
  company: Pick<Company, 'legalName' | 'legalForm' | 'licenseNumber' | 'registeredIn'>
}

/** The registered facts of the company, as a visitor would check them against the trade licence. */
export function KeyInformation({ labels, company }: Props) {
  const facts = [
    [labels.legalNameLabel, company.legalName],
    [labels.licenseLabel, company.licenseNumber],
    [labels.legalFormLabel, company.legalForm],
    [labels.registeredLabel, company.registeredIn],
  ] as const
  return (
    <section aria-labelledby="key-info-heading" className="bg-slate-50 py-16 sm:py-24">
      <Container>
        <Reveal>
          <h2 id="key-info-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {labels.heading}
          </h2>
          <dl className="mt-10 grid gap-px overflow-hidden rounded-2xl border border-slate-200 bg-slate-200 sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label} className="bg-white p-6">
                <dt className="text-sm font-medium text-slate-500">{label}</dt>
                <dd className="mt-1 text-lg font-semibold break-words text-slate-900">
                  {/* Isolated, so a Latin value keeps its full stop at its end on an Arabic page. */}
                  <bdi>{value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </Reveal>
      </Container>
    </section>
  )
}
