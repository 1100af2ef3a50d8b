import { z } from 'zod'
import { icon, linkTo, seoDescription, sitePath, text } from '../fields.ts'

/** content/home.yaml: the words of the home page. */
export const homeSchema = z.strictObject({
  seoDescription: seoDescription(),
  hero: z.strictObject({
    /** Small capitals line above the heading. */
    label: text(60),
    heading: text(80),
    text: text(600),
    primary: linkTo(),
    secondary: linkTo(),
  }),
  solutions: z.strictObject({
    heading: text(80),
    intro: text(400),
    /** The link text on every card. */
    readMore: text(30),
    cards: z
      .array(z.strictObject({ icon: icon(), title: text(60), description: text(300), href: sitePath() }))
      .length(4),
  }),
  cta: z.strictObject({ heading: text(80), text: text(400), button: linkTo() }),
})

export type Home = z.infer<typeof homeSchema>
