import { z } from 'zod'
import type { ServiceValue } from '../../contact.ts'
import { seoDescription, text } from '../fields.ts'

/**
 * One piece of wording for each field of the enquiry form on the contact page: used once for the labels and once for
 * the placeholders. Each field's label in the dictionaries says which: "First-name label", "First-name placeholder".
 */
const fieldWords = () =>
  z.strictObject({
    /** The words for the first-name field of the enquiry form. */
    firstName: text(60),
    /** The words for the last-name field of the enquiry form. */
    lastName: text(60),
    /** The words for the e-mail address field of the enquiry form. */
    email: text(60),
    /** The words for the company (organisation) field of the enquiry form. */
    company: text(80),
    /** The words for the dropdown where the visitor picks the service they are interested in. */
    service: text(80),
    /** The words for the large box where the visitor writes their message. */
    message: text(120),
  })

/** content/contact.yaml: the words of the contact page and its enquiry form. */
export const contactPageSchema = z.strictObject({
  /**
   * The short line in small capitals above the heading, in the dark band at the top of the contact page. Also printed
   * in the company profile (PDF).
   */
  tag: text(60),
  /**
   * The main heading of the contact page, in the dark band at the top of the page. Also printed in the company profile
   * (PDF).
   */
  heading: text(80),
  /** The paragraph under the heading in the dark band at the top of the contact page. */
  intro: text(400),
  /** The description search engines show under the title of the contact page. */
  seoDescription: seoDescription(),
  /** The titles of the four cards beside the form; each card shows the matching fact from Company facts. */
  cards: z.strictObject({
    /** Title of the card that shows the office address. Also printed in the company profile (PDF). */
    address: text(40),
    /** Title of the card that shows the phone number. Also printed in the company profile (PDF). */
    phone: text(40),
    /** Title of the card that shows the e-mail address. Also printed in the company profile (PDF). */
    email: text(40),
    /** Title of the card that shows the business hours. Also printed in the company profile (PDF). */
    hours: text(40),
  }),
  /** The words of the enquiry form. */
  form: z.strictObject({
    /** The heading above the enquiry form. */
    heading: text(80),
    /** The name shown above each field of the enquiry form. */
    labels: fieldWords(),
    /** The grey hint inside each empty field; for the service dropdown, the prompt shown until a service is chosen. */
    placeholders: fieldWords(),
    /**
     * The choices of the service dropdown, one label for each choice the form sends; the choices themselves are
     * fixed, only their words may be changed.
     */
    serviceOptions: z.strictObject({
      /** The words of the choice for industrial automation. */
      industrial: text(60),
      /** The words of the choice for smart-city solutions. */
      'smart-city': text(60),
      /** The words of the choice for environmental development. */
      environmental: text(60),
      /** The words of the choice for renewable energy. */
      renewable: text(60),
      /** The words of the choice for artificial intelligence. */
      ai: text(60),
      // The choices are the values the form sends: one each, checked here against that list.
    } satisfies Record<ServiceValue, z.ZodType>),
    /** Shown under a field filled in wrongly; the rules (at least 2 characters, a valid address, 10 characters) are fixed. */
    validation: z.strictObject({
      /** Shown under the first-name field when the name is too short. */
      firstName: text(120),
      /** Shown under the last-name field when the name is too short. */
      lastName: text(120),
      /** Shown under the e-mail field when the address is not a valid e-mail address. */
      email: text(120),
      /** Shown under the message box when the message is too short. */
      message: text(120),
    }),
    /** The words on the button that sends the form. */
    submit: text(40),
    /** The words on the send button while the message is on its way. */
    sending: text(40),
    /** The word beside the labels of the fields a visitor may leave empty (company and service). */
    optional: text(20),
    /** The notifications that pop up after the visitor sends the form. */
    toasts: z.strictObject({
      /** The title of the notification shown when the message was sent. */
      successTitle: text(80),
      /** The sentence under that title, such as when the visitor can expect an answer. */
      successDescription: text(200),
      /** The title of the notification shown when the message could not be sent. */
      errorTitle: text(80),
      /** The sentence under that title when the site has no more precise reason to give. */
      errorFallback: text(200),
      /** Screen readers only: the name of the notification area; "{hotkey}" becomes the key that jumps there (F8). */
      regionLabel: text(80),
      /** Screen readers only: said before each notification as it appears. */
      toastLabel: text(40),
      /** Screen readers only: the name of a notification's close button. */
      closeLabel: text(40),
    }),
    /**
     * The page a visitor sees after sending the form from a browser without JavaScript. Its heading and sentence are
     * those of the sent notification above; these are its two links.
     */
    sentPage: z.strictObject({
      /** The link back to the home page. */
      homeLink: text(60),
      /** The link back to an empty form, to write another message. */
      againLink: text(60),
    }),
    /**
     * What the contact page says above the form when a message sent from a browser without JavaScript was not
     * accepted. Each box starts with the not-sent notification's title above.
     */
    problems: z.strictObject({
      /** Some fields are filled in wrongly; each field then shows its own message, listed here as links to it. */
      invalid: text(160),
      /** The same connection sent too many messages in a short time. */
      tooMany: text(200),
      /** The website could not store the message (a fault on the company's side). */
      unavailable: text(200),
      /** The message is longer than the form takes; {kilobytes} is replaced by the limit, in kilobytes. */
      tooLarge: text(200).refine((value) => value.includes('{kilobytes}'), {
        message: 'must contain {kilobytes}, where the limit in kilobytes goes',
      }),
      /** The message was refused for another reason, such as being sent from another website. */
      refused: text(200),
      /** Shown with the two sentences above it: "{phone}" and "{email}" become the company's phone and e-mail links. */
      otherWays: text(200),
      /** Under a field whose text the form cannot accept for a reason other than the four above (a character it refuses). */
      notAccepted: text(160),
    }),
  }),
})

export type ContactPage = z.infer<typeof contactPageSchema>
