import { z } from 'zod'
import { serviceValues } from '../../contact.ts'
import { seoDescription, text } from '../fields.ts'

const fieldWords = z.strictObject({
  firstName: text(60),
  lastName: text(60),
  email: text(60),
  company: text(80),
  service: text(80),
  message: text(120),
})

/** content/contact.yaml: the words of /contact and its enquiry form. */
export const contactPageSchema = z.strictObject({
  tag: text(60),
  heading: text(80),
  intro: text(400),
  seoDescription: seoDescription(),
  cards: z.strictObject({ address: text(40), phone: text(40), email: text(40), hours: text(40) }),
  form: z.strictObject({
    heading: text(80),
    labels: fieldWords,
    placeholders: fieldWords,
    /** One label for each choice the form sends; the keys are fixed. */
    serviceOptions: z.strictObject(
      Object.fromEntries(serviceValues.map((value) => [value, text(60)])) as Record<
        (typeof serviceValues)[number],
        ReturnType<typeof text>
      >,
    ),
    /** Shown under a field filled in wrongly; the rules (at least 2 characters, a valid address, 10 characters) are fixed. */
    validation: z.strictObject({ firstName: text(120), lastName: text(120), email: text(120), message: text(120) }),
    submit: text(40),
    sending: text(40),
    optional: text(20),
    toasts: z.strictObject({
      successTitle: text(80),
      successDescription: text(200),
      errorTitle: text(80),
      errorFallback: text(200),
      /** Screen readers only: the name of the notification area; "{hotkey}" becomes the key that jumps there (F8). */
      regionLabel: text(80),
      /** Screen readers only: said before each notification as it appears. */
      toastLabel: text(40),
      /** Screen readers only: the name of a notification's close button. */
      closeLabel: text(40),
    }),
  }),
})

export type ContactPage = z.infer<typeof contactPageSchema>
