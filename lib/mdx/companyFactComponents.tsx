import type { ReactElement } from 'react'
import type { Company } from '../content/schemas/company.ts'
import { type Locale, localeInfo } from '../locales.ts'
import type { CompanyFactTag } from './companyFactTags.ts'

/**
 * Components an editor can write in any MDX file, such as <LicenseNumber />, so a company fact is never retyped
 * (content/company.yaml stays the one place to change it).
 */
export function companyFactComponents(
  company: Company,
  locale: Locale = 'en',
): Record<CompanyFactTag, () => ReactElement> {
  const telHref = `tel:${company.phone.replace(/\s+/g, '')}`
  return {
    CompanyName: () => <>{company.name}</>,
    LegalName: () => <>{company.legalName}</>,
    // Numbers and addresses read left to right inside Arabic sentences too.
    LicenseNumber: () => <bdi dir="ltr">{company.licenseNumber}</bdi>,
    CompanyEmail: () => (
      <a href={`mailto:${company.email}`} dir="ltr">
        {company.email}
      </a>
    ),
    CompanyPhone: () => (
      <a href={telHref} dir="ltr">
        {company.phone}
      </a>
    ),
    CompanyAddress: () => (
      <>
        {[company.address.street, company.address.area, company.address.city, company.address.country].join(
          localeInfo[locale].comma,
        )}
      </>
    ),
  }
}
