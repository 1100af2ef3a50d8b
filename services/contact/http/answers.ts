import { enquiryBodyLimit } from './formBody.ts'

/** The service's answers in JSON, in English: the runtime contract's `error` of each refusal. */
export const answers = {
  storeFailed: 'We could not store your message. Please try again in a few minutes or email us.',
  notJson: 'Please send the enquiry as JSON in UTF-8, with the header Content-Type: application/json.',
  crossSite: "Enquiries are accepted from this website's own contact form only.",
  tooLarge: `The enquiry is too large: the limit is ${enquiryBodyLimit / 1024} KB. Please shorten the message.`,
  notStorable:
    'Your enquiry holds something we cannot store, such as an unusual invisible character. Please remove it and send the enquiry again, or email us.',
  malformedJson: 'The request body is not valid JSON. Please send the form fields as a JSON object.',
  badRequest: 'The request could not be read.',
  methodNotAllowed: 'Enquiries are sent with POST.',
  unexpected: 'Something went wrong on our side. Please try again in a few minutes or email us.',
  tooMany: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    return `Too many messages from your connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
  },
} as const
