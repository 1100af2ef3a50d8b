import { z } from 'zod'
import { callToAction, hero, seoDescription, text } from '../fields.ts'

/** content/solutions.yaml: the words of /solutions and the fixed labels of every solution page. */
export const solutionsPageSchema = z.strictObject({
  seoDescription: seoDescription(),
  hero: hero(),
  grid: z.strictObject({ focusAreasLabel: text(60), cardLink: text(40) }),
  cta: callToAction(),
  solutionPage: z.strictObject({
    back: text(60),
    overviewHeading: text(60),
    focusHeading: text(60),
    alignmentHeading: text(60),
    roleHeading: text(60),
    alignmentLink: text(40),
    closing: callToAction(),
  }),
})

export type SolutionsPage = z.infer<typeof solutionsPageSchema>
