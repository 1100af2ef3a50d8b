import { useData } from 'vike-react/useData'
import { ContactForm } from '../../components/contact/ContactForm.tsx'
import { Island } from '../../components/Island.tsx'
import { Toaster } from '../../components/toast/Toaster.tsx'
import { Container } from '../../components/ui/Container.tsx'
import { PageHero } from '../../components/ui/PageHero.tsx'
import { ContactDetails } from './ContactDetails.tsx'
import type { Data } from './+data.ts'

export default function Page() {
  const { contact, company, locale, dir } = useData<Data>()
  const { toasts } = contact.form
  return (
    <section id="contact">
      <PageHero label={contact.tag} title={contact.heading} text={<p>{contact.intro}</p>} />
      <div className="bg-slate-50 py-16 sm:py-24">
        <Container className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <ContactDetails cards={contact.cards} company={company} />
          <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm xs:p-6 sm:p-8">
            <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight text-slate-900">
              {contact.form.heading}
            </h2>
            <div className="mt-6">
              <Island
                id="contact-form"
                component={ContactForm}
                props={{ words: contact.form, locale, labelledBy: 'contact-form-heading' }}
              />
            </div>
          </div>
        </Container>
      </div>
      {/* Toasts are needed on this page only, so their code ships with it alone. */}
      <Island
        id="contact-toasts"
        component={Toaster}
        props={{ labels: { region: toasts.regionLabel, toast: toasts.toastLabel, close: toasts.closeLabel }, dir }}
      />
    </section>
  )
}
