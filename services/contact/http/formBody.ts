import express from 'express'

/**
 * The largest enquiry body taken, in bytes, JSON and form alike: 64 KB, because 32 KB is not enough. An enquiry at
 * every field's maximum (lib/contact.ts: 5,000 characters of message, 100 + 100 of names, 200 of company, 254 of
 * e-mail) written in Arabic is 11 KB of UTF-8, but both ways of sending it triple that: percent-encoding writes each
 * of an Arabic letter's two bytes as %XX, and a JSON client that escapes every non-ASCII character as \uXXXX
 * (Python's json.dumps does by default) writes six bytes per letter. Either comes to 32.7 KB, and a joiner (ZWNJ, three
 * bytes) or an encoded "+" or two take it past 32 KB. 64 KB holds even a message all of three-byte characters,
 * percent-encoded (48 KB). contactService.test.ts posts both.
 */
export const enquiryBodyLimit = 64 * 1024
export const formType = 'application/x-www-form-urlencoded'

/** Reads the body as text, refusing any other charset than UTF-8 (checked before, with the JSON body's rule). */
export const readFormText = express.text({ type: formType, limit: enquiryBodyLimit, defaultCharset: 'utf-8' })

export const formAnswers = {
  repeated: (name: string) =>
    `Each field may be sent only once, but "${name.slice(0, 40)}" came more than once. Please send the form as the page has it.`,
  notUtf8: 'The form fields are not valid percent-encoded UTF-8. Please send the form as the page has it.',
  tooManyFields: 'The form has more fields than the contact form sends. Please send the form as the page has it.',
} as const

// The contact form has eight fields; a post with many more was not made by it.
const mostFields = 32

export type FormBodyResult = { ok: true; fields: Record<string, string> } | { ok: false; error: string }

/**
 * Parses a urlencoded body with the WHATWG URLSearchParams parser, after checking it decodes as UTF-8 (the parser
 * would silently turn a bad sequence into U+FFFD). A field sent twice is refused rather than guessed between, as a
 * JSON object cannot carry a key twice either.
 */
export function parseFormBody(text: string): FormBodyResult {
  try {
    decodeURIComponent(text.replaceAll('+', ' '))
  } catch {
    return { ok: false, error: formAnswers.notUtf8 }
  }
  const params = new URLSearchParams(text)
  const fields: Record<string, string> = Object.create(null) as Record<string, string>
  let count = 0
  for (const [name, value] of params) {
    count += 1
    if (count > mostFields) return { ok: false, error: formAnswers.tooManyFields }
    if (Object.hasOwn(fields, name)) return { ok: false, error: formAnswers.repeated(name) }
    fields[name] = value
  }
  return { ok: true, fields }
}
