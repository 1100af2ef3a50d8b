// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { loadPage } from '../../lib/loadPage.server.ts'

export function data(pageContext: PageContextServer) {
  const { content, seo } = loadPage(pageContext)
  const { about, company } = content
  return {
    seo,
    locale: content.locale,
    about,
    company: {
      name: company.name,
      legalName: company.legalName,
      legalForm: company.legalForm,
      licenseNumber: company.licenseNumber,
      registeredIn: company.registeredIn,
      email: company.email,
    },
    team: content.team.map((member) => member.data),
  }
}

export type Data = ReturnType<typeof data>
