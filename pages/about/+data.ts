// https://vike.dev/data
import { loadSiteContent } from '../../lib/content/loadSiteContent.ts'
import { pageSeo } from '../../lib/seo.ts'

export function data() {
  const content = loadSiteContent()
  const { about, company } = content
  return {
    seo: pageSeo(content, { title: about.hero.heading, description: about.seoDescription, path: '/about' }),
    about,
    company: { name: company.name, legalName: company.legalName, legalForm: company.legalForm, licenseNumber: company.licenseNumber, registeredIn: company.registeredIn, email: company.email },
    team: content.team.map((member) => member.data),
  }
}

export type Data = ReturnType<typeof data>
