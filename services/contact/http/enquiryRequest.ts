import * as z from 'zod/mini'
import { contactFormSchema, contactLimits } from '../../../lib/contact.ts'
import { enquiryKeys, enquiryLabels, type EnquiryFields, honeypotField } from '../enquiryRecord.ts'

/** The 400 answer: one message per field, shown by the form next to that field. */
export interface InvalidEnquiryBody {
  error: string
  fields: Partial<Record<keyof EnquiryFields, string>>
}

export type EnquiryParseResult =
  /** `honeypot` holds what was typed into the hidden field: set only for spam. */
  { ok: true; fields: EnquiryFields; honeypot: string | undefined } | { ok: false; body: InvalidEnquiryBody }

export const invalidFieldsError = 'Please correct the highlighted fields.'
export const notAnObjectError = 'Please send the enquiry as a JSON object with the fields of the contact form.'

// What an accepted enquiry keeps: every other key a client sends is dropped here and never stored.
const fieldNames = enquiryKeys.filter((key): key is keyof EnquiryFields => key !== 'id' && key !== 'createdAt')

const serviceMessage = 'Please choose one of the listed services'
const localeMessage = 'Language must be "en" or "ar", or left out'

// Names, the address and the company end up in mail headers and one-line listings: a control character (CR/LF above
// all) or a Unicode line separator there can only be an attempt to forge a header or break a line.
const singleLine = /^[^\p{Cc}\u2028\u2029]*$/u
// A message is prose typed into a textarea: line breaks and tabs belong there, other control characters never do.
const prose = /^(?:[\t\n\r]|[^\p{Cc}])*$/u

// Characters that change the order or the visibility of what follows (bidirectional overrides and isolates, the
// zero-width space, the byte-order mark) let a sender disguise a name in the staff e-mail. The joiners (ZWNJ, ZWJ)
// that Arabic and other scripts need stay allowed.
const noDisguise = /^[^\u202A-\u202E\u2066-\u2069\u200B\uFEFF]*$/u
// An RFC 2047 encoded-word (=?UTF-8?Q?...?=) is decoded by mail clients: in the Subject it could show a line break
// and a forged header. No name contains one.
const noEncodedWord = /^(?!.*=\?[^?\s]*\?[bq]\?[^?\s]*\?=)/is
const disguised = (field: keyof EnquiryFields) =>
  `${enquiryLabels[field]} must not contain invisible or direction-changing characters`
const encodedWord = (field: keyof EnquiryFields) =>
  `${enquiryLabels[field]} must not contain "=?...?=", which mail programs read as code`

const tooLong = (field: keyof typeof contactLimits) =>
  `${enquiryLabels[field]} must be at most ${contactLimits[field].max} characters`
const noLineBreaks = (field: keyof EnquiryFields) =>
  `${enquiryLabels[field]} must not contain line breaks or control characters`

// Half of a surrogate pair, which JSON's \uD800 escapes can carry but no UTF-8 text can: PostgreSQL refuses it in a
// JSON document, so it becomes U+FFFD, the character a browser's UTF-8 form post would have sent in its place.
const loneSurrogate = /\p{Cs}/gu
const wellFormed = (text: string) => text.replace(loneSurrogate, '\uFFFD')

/**
 * Trims text and brings it to Unicode's composed form (NFC), so lengths count the characters a reader sees ("e" and
 * a combining accent are one), and reads a missing field as the empty string the form sends, so a missing required
 * field gets the same message as an empty one. Other types pass through untouched for the schema to reject.
 */
const cleaned = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.transform<unknown, unknown>((value) =>
      typeof value === 'string' ? wellFormed(value).normalize('NFC').trim() : value === undefined ? '' : value,
    ),
    schema,
  )

const shared = contactFormSchema.shape

