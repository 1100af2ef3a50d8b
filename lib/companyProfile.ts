import { type Locale, localePath } from './locales.ts'

/** Where each language's company profile (a PDF made from content/ at build time) is served: /ar/company-profile.pdf. */
export function companyProfilePath(locale: Locale): string {
  return localePath(locale, '/company-profile.pdf')
}

/**
 * The name a visitor's browser saves the profile under: the specification's company-profile.pdf, with the language
 * added for every language but English, so the two profiles can sit side by side in a downloads folder.
 */
export function companyProfileFileName(locale: Locale): string {
  return locale === 'en' ? 'company-profile.pdf' : `company-profile-${locale}.pdf`
}
