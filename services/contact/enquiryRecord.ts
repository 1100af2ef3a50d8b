import * as z from 'zod/mini'
import { enquiryLocales, serviceValues } from '../../lib/contact.ts'

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isEnquiryId(value: unknown): value is string {
  return typeof value === 'string' && uuid.test(value)
}

/**
 * An accepted enquiry as it is kept: one line of the JSON-lines log, one row of the PostgreSQL store (its `enquiry`
 * column), one row of the CSV export and the rows of the staff e-mail all derive from this schema, so a new field is
 * added here and nowhere else. Key order is the order staff read the fields in.
 *
 * It checks types, not the form's rules: a line written before a rule was tightened stays readable.
 */
export const enquiryRecordSchema = z.object({
  /** A uuid, because it names files in the outbox: a hand-edited line must not point a file name elsewhere. */
  id: z.string().check(z.regex(uuid)),
  createdAt: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  service: z.union([z.enum(serviceValues), z.literal('')]),
  /** The language of the page it was sent from; lines written before the form sent it have none. */
  locale: z.optional(z.enum(enquiryLocales)),
  message: z.string(),
})

export type Enquiry = z.output<typeof enquiryRecordSchema>
export type EnquiryKey = keyof Enquiry
/** What a visitor sends; the service adds the id and the time. */
export type EnquiryFields = Omit<Enquiry, 'id' | 'createdAt'>

export const enquiryKeys = Object.keys(enquiryRecordSchema.shape) as EnquiryKey[]

/** How staff name each field, in e-mails and error messages. Typed by the schema, so a new field cannot miss one. */
export const enquiryLabels: Record<EnquiryKey, string> = {
  id: 'Enquiry',
  createdAt: 'Received',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  company: 'Company',
  service: 'Service of interest',
  locale: 'Language',
  message: 'Message',
}

/**
 * The hidden field of the form. People never see it, so a value in it means a script filled in every input it found;
 * the spam log keeps that value under this name beside the enquiry's fields.
 */
export const honeypotField = 'website'

/** A stored record read back through the schema: the enquiry, or undefined for anything else. */
export function readEnquiry(value: unknown): Enquiry | undefined {
  const parsed = enquiryRecordSchema.safeParse(value)
  return parsed.success ? parsed.data : undefined
}