/** The browser's schema plus what only a server must check: trimming, maximum lengths and control characters. */
export const enquirySchema = z.extend(contactFormSchema, {
  firstName: cleaned(
    shared.firstName.check(
      z.maxLength(contactLimits.firstName.max, tooLong('firstName')),
      z.regex(singleLine, noLineBreaks('firstName')),
      z.regex(noDisguise, disguised('firstName')),
      z.regex(noEncodedWord, encodedWord('firstName')),
    ),
  ),
  lastName: cleaned(
    shared.lastName.check(
      z.maxLength(contactLimits.lastName.max, tooLong('lastName')),
      z.regex(singleLine, noLineBreaks('lastName')),
      z.regex(noDisguise, disguised('lastName')),
      z.regex(noEncodedWord, encodedWord('lastName')),
    ),
  ),
  email: cleaned(
    shared.email.check(
      z.maxLength(contactLimits.email.max, tooLong('email')),
      z.regex(singleLine, noLineBreaks('email')),
    ),
  ),
  company: cleaned(
    shared.company.check(
      z.maxLength(contactLimits.company.max, tooLong('company')),
      z.regex(singleLine, noLineBreaks('company')),
      z.regex(noDisguise, disguised('company')),
      z.regex(noEncodedWord, encodedWord('company')),
    ),
  ),
  service: cleaned(shared.service),
  // Not `cleaned`: a missing language stays missing rather than becoming "", and anything but en or ar is refused.
  locale: shared.locale,
  message: cleaned(
    shared.message.check(
      z.maxLength(contactLimits.message.max, tooLong('message')),
      z.regex(prose, 'Message must not contain control characters other than line breaks and tabs'),
    ),
  ),
})

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Copies only the schema's own keys (and the honeypot) out of the parsed body, so nothing a client adds, such as
 * `__proto__` or `constructor`, is ever read through the prototype chain or carried further.
 */
function pickKnownKeys(body: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {}
  for (const key of [...fieldNames, honeypotField]) {
    if (Object.hasOwn(body, key)) picked[key] = body[key]
  }
  return picked
}

// What the spam log keeps of the honeypot: no control character but tab and line breaks. A NUL above all, which
// PostgreSQL refuses in text, so a script's NUL would otherwise turn a spam post into a 503 and a retry.
const controlCharacters = /[^\P{Cc}\t\n\r]/gu

/**
 * The honeypot's content when filled in (anything but missing, null or blank, before cleaning: a control character
 * alone is still a script's doing), kept short and storable for the spam log.
 */
function filledHoneypot(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined
  const text = typeof value === 'string' ? value.trim() : JSON.stringify(value)
  return text === '' ? undefined : wellFormed(text.replace(controlCharacters, '').slice(0, 500))
}

function messageFor(field: keyof EnquiryFields, issue: z.core.$ZodIssue): string {
  if (field === 'service') return serviceMessage
  if (field === 'locale') return localeMessage
  if (issue.code === 'invalid_type') return `${enquiryLabels[field]} must be text`
  return issue.message
}

/** Validates a parsed JSON body. Never throws, whatever the body. */
export function parseEnquiry(body: unknown): EnquiryParseResult {
  if (!isPlainRecord(body)) return { ok: false, body: { error: notAnObjectError, fields: {} } }
  const known = pickKnownKeys(body)
  const result = enquirySchema.safeParse(known)
  if (!result.success) {
    const fields: InvalidEnquiryBody['fields'] = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0]
      // The first problem of a field is the one worth showing; the shared minimum-length messages come first.
      if (typeof field === 'string' && (fieldNames as string[]).includes(field) && !Object.hasOwn(fields, field)) {
        const name = field as keyof EnquiryFields
        fields[name] = messageFor(name, issue)
      }
    }
    return { ok: false, body: { error: invalidFieldsError, fields } }
  }
  const fields: Record<string, unknown> = {}
  for (const name of fieldNames) if (result.data[name] !== undefined) fields[name] = result.data[name]
  return { ok: true, fields: fields as EnquiryFields, honeypot: filledHoneypot(known[honeypotField]) }
}
