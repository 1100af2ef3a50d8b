import { z } from 'zod'
import { callToAction, hero, seoDescription, text } from '../fields.ts'

/** content/vision.yaml: the words of /vision and the fixed labels of every initiative page. */
export const visionPageSchema = z.strictObject({
  seoDescription: seoDescription(),
  hero: hero(),
  intro: z.strictObject({ heading: text(80), paragraphs: z.array(text(1200)).min(1).max(4) }),
  grid: z.strictObject({ heading: text(80), cardLink: text(40) }),
  cta: callToAction(),
  initiativePage: z.strictObject({
    back: text(60),
    badge: text(40),
    learnMore: text(40),
    visionHeading: text(60),
    commitmentHeading: text(60),
    closing: callToAction(),
  }),
})

export type VisionPage = z.infer<typeof visionPageSchema>
