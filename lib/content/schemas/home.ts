import { z } from 'zod'
import { callToAction, heroWithLinks, icon, seoDescription, sitePath, text } from '../fields.ts'

/** content/home.yaml: the words of the home page. */
export const homeSchema = z.strictObject({
  seoDescription: seoDescription(),
  hero: heroWithLinks(),
  solutions: z.strictObject({
    heading: text(80),
    intro: text(400),
    /** The link text on every card. */
    readMore: text(30),
    cards: z
      .array(z.strictObject({ icon: icon(), title: text(60), description: text(300), href: sitePath() }))
      .length(4),
  }),
  cta: callToAction(),
})

export type Home = z.infer<typeof homeSchema>
