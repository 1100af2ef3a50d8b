import { z } from 'zod'
import { callToAction, hero, seoDescription, text } from '../fields.ts'

/** content/solutions.yaml: the words of the Solutions page and the fixed labels of every solution page. */
export const solutionsPageSchema = z.strictObject({
  /** The summary of the Solutions page that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /**
   * The dark band that opens the Solutions page. Its label, heading and paragraph are also printed in the company
   * profile (PDF).
   */
  hero: hero(),
  /** The fixed words of the solution cards on the Solutions page; the cards themselves are edited under Solutions. */
  grid: z.strictObject({
    /**
     * The small heading over the list of focus areas, on every card of the Solutions page and beside the Overview of
     * every solution page.
     */
    focusAreasLabel: text(60),
    /** The link text on every card, which opens that solution's page. */
    cardLink: text(40),
  }),
  /** The coloured band that closes the Solutions page, with one button. */
  cta: callToAction(),
  /** The fixed words of every solution page (/solutions/...), the same on each. */
  solutionPage: z.strictObject({
    /** The link back to the Solutions page at the top of the page. */
    back: text(60),
    /** The heading of the first section under the top band, which holds the page's main text. */
    overviewHeading: text(60),
    /** The heading of the section with the three focus cards. */
    focusHeading: text(60),
    /** The heading of the section with the three numbered points of national alignment. */
    alignmentHeading: text(60),
    /** The heading of the box that describes the company's role. */
    roleHeading: text(60),
    /** The link text under a national-alignment point that has an initiative page; it opens that page. */
    alignmentLink: text(40),
    /** The coloured band that closes every solution page, with one button. */
    closing: callToAction(),
  }),
})

export type SolutionsPage = z.infer<typeof solutionsPageSchema>
