import { z } from 'zod'
import { brandColor, httpsUrl, icon, order, seoDescription, text } from '../fields.ts'

/**
 * content/initiatives/<slug>.mdx: one national initiative. The file name is the address (/vision/<slug>); the MDX
 * body is the "The National Vision" section.
 */
export const initiativeSchema = z.strictObject({
  title: text(100),
  subtitle: text(120),
  /** Position on the /vision grid and in the header menu (1 comes first). */
  order: order(),
  /** The card text on the /vision overview. */
  summary: text(220),
  seoDescription: seoDescription(),
  /** The official government page, opened by "Learn more" in a new tab. */
  learnMoreUrl: httpsUrl(),
  alignment: z.strictObject({
    heading: text(100),
    intro: text(400),
    cards: z
      .array(z.strictObject({ icon: icon(), title: text(60), description: text(400), color: brandColor() }))
      .min(3)
      .max(6),
  }),
  /** The "Our Commitment" paragraph. */
  commitment: text(1200),
})

export type Initiative = z.infer<typeof initiativeSchema>
