import { z } from 'zod'
import { linkTo, text } from '../fields.ts'

/** content/not-found.yaml: the page shown for any address the site does not have. */
export const notFoundSchema = z.strictObject({
  /** The large heading of the page, also its title in the browser tab. */
  title: text(80),
  /** The sentence under the heading, also the page's description for search engines. */
  text: text(300),
  /** Above the search box under the sentence: an invitation to search for what the visitor was looking for. */
  searchLabel: text(80),
  /** The heading above the links to the site's main sections (solutions, national vision, news, contact). */
  sectionsHeading: text(80),
  /** The button under the sentence, usually back to the home page. */
  homeLink: linkTo(),
})

export type NotFound = z.infer<typeof notFoundSchema>
