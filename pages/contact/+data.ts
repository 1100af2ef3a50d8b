// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { localeInfo } from '../../lib/locales.ts'
import { loadPage } from '../../lib/loadPage.server.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  const { contact, company } = content
  const { area, city, country } = company.address
  return {
    seo,
    locale: content.locale,
    dir: localeInfo[content.locale].dir,
    contact: {
      tag: contact.tag,
      heading: contact.heading,
      intro: contact.intro,
      cards: contact.cards,
      form: contact.form,
    },
    company: {
      // The office as the page shows it, "Port Saeed, Deira, Dubai, UAE": the street line is still a stand-in.
      address: [area, city, country].join(localeInfo[content.locale].comma),
      phone: company.phone,
      email: company.email,
      businessHours: company.businessHours,
    },
  }
}

export type Data = ReturnType<typeof data>
