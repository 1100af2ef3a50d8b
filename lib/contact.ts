import { z } from 'zod'

/**
 * The contact enquiry, written once: the browser form validates with `contactFormSchema` through zodResolver and
 * the form service builds its stricter server schema on top of it (services/contact/enquirySchema.ts).
 * Field rules and messages are those of the specification, section 5.
 */

/** The service-interest values a visitor can choose (spec, section 3). Their labels live in content/contact.yaml. */
export const serviceValues = ['industrial', 'smart-city', 'environmental', 'renewable', 'ai'] as const
export type ServiceValue = (typeof serviceValues)[number]

/** Shortest and longest accepted lengths, in characters. The maxima are ours: the spec leaves server limits open. */
export const contactLimits = {
  firstName: { min: 2, max: 100 },
  lastName: { min: 2, max: 100 },
  email: { max: 254 },
  company: { max: 200 },
  message: { min: 10, max: 5000 },
} as const

export const contactMessages = {
  email: 'Please enter a valid email address',
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  message: 'Message must be at least 10 characters',
} as const

export const contactFormSchema = z.object({
  firstName: z.string().min(contactLimits.firstName.min, contactMessages.firstName),
  lastName: z.string().min(contactLimits.lastName.min, contactMessages.lastName),
  email: z.string().email(contactMessages.email),
  company: z.string(),
  /** Empty when the visitor chose nothing. */
  service: z.union([z.enum(serviceValues), z.literal('')]),
  message: z.string().min(contactLimits.message.min, contactMessages.message),
  /**
   * A hidden field people never see or fill; software that fills every field does. Declared here so the form's
   * resolver passes it on: the service answers such posts as accepted but never e-mails them.
   */
  website: z.string().optional(),
})

export type ContactFormValues = z.infer<typeof contactFormSchema>

/** Every field starts empty (spec, section 5). */
export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  service: '',
  message: '',
}
