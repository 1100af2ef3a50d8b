// https://vike.dev/data
import { loadSiteContent } from '../../lib/content/loadSiteContent.ts'
import { pageSeo } from '../../lib/seo.ts'

export function data() {
  const content = loadSiteContent()
  const { contact, company } = content
  const { area, city, country } = company.address
  return {
    seo: pageSeo(content, { title: content.navigation.contact, description: contact.seoDescription, path: '/contact' }),
    contact: { tag: contact.tag, heading: contact.heading, intro: contact.intro, cards: contact.cards, form: contact.form },
    company: {
      // The office as the spec gives it, "Port Saeed, Deira, Dubai, UAE": the street line is still a stand-in.
      address: [area, city, country].join(', '),
      phone: company.phone,
      email: company.email,
      businessHours: company.businessHours,
    },
  }
}

export type Data = ReturnType<typeof data>
