import { z } from 'zod'
import { linkTo, text } from '../fields.ts'

/** content/not-found.yaml: the page shown for any address the site does not have. */
export const notFoundSchema = z.strictObject({
  title: text(80),
  text: text(300),
  homeLink: linkTo(),
})

export type NotFound = z.infer<typeof notFoundSchema>
