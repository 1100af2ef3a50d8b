import { z } from 'zod'
import { linkTo, seoDescription, text } from '../fields.ts'

/** content/solutions.yaml: the words of /solutions and the fixed labels of every solution page. */
export const solutionsPageSchema = z.strictObject({
  seoDescription: seoDescription(),
  hero: z.strictObject({ label: text(60), heading: text(80), text: text(600) }),
  grid: z.strictObject({ focusAreasLabel: text(60), cardLink: text(40) }),
  cta: z.strictObject({ heading: text(80), text: text(400), button: linkTo() }),
  solutionPage: z.strictObject({
    back: text(60),
    overviewHeading: text(60),
    focusHeading: text(60),
    alignmentHeading: text(60),
    roleHeading: text(60),
    alignmentLink: text(40),
    closing: z.strictObject({ heading: text(80), text: text(400), button: linkTo() }),
  }),
})

export type SolutionsPage = z.infer<typeof solutionsPageSchema>
