import { z } from 'zod'
import { isoDate, seoDescription, text } from '../fields.ts'

/** content/legal/<slug>.mdx: a legal page such as the privacy policy. Each `## ` heading is a numbered section. */
export const legalPageSchema = z.strictObject({
  /**
   * The heading at the top of the page, also the browser tab's title and the words of the page's link in the footer of
   * every page.
   */
  title: text(80),
  /** The date from which this text applies. It is shown under the title, after "Effective". */
  effective: isoDate(),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription(),
})

export type LegalPage = z.infer<typeof legalPageSchema>
