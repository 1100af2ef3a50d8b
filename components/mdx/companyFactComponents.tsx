import type { Company } from '../../lib/content/schemas/company.ts'

/**
 * Components an editor can write in any MDX file, such as <LicenseNumber />, so a company fact is never retyped
 * (content/company.yaml stays the one place to change it).
 */
export function companyFactComponents(company: Company) {
  const telHref = `tel:${company.phone.replace(/\s+/g, '')}`
  return {
    CompanyName: () => <>{company.name}</>,
    LegalName: () => <>{company.legalName}</>,
    LicenseNumber: () => <>{company.licenseNumber}</>,
    CompanyEmail: () => <a href={`mailto:${company.email}`}>{company.email}</a>,
    CompanyPhone: () => <a href={telHref}>{company.phone}</a>,
    CompanyAddress: () => (
      <>
        {[company.address.street, company.address.area, company.address.city, company.address.country].join(', ')}
      </>
    ),
  }
}
