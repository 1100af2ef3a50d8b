import { z } from 'zod'
import { httpsUrl, text } from '../fields.ts'

/** content/company.yaml: the company's facts, each written once. */
export const companySchema = z.strictObject({
  /** Short trading name for the header, footer and page titles. */
  name: text(80),
  /** Full registered name, as on the trade licence. */
  legalName: text(160),
  /** Legal form, such as L.L.C. */
  legalForm: text(40),
  /** Trade licence number, written as text so leading zeros survive. */
  licenseNumber: z.string().trim().regex(/^\d{4,12}$/, { message: 'expected the licence number as digits only, in quotes, like "1436380"' }),
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
  /** Phone number as dialled from abroad, like +971 4 000 0000. */
  phone: z.string().trim().regex(/^\+[\d ]{7,20}$/, { message: 'expected an international number like +971 4 000 0000' }),
  /** The company's public e-mail address. */
  email: z.string().trim().email(),
  /** The public address of this website; the SITE_URL variable overrides it. */
  website: httpsUrl(),
  /** Opening days and hours, as visitors read them. */
  businessHours: text(120),
  /** The year in the footer's copyright line. */
  copyrightYear: z.number().int().min(2000).max(2100),
})

export type Company = z.infer<typeof companySchema>
