import { enquiryLocales, serviceValues } from '../../lib/contact.ts'
import type { EnquiryFields } from './enquirySchema.ts'

/** One line of the enquiry log (spec, section 3: "Contact submission"). */
export interface Enquiry extends EnquiryFields {
  id: string
  createdAt: string
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isEnquiryId(value: unknown): value is string {
  return typeof value === 'string' && uuid.test(value)
}

/**
 * Checks a line read back from the log. The id must be a uuid because it names files in the outbox: a hand-edited
 * line must not be able to point a file name elsewhere.
 */
export function isEnquiry(value: unknown): value is Enquiry {
  if (typeof value !== 'object' || value === null) return false
  const line = value as Record<string, unknown>
  const texts = ['firstName', 'lastName', 'email', 'company', 'message', 'createdAt'] as const
  return (
    isEnquiryId(line.id) &&
    texts.every((key) => typeof line[key] === 'string') &&
    (line.service === '' || (serviceValues as readonly unknown[]).includes(line.service)) &&
    // Lines written before the form sent its language have none.
    (line.locale === undefined || (enquiryLocales as readonly unknown[]).includes(line.locale))
  )
}
