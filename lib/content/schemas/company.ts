import { z } from 'zod'
import type { Locale } from '../../locales.ts'
import { httpsUrl, text } from '../fields.ts'

/** The facts that are words rather than numbers or addresses: each is written in every language of the site. */
const inWords = {
  /** Short trading name for the header, footer and page titles (in the browser tab and search results). */
  name: text(80),
  /** Full registered name, as on the trade licence: shown in the key-information section of /about, the footer's copyright line and the legal pages. */
  legalName: text(160),
  /** Legal form, such as L.L.C.: shown in the key-information section of /about. */
  legalForm: text(40),
  /** Where the company is registered: shown in the key-information section of /about. */
  registeredIn: text(120),
  /**
   * One line on what the company does: shown under the name in the company profile, after the name in the home page's
   * title (in the browser tab and search results), and on the picture shown when the home page is shared.
   */
  tagline: text(160),
  /** Two or three sentences on what the company does: shown in the company profile and given to search engines. */
  summary: text(800),
  /** The office address, shown on the contact page, in the legal pages and in the company profile. */
  address: z.strictObject({
    /** The street line (office and building): shown in the legal pages and the company profile, but not on /contact. */
    street: text(160),
    /** The district, such as Port Saeed, Deira: the start of the address on the office card of /contact. */
    area: text(120),
    /** The city, after the district wherever the address is shown. */
    city: text(80),
    /** The country, at the end of the address wherever it is shown. */
    country: text(80),
  }),
  /** Opening days and hours, as visitors read them on the business-hours card of /contact and in the company profile. */
  businessHours: text(120),
}

/** content/company.yaml: the company's facts, each written once; the `ar` block holds the Arabic of those in words. */
export const companySchema = z.strictObject({
  ...inWords,
  /** Trade licence number, written as text so leading zeros survive: shown in the key-information section of /about and in the legal pages. */
  licenseNumber: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, { message: 'expected the licence number as digits only, in quotes, like "1436380"' }),
  /** Phone number as dialled from abroad, like +971 4 000 0000: shown on the phone card of /contact, in the legal pages and in the company profile. */
  phone: z
    .string()
    .trim()
    .regex(/^\+[\d ]{7,20}$/, { message: 'expected an international number like +971 4 000 0000' }),
  /**
   * The company's public e-mail address: shown on the e-mail card of /contact, in the legal pages and in the company
   * profile; the e-mail button at the foot of /about writes to it.
   */
  email: z.string().trim().email(),
  /** The public address of this website, as search engines and the company profile give it; the SITE_URL variable overrides it. */
  website: httpsUrl(),
  /** The year in the footer's copyright line. */
  copyrightYear: z.number().int().min(2000).max(2100),
  /** The facts in words, in Arabic: what Arabic pages (/ar) show. The company profile is in English only. */
  ar: z.strictObject(inWords),
})

/** The company's facts as one language's pages show them. */
export type Company = Omit<z.infer<typeof companySchema>, 'ar'>

/** The facts in the words of `locale`: English is the file's top level, another language its own block. */
export function companyIn(file: z.infer<typeof companySchema>, locale: Locale): Company {
  const { ar, ...english } = file
  return locale === 'en' ? english : { ...english, ...ar }
}
