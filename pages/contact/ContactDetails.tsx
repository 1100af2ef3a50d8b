import { Clock, type LucideIcon, Mail, MapPin, Phone } from 'lucide-react'
import type { ContactPage } from '../../lib/content/schemas/contactPage.ts'
import type { Data } from './+data.ts'

interface Props {
  cards: ContactPage['cards']
  company: Data['company']
}

interface Item {
  icon: LucideIcon
  title: string
  value: string
  href?: string
  /** Numbers and addresses read left to right, also on a right-to-left page. */
  ltr?: boolean
}

/** The four ways to reach the company, as cards; a card with a link is a link all over. */
export function ContactDetails({ cards, company }: Props) {
  const items: Item[] = [
    { icon: MapPin, title: cards.address, value: company.address },
    {
      icon: Phone,
      title: cards.phone,
      value: company.phone,
      href: `tel:${company.phone.replace(/\s+/g, '')}`,
      ltr: true,
    },
    { icon: Mail, title: cards.email, value: company.email, href: `mailto:${company.email}`, ltr: true },
    { icon: Clock, title: cards.hours, value: company.businessHours },
  ]
  return (
    <address className="not-italic">
      {/* From lg the four cards share the height of the form beside them. */}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:h-full lg:grid-cols-1 lg:grid-rows-4">
        {items.map(({ icon: Glyph, title, value, href, ltr }, index) => (
          <div
            key={title}
            className="relative flex min-h-24 flex-col justify-center rounded-2xl border border-slate-200 bg-white p-4 ps-[4.5rem] shadow-sm transition has-[a:hover]:border-sky-300 has-[a:hover]:shadow-md sm:p-5 sm:ps-[5.25rem]"
          >
            <dt className="text-sm font-medium text-slate-500">
              <span
                className={`absolute start-4 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-xl ring-1 ring-inset sm:start-5 sm:size-12 ${index % 2 === 0 ? 'bg-sky-50 text-sky-700 ring-sky-100' : 'bg-emerald-50 text-emerald-700 ring-emerald-100'}`}
              >
                <Glyph className="size-5 sm:size-6" aria-hidden="true" strokeWidth={1.75} />
              </span>
              {title}
            </dt>
            <dd className="mt-1 text-base font-semibold text-balance break-words text-slate-900">
              {href ? (
                <a
                  href={href}
                  dir={ltr ? 'ltr' : undefined}
                  className="rounded after:absolute after:inset-0 after:rounded-2xl hover:text-sky-700"
                >
                  {breakAfterAt(value)}
                </a>
              ) : (
                value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </address>
  )
}

/** On a narrow phone a long e-mail address wraps after its @ rather than inside a word. */
function breakAfterAt(value: string) {
  const at = value.indexOf('@')
  if (at < 0) return value
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  )
}
