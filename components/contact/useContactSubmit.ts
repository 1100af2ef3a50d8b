import { type RefObject, useRef, useState } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { ApiError, apiRequest } from '../../lib/api/request.ts'
import { type ContactFormValues, emptyContactForm, type enquiryLocales } from '../../lib/contact.ts'
import type { ContactPage } from '../../lib/content/schemas/contactPage.ts'
import { toast } from '../toast/useToast.ts'

type Words = ContactPage['form']['toasts']
const fieldNames = Object.keys(emptyContactForm) as Exclude<keyof ContactFormValues, 'website' | 'locale'>[]

/**
 * Sends a valid enquiry to POST /api/contact: pending while it travels; then the form is reset with a success toast
 * and `sent` is true until `dismiss` (the form shows a confirmation that stays), or the values stay and a destructive
 * toast says what went wrong.
 * `honeypot` is the hidden field people never fill; whatever a script typed there goes along for the server to judge.
 * `locale` is the page's language, sent so staff answer in it.
 */
export function useContactSubmit(
  form: UseFormReturn<ContactFormValues>,
  words: Words,
  honeypot: RefObject<HTMLInputElement | null>,
  locale: (typeof enquiryLocales)[number],
) {
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  // A second Enter in a field while the first request travels must not send the enquiry twice.
  const sending = useRef(false)

  async function submit(values: ContactFormValues): Promise<void> {
    if (sending.current) return
    sending.current = true
    setPending(true)
    setSent(false)
    try {
      const response = await apiRequest('POST', '/api/contact', {
        ...values,
        website: honeypot.current?.value ?? '',
        locale,
      })
      // Read as JSON, which also lets the browser finish with the answer. The id is not shown, and
      // an enquiry the service acknowledged counts as sent even if its answer were unreadable.
      await response.json().catch(() => undefined)
      // The spec marks cached /api/contact data stale here; the site reads nothing from the API, so there is no cache.
      form.reset(emptyContactForm)
      if (honeypot.current) honeypot.current.value = ''
      setSent(true)
      toast({ title: words.successTitle, description: words.successDescription })
    } catch (error) {
      showFieldErrors(error, form)
      toast({ variant: 'destructive', title: words.errorTitle, description: describe(error) || words.errorFallback })
    } finally {
      sending.current = false
      setPending(false)
    }
  }

  return { pending, submit, sent, dismiss: () => setSent(false) }
}

/** The body of an error answer when it is a JSON object, such as `{ "error": "...", "fields": { ... } }`. */
function jsonBody(error: ApiError): { error?: unknown; fields?: unknown } | undefined {
  try {
    const body: unknown = JSON.parse(error.body)
    return typeof body === 'object' && body !== null ? body : undefined
  } catch {
    return undefined
  }
}

/**
 * The toast's description: the error's message, "<status>: <body or status text>". The service
 * answers errors as JSON `{ "error": "..." }`; that sentence is shown rather than the raw JSON around it.
 */
function describe(error: unknown): string {
  if (error instanceof ApiError) {
    const serverMessage = jsonBody(error)?.error
    return typeof serverMessage === 'string' && serverMessage ? `${error.status}: ${serverMessage}` : error.message
  }
  return error instanceof Error ? error.message : ''
}

/** A 400 lists a message per field; each is shown by its field, and focus goes to the first one. */
function showFieldErrors(error: unknown, form: UseFormReturn<ContactFormValues>): void {
  if (!(error instanceof ApiError) || error.status !== 400) return
  const fields = jsonBody(error)?.fields
  if (typeof fields !== 'object' || fields === null) return
  let first = true
  for (const name of fieldNames) {
    const message: unknown = (fields as Record<string, unknown>)[name]
    if (typeof message !== 'string') continue
    form.setError(name, { type: 'server', message }, { shouldFocus: first })
    first = false
  }
}
