import { z } from 'zod'
import type { Locale } from '../../locales.ts'
import { httpsUrl, text } from '../fields.ts'

/**
 * The facts that are words rather than numbers or addresses: each is written in every language of the site. Their
 * labels in the dictionaries say which language ("Trading name (in English)"), since both sit in the one file.
 */
const inWords = () => ({
  /**
   * Short trading name for the header, footer and page titles (in the browser tab and search results). Also printed in
   * the company profile (PDF).
   */
  name: text(80),
  /**
   * Full registered name, as on the trade licence: shown in the Key Information section of the About page, the
   * footer's copyright line and the legal pages. Also printed in the company profile (PDF).
   */
  legalName: text(160),
  /**
   * Legal form, such as L.L.C.: shown in the Key Information section of the About page. Also printed in the company
   * profile (PDF).
   */
  legalForm: text(40),
  /**
   * Where the company is registered: shown in the Key Information section of the About page. Also printed in the
   * company profile (PDF).
   */
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
    /** The street line (office and building): shown in the legal pages and the company profile, but not on the contact page. */
    street: text(160),
    /**
     * The district, such as Port Saeed, Deira: the start of the address on the office card of the contact page. Also
     * printed in the company profile (PDF).
     */
    area: text(120),
    /** The city, after the district wherever the address is shown. Also printed in the company profile (PDF). */
    city: text(80),
    /** The country, at the end of the address wherever it is shown. Also printed in the company profile (PDF). */
    country: text(80),
  }),
  /** Opening days and hours, as visitors read them on the business-hours card of the contact page and in the company profile. */
  businessHours: text(120),
})

/** content/company.yaml: the company's facts, each written once; the `ar` block holds the Arabic of those in words. */
export const companySchema = z.strictObject({
  ...inWords(),
  /**
   * Trade licence number, written as text so leading zeros survive: shown in the Key Information section of the About
   * page and in the legal pages. Also printed in the company profile (PDF).
   */
  licenseNumber: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, { message: 'expected the licence number as digits only, in quotes, like "1436380"' }),
  /** Phone number as dialled from abroad, like +971 4 000 0000: shown on the phone card of the contact page, in the legal pages and in the company profile. */
  phone: z
    .string()
    .trim()
    .regex(/^\+[\d ]{7,20}$/, { message: 'expected an international number like +971 4 000 0000' }),
  /**
   * The company's public e-mail address: shown on the e-mail card of the contact page, in the legal pages and in the
   * company profile; the e-mail button at the foot of the About page writes to it.
   */
  email: z.string().trim().email(),
  /** The public address of this website, as search engines and the company profile give it; the SITE_URL variable overrides it. */
  website: httpsUrl(),
  /** The year in the footer's copyright line. Also printed in the company profile (PDF). */
  copyrightYear: z.number().int().min(2000).max(2100),
  /** The facts in words, in Arabic: what Arabic pages (/ar) and the Arabic company profile (PDF) show. */
  ar: z.strictObject(inWords()),
})

/** The company's facts as one language's pages show them. */
export type Company = Omit<z.infer<typeof companySchema>, 'ar'>

/** The facts in the words of `locale`: English is the file's top level, another language its own block. */
export function companyIn(file: z.infer<typeof companySchema>, locale: Locale): Company {
  const { ar, ...english } = file
  return locale === 'en' ? english : { ...english, ...ar }
}
