import { type Locale, localePath } from './locales.ts'

/**
 * What the contact page and the form service agree on for a form posted without JavaScript: where the visitor lands
 * after sending, and how the service marks up the problems it writes into the contact page. The classes live here,
 * where Tailwind finds them, because the service adds this markup to the built page after Tailwind has run.
 */

/** The confirmation page the service sends a browser to (303) once an enquiry sent without JavaScript is stored. */
export const sentPath = (locale: Locale) => localePath(locale, '/contact/sent')

/** The message under a field filled in wrongly: the same in the form's own checks and in the service's answer page. */
export const fieldErrorClass = 'mt-2 text-sm text-red-700'

/** The box above the form that says why a message was not accepted, and the parts inside it. */
export const problemBox = {
  box: 'rounded-lg border border-red-200 bg-red-50 p-4 text-sm leading-6 text-red-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600 sm:col-span-2',
  title: 'text-base font-semibold',
  text: 'mt-1',
  list: 'mt-2 list-disc ps-5',
  link: 'font-semibold underline underline-offset-2 hover:text-red-700',
} as const
