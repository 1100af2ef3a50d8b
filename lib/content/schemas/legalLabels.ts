import { z } from 'zod'
import { text } from '../fields.ts'

/** content/legal.yaml: the fixed words around every legal page. */
export const legalLabelsSchema = z.strictObject({
  /** Precedes the date, as in "Effective 09 October 2025". */
  effective: text(40),
  tocHeading: text(40),
})

export type LegalLabels = z.infer<typeof legalLabelsSchema>
