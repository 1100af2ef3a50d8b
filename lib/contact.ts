import * as z from 'zod/mini'
import { locales } from './locales.ts'

/**
 * The contact enquiry, written once: the browser form validates with `contactFormSchema` through zodResolver and
 * the form service builds its stricter server schema on top of it (services/contact/http/enquiryRequest.ts).
 * The four rules and their English messages never change (the service answers with them); each page shows them in
 * its own words from content/.
 * Written with `zod/mini`, zod's tree-shakable functional API, so the /contact bundle carries only the parts of zod
 * this schema uses rather than the whole method-chaining classic API.
 */

/** The service-interest values a visitor can choose. Their labels live in content/contact.yaml. */
export const serviceValues = ['industrial', 'smart-city', 'environmental', 'renewable', 'ai'] as const
export type ServiceValue = (typeof serviceValues)[number]

/**
 * Shortest and longest accepted lengths, in characters. The minima are the form's rules; the maxima keep a post to a
 * sensible size.
 */
export const contactLimits = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  email: { max: 254 },
  company: { max: 200 },
  message: { min: 10, max: 5000 },
} as const

/** The languages an enquiry can be written from: the site's own, so staff answer in the visitor's language. */
export const enquiryLocales = locales

/** The messages of the four rules, in English: the service's answers. Each page shows its own from content/contact.yaml. */
export const contactMessages = {
  email: 'Please enter a valid email address',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  message: 'Message must be at least 10 characters',
} as const

export type ContactMessages = Record<keyof typeof contactMessages, string>

/** The form's rules, with the messages in the page's language. */
export function contactFormSchemaWith(messages: ContactMessages) {
  return z.object({
    firstName: z.string().check(z.minLength(contactLimits.firstName.min, messages.firstName)),
    lastName: z.string().check(z.minLength(contactLimits.lastName.min, messages.lastName)),
    /** The e-mail format as a check on a string (as classic `z.string().email()`), so the message is the format's only. */
    email: z.string().check(z.email(messages.email)),
    company: z.string(),
    /** Empty when the visitor chose nothing. */
    service: z.union([z.enum(serviceValues), z.literal('')]),
    message: z.string().check(z.minLength(contactLimits.message.min, messages.message)),
    /**
     * A hidden field people never see or fill; software that fills every field does. Declared here so the form's
     * resolver passes it on: the service answers such posts as accepted but never e-mails them.
     */
    website: z.optional(z.string()),
    /** The language of the page the enquiry was sent from; optional for other clients. */
    locale: z.optional(z.enum(enquiryLocales)),
  })
}

export const contactFormSchema = contactFormSchemaWith(contactMessages)

export type ContactFormValues = z.infer<typeof contactFormSchema>

/** Every field starts empty. */
export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  service: '',
  message: '',
}
