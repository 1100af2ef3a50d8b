import { z } from 'zod'
import { callToAction, hero, seoDescription, text } from '../fields.ts'

/** content/vision.yaml: the words of the National Vision Alignment page and the fixed labels of every initiative page. */
export const visionPageSchema = z.strictObject({
  /** The summary of the National Vision Alignment page that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /**
   * The dark band that opens the National Vision Alignment page. Its label and paragraph are also printed in the
   * company profile (PDF).
   */
  hero: hero(),
  /** The section under the hero that introduces the national strategies. */
  intro: z.strictObject({
    /** The heading of the section. */
    heading: text(80),
    /** The paragraphs under the heading, in order. */
    paragraphs: z.array(text(1200)).min(1).max(4),
  }),
  /** The grid of initiative cards; the cards themselves are edited under Initiatives. */
  grid: z.strictObject({
    /** The heading above the cards. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The link text at the bottom of every card, which opens that initiative's page. */
    cardLink: text(40),
  }),
  /** The coloured band that closes the National Vision Alignment page, with one button. */
  cta: callToAction(),
  /** The fixed words of every initiative page (/vision/...), the same on each. */
  initiativePage: z.strictObject({
    /** The link back to the National Vision Alignment page at the top of the page. */
    back: text(60),
    /** The small tag above the initiative's name, such as "NATIONAL INITIATIVE". */
    badge: text(40),
    /** The button in the top band that opens the initiative's official page in a new tab. */
    learnMore: text(40),
    /** The heading of the section that describes the initiative, under the top band. */
    visionHeading: text(60),
    /** The heading of the green box near the end that says how the company supports the initiative. */
    commitmentHeading: text(60),
    /** The coloured band that closes every initiative page, with one button. */
    closing: callToAction(),
  }),
})

export type VisionPage = z.infer<typeof visionPageSchema>
