import type { SiteContent } from '../content/contentTypes.ts'
import type { Breadcrumb } from './pageSeo.ts'
import { resolveSiteUrl } from '../siteUrl.ts'

/** schema.org Organization for the home page: how search engines learn the company's registered facts. */
export function organizationJsonLd({ company }: Pick<SiteContent, 'company'>) {
  const origin = resolveSiteUrl(company.website)
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
    description: company.summary,
    email: company.email,
    telephone: company.phone,
    identifier: { '@type': 'PropertyValue', propertyID: 'Dubai trade licence', value: company.licenseNumber },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: `${company.address.area}, ${company.address.city}`,
      addressRegion: company.address.city,
      addressCountry: 'AE',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: company.email,
      telephone: company.phone,
      availableLanguage: ['English', 'Arabic'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '15:00',
      },
    },
  }
}

export function breadcrumbJsonLd(breadcrumbs: Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  }
}

/** JSON for a <script> block: "<" is escaped so no text in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
