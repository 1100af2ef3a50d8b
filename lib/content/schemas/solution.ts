import { z } from 'zod'
import { brandColor, icon, illustration, order, seoDescription, text } from '../fields.ts'

/**
 * content/solutions/<id>.mdx: one solution area. The file name is the address (/solutions/<id>); the MDX body is
 * the "Overview" section.
 */
export const solutionSchema = z.strictObject({
  /**
   * The solution area's name: the heading of its page and of its card on /solutions, its entry in the header's "Our
   * Solutions" menu, and the browser tab's title. The downloadable company profile lists it too.
   */
  title: text(100),
  /** The line under the title, both on the solution's page and on its card on /solutions. */
  subtitle: text(120),
  /** Position on /solutions and in the header menu (1 comes first). */
  order: order(),
  /** The picture in the badge of the /solutions card and above the title on the solution's page. */
  icon: icon(),
  /** The accent of the card and the page: sky or emerald. */
  color: brandColor(),
  /** The drawing beside the title at the top of the solution's page (below it on phones) and on its /solutions card. */
  illustration: illustration(),
  /**
   * The card text on /solutions and the lead under the page title. The downloadable company profile prints it
   * beside the title.
   */
  description: text(240),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription(),
  /** Three short focus areas listed on the /solutions card, and again beside the Overview on the solution's page. */
  focusAreas: z.array(text(80)).length(3),
  /** The closing line of the /solutions card, repeated under the focus areas on the solution's page. */
  conclusion: text(240),
  /** "Our Strategic Focus": three cards, in the section after the Overview. */
  focus: z
    .array(
      z.strictObject({
        /** The picture in the card's coloured badge. */
        icon: icon(),
        /** The card's heading. */
        title: text(60),
        /** The card's text, under its heading. */
        description: text(400),
      }),
    )
    .length(3),
  /** "National Alignment": three points, each optionally linked to an initiative page by its slug. */
  alignment: z
    .array(
      z.strictObject({
        /** The heading of the point, under its number. */
        title: text(100),
        /**
         * The slug of a file in content/initiatives/, such as dubai-robotics-2032. When given, the point ends with a
         * "Read about this initiative" link to that initiative's page.
         */
        initiative: z.string().trim().optional(),
        /** The text of the point, under its heading. */
        description: text(400),
      }),
    )
    .length(3),
  /** The company's role in this area, in the "Our Role" box near the end of the solution's page. */
  role: text(1200),
})

export type Solution = z.infer<typeof solutionSchema>
