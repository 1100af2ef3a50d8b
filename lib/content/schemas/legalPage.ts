import { z } from 'zod'
import { isoDate, seoDescription, text } from '../fields.ts'

/** content/legal/<slug>.mdx: a legal page such as the privacy policy. Each `## ` heading is a numbered section. */
export const legalPageSchema = z.strictObject({
  title: text(80),
  /** The date from which this text applies, YYYY-MM-DD. */
  effective: isoDate(),
  seoDescription: seoDescription(),
})

export type LegalPage = z.infer<typeof legalPageSchema>
