import { zodResolver } from '@hookform/resolvers/zod'
import { ChevronDown, LoaderCircle, Send } from 'lucide-react'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import {
  type ContactFormValues,
  contactFormSchemaWith,
  contactLimits,
  emptyContactForm,
  type enquiryLocales,
  serviceValues,
} from '../../lib/contact.ts'
import type { ContactPage } from '../../lib/content/schemas/contactPage.ts'
import { controlClass, controlShape, FormField } from './FormField.tsx'
import { useContactSubmit } from './useContactSubmit.ts'

type Words = ContactPage['form']
/** The fields people see; the honeypot below and the page's language are not among them. */
type VisibleField = Exclude<keyof ContactFormValues, 'website' | 'locale'>

/**
 * The enquiry form, checked with the shared schema before anything is sent; an invalid submit shows each message by
 * its field and focuses the first. Without JavaScript (or before it arrives) the prerendered form is a plain HTML
 * form: the browser checks the same rules with its own attributes and posts the fields to the service, which answers
 * with a page. Once hydrated, `noValidate` hands the checks to this component and the post to useContactSubmit.
 */
export function ContactForm({
  words,
  locale,
  labelledBy,
}: {
  words: Words
  locale: (typeof enquiryLocales)[number]
  labelledBy?: string
}) {
  const schema = useMemo(() => contactFormSchemaWith(words.validation), [words.validation])
  const form = useForm<ContactFormValues>({ resolver: zodResolver(schema), defaultValues: emptyContactForm })
  const honeypot = useRef<HTMLInputElement>(null)
  const { pending, submit, sent, dismiss } = useContactSubmit(form, words.toasts, honeypot, locale)
  // After a send, focus moves to the confirmation, which stays until the visitor dismisses it: the toast goes after a
  // few seconds, and on a phone it covers the footer rather than the form.
  const confirmation = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (sent) confirmation.current?.focus()
  }, [sent])
  const { register, formState } = form
  // False in the prerendered HTML and during hydration, so both render the same form; true once this code runs.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const { errors } = formState
  const field = (name: VisibleField) => ({
    id: `contact-${name}`,
    label: words.labels[name],
    error: errors[name]?.message,
  })

  return (
    <form
      method="post"
      action="/api/contact"
      acceptCharset="utf-8"
      noValidate={hydrated}
      aria-labelledby={labelledBy}
      onSubmit={form.handleSubmit(submit)}
      className="relative grid gap-6 sm:grid-cols-2"
    >
      <input type="hidden" name="locale" value={locale} />
      {sent && (
        <div
          ref={confirmation}
          tabIndex={-1}
          data-testid="contact-sent"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900 sm:col-span-2"
        >
          <p className="font-semibold">{words.toasts.successTitle}</p>
          <p className="mt-1 text-sm">{words.toasts.successDescription}</p>
          <button
            type="button"
            onClick={() => {
              dismiss()
              form.setFocus('firstName')
            }}
            className="mt-3 min-h-11 rounded text-sm font-semibold text-emerald-900 underline underline-offset-4 hover:text-emerald-700"
          >
            {words.sentPage.againLink}
          </button>
        </div>
      )}
      <FormField {...field('firstName')}>
        {(control) => (
          <input
            {...control}
            {...register('firstName')}
            type="text"
            required
            minLength={contactLimits.firstName.min}
            autoComplete="given-name"
            maxLength={contactLimits.firstName.max}
            placeholder={words.placeholders.firstName}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField {...field('lastName')}>
        {(control) => (
          <input
            {...control}
            {...register('lastName')}
            type="text"
            required
            minLength={contactLimits.lastName.min}
            autoComplete="family-name"
            maxLength={contactLimits.lastName.max}
            placeholder={words.placeholders.lastName}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField {...field('email')}>
        {(control) => (
          // An address is typed left to right; on an Arabic page it still lines up with the other fields.
          <input
            {...control}
            {...register('email')}
            type="email"
            required
            dir="ltr"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={contactLimits.email.max}
            placeholder={words.placeholders.email}
            className={`${controlClass} rtl:text-end`}
          />
        )}
      </FormField>
      <FormField {...field('company')} optional={words.optional}>
        {(control) => (
          <input
            {...control}
            {...register('company')}
            type="text"
            autoComplete="organization"
            maxLength={contactLimits.company.max}
            placeholder={words.placeholders.company}
            className={controlClass}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <FormField {...field('service')} optional={words.optional}>
          {(control) => (
            <div className="relative">
              <select
                {...control}
                {...register('service')}
                // Until a service is chosen, its prompt looks like the other fields' placeholders.
                className={`${controlShape} appearance-none pe-10 [&>option]:text-slate-900 ${form.watch('service') === '' ? 'text-slate-500' : 'text-slate-900'}`}
              >
                <option value="">{words.placeholders.service}</option>
                {serviceValues.map((value) => (
                  <option key={value} value={value}>
                    {words.serviceOptions[value]}
                  </option>
                ))}
              </select>
              <ChevronDown
                className="pointer-events-none absolute end-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
                aria-hidden="true"
              />
            </div>
          )}
        </FormField>
      </div>
      <div className="sm:col-span-2">
        <FormField {...field('message')}>
          {(control) => (
            <textarea
              {...control}
              {...register('message')}
              required
              minLength={contactLimits.message.min}
              rows={3}
              maxLength={contactLimits.message.max}
              placeholder={words.placeholders.message}
              className={`${controlClass} resize-y`}
            />
          )}
        </FormField>
      </div>
      {/* The honeypot: hidden from people and assistive technology, filled in only by scripts (services/contact). */}
      <div aria-hidden="true" className="absolute -start-[9999px] size-px overflow-hidden">
        <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={pending}
          className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-sky-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-sky-800 disabled:cursor-not-allowed disabled:bg-sky-700/70 sm:w-auto"
        >
          {pending ? (
            <LoaderCircle className="size-5 motion-safe:animate-spin" aria-hidden="true" />
          ) : (
            <Send className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          )}
          {pending ? words.sending : words.submit}
        </button>
      </div>
    </form>
  )
}
