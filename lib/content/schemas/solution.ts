import { z } from 'zod'
import { brandColor, icon, order, seoDescription, text } from '../fields.ts'

/**
 * content/solutions/<id>.mdx: one solution area. The file name is the address (/solutions/<id>); the MDX body is
 * the "Overview" section.
 */
export const solutionSchema = z.strictObject({
  title: text(100),
  subtitle: text(120),
  /** Position on /solutions and in the header menu (1 comes first). */
  order: order(),
  icon: icon(),
  /** The accent of the card and the page: sky or emerald. */
  color: brandColor(),
  /** The card text on /solutions and the lead under the page title. */
  description: text(240),
  seoDescription: seoDescription(),
  /** Three short focus areas listed on the /solutions card. */
  focusAreas: z.array(text(80)).length(3),
  /** The closing line of the /solutions card. */
  conclusion: text(240),
  /** "Our Strategic Focus": three cards. */
  focus: z.array(z.strictObject({ icon: icon(), title: text(60), description: text(400) })).length(3),
  /** "National Alignment": three points, each optionally linked to an initiative page by its slug. */
  alignment: z
    .array(
      z.strictObject({
        title: text(100),
        /** The slug of a file in content/initiatives/, such as dubai-robotics-2032. */
        initiative: z.string().trim().optional(),
        description: text(400),
      }),
    )
    .length(3),
  /** The company's role in this area. */
  role: text(1200),
})

export type Solution = z.infer<typeof solutionSchema>
