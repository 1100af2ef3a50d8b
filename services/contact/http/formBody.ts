import express from 'express'

/**
 * The form's plain HTML post (application/x-www-form-urlencoded), for browsers without JavaScript. Percent-encoding
 * makes a body up to six times longer than its text (an Arabic letter is two bytes, each written as %XX), so a
 * message at the form's limits in Arabic needs about 34 KB: twice the JSON limit leaves room for that.
 */
export const formBodyLimit = '64kb'
export const formType = 'application/x-www-form-urlencoded'

/** Reads the body as text, refusing any other charset than UTF-8 (checked before, with the JSON body's rule). */
export const readFormText = express.text({ type: formType, limit: formBodyLimit, defaultCharset: 'utf-8' })

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
