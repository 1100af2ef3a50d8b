import path from 'node:path'
import { type Locale, localeInfo } from '../locales.ts'
import { Problems } from './ContentError.ts'
import { readDocument } from './readContent.ts'
import { type ContactPage, contactPageSchema } from './schemas/contactPage.ts'

/**
 * The words of the contact page and form in one language (content/contact.yaml, content/ar/contact.yaml), including
 * the service labels the e-mails use and the words of the pages the service answers a form post with.
 */
export function loadContactCopy(root?: string, locale: Locale = 'en'): ContactPage {
  const problems = new Problems()
  const copy = readDocument(
    path.join(localeInfo[locale].contentFolder, 'contact.yaml'),
    contactPageSchema,
    problems,
    root,
  )
  problems.throwIfAny()
  return copy as ContactPage
}
