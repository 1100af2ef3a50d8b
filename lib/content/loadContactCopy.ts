import { Problems } from './ContentError.ts'
import { readDocument } from './readContent.ts'
import { type ContactPage, contactPageSchema } from './schemas/contactPage.ts'

/** The words of the contact page and form (content/contact.yaml), including the service labels the e-mails use. */
export function loadContactCopy(root?: string): ContactPage {
  const problems = new Problems()
  const copy = readDocument('contact.yaml', contactPageSchema, problems, root)
  problems.throwIfAny()
  return copy as ContactPage
}
