import { z } from 'zod'
import { text } from '../fields.ts'

/** content/legal.yaml: the fixed words around every legal page. */
export const legalLabelsSchema = z.strictObject({
  /**
   * The word before the date in the top band of the privacy policy and the terms of service, as in "Effective
   * 09 October 2025".
   */
  effective: text(40),
  /** The heading of the table of contents beside the text of the privacy policy and the terms of service. */
  tocHeading: text(40),
})

export type LegalLabels = z.infer<typeof legalLabelsSchema>
