import { z } from 'zod'
import type { Locale } from '../../locales.ts'
import { httpsUrl, text } from '../fields.ts'

/** The facts that are words rather than numbers or addresses: each is written in every language of the site. */
const inWords = {
  /** Short trading name for the header, footer and page titles. */
  name: text(80),
  /** Full registered name, as on the trade licence. */
  legalName: text(160),
  /** Legal form, such as L.L.C. */
  legalForm: text(40),
  /** Where the company is registered. */
  registeredIn: text(120),
  /** One line shown under the name in the footer and the company profile. */
  tagline: text(160),
  /** Two or three sentences on what the company does. */
  summary: text(800),
  /** The office address, shown on the contact page and in the company profile. */
  address: z.strictObject({
    street: text(160),
    area: text(120),
    city: text(80),
    country: text(80),
  }),
  /** Opening days and hours, as visitors read them. */
  businessHours: text(120),
}

/** content/company.yaml: the company's facts, each written once; the `ar` block holds the Arabic of those in words. */
export const companySchema = z.strictObject({
  ...inWords,
  /** Trade licence number, written as text so leading zeros survive. */
  licenseNumber: z.string().trim().regex(/^\d{4,12}$/, { message: 'expected the licence number as digits only, in quotes, like "1436380"' }),
  /** Phone number as dialled from abroad, like +971 4 000 0000. */
  phone: z.string().trim().regex(/^\+[\d ]{7,20}$/, { message: 'expected an international number like +971 4 000 0000' }),
  /** The company's public e-mail address. */
  email: z.string().trim().email(),
  /** The public address of this website; the SITE_URL variable overrides it. */
  website: httpsUrl(),
  /** The year in the footer's copyright line. */
  copyrightYear: z.number().int().min(2000).max(2100),
  /** The facts in words, in Arabic: what Arabic pages show. */
  ar: z.strictObject(inWords),
})

/** The company's facts as one language's pages show them. */
export type Company = Omit<z.infer<typeof companySchema>, 'ar'>

/** The facts in the words of `locale`: English is the file's top level, another language its own block. */
export function companyIn(file: z.infer<typeof companySchema>, locale: Locale): Company {
  const { ar, ...english } = file
  return locale === 'en' ? english : { ...english, ...ar }
}
