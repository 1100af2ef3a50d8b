import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Company } from '../../../lib/content/schemas/company.ts'
import type { Locale } from '../../../lib/locales.ts'
import { companyFactComponents } from '../../../lib/mdx/companyFactComponents.tsx'
import type { Cms } from './cmsApi.ts'

type Fact = keyof ReturnType<typeof companyFactComponents>

/** The insert buttons' names, in the editor's language. */
export const companyFactLabels: Record<Fact, Record<Locale, string>> = {
  CompanyName: { en: 'Company name', ar: 'اسم الشركة' },
  LegalName: { en: 'Registered name', ar: 'الاسم المسجل' },
  LicenseNumber: { en: 'Licence number', ar: 'رقم الرخصة' },
  CompanyEmail: { en: 'Company e-mail', ar: 'البريد الإلكتروني للشركة' },
  CompanyPhone: { en: 'Company phone', ar: 'هاتف الشركة' },
  CompanyAddress: { en: 'Company address', ar: 'عنوان الشركة' },
}

/**
 * An insert button for each company-fact component of the MDX bodies (<CompanyPhone /> and the rest), so an editor
 * picks the fact rather than typing its tag; the text shows it with the fact as the site will.
 */
export function registerCompanyFacts(cms: Cms, company: Company, locale: Locale): void {
  for (const [name, Fact] of Object.entries(companyFactComponents(company, locale)) as [Fact, ComponentType][]) {
    const tag = `<${name} />`
    cms.registerEditorComponent({
      id: name,
      label: companyFactLabels[name][locale],
      fields: [],
      pattern: new RegExp(`^<${name}\\s*/>$`),
      fromBlock: () => ({}),
      toBlock: () => tag,
      toPreview: () => renderToStaticMarkup(<Fact />),
    })
  }
}
