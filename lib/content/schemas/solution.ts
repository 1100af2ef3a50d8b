import { z } from 'zod'
import { brandColor, icon, illustration, order, seoDescription, text } from '../fields.ts'

/**
 * content/solutions/<id>.mdx: one solution area. The file name is the address (/solutions/<id>); the MDX body is
 * the "Overview" section.
 */
export const solutionSchema = z.strictObject({
  /**
   * The solution area's name: the heading of its page and of its card on the Solutions page, its entry in the header's
   * "Our Solutions" menu, and the browser tab's title. Also printed in the company profile (PDF).
   */
  title: text(100),
  /**
   * The line under the name, both on the solution's page and on its card on the Solutions page. Also printed in the
   * company profile (PDF).
   */
  subtitle: text(120),
  /**
   * Position on the Solutions page and in the header menu (1 comes first). Also printed in the company profile (PDF).
   */
  order: order(),
  /** The picture in the badge of the solution's card and above the name on the solution's page. */
  icon: icon(),
  /** The accent of the card and the page: sky or emerald. Also printed in the company profile (PDF). */
  color: brandColor(),
  /**
   * The drawing beside the name at the top of the solution's page (below it on phones) and on its card. Also printed in
   * the company profile (PDF).
   */
  illustration: illustration(),
  /**
   * The card text on the Solutions page and the lead under the page's title. Also printed in the company profile
   * (PDF).
   */
  description: text(240),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription(),
  /** Three short focus areas listed on the solution's card, and again beside the Overview on the solution's page. */
  focusAreas: z.array(text(80)).length(3),
  /** The closing line of the solution's card, repeated under the focus areas on the solution's page. */
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
  /** "National Alignment": three points, each optionally linked to an initiative's page. */
  alignment: z
    .array(
      z.strictObject({
        /** The heading of the point, under its number. */
        title: text(100),
        /**
         * The initiative the point is about, such as Dubai Robotics 2032, when it has one. Then the point ends with a
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
