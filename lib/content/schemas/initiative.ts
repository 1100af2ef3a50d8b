import { z } from 'zod'
import { brandColor, httpsUrl, icon, illustration, order, seoDescription, text } from '../fields.ts'

/**
 * content/initiatives/<slug>.mdx: one national initiative. The file name is the address (/vision/<slug>); the MDX
 * body is the "The National Vision" section.
 */
export const initiativeSchema = z.strictObject({
  /**
   * The initiative's name: the heading of its page and of its card on the National Vision Alignment page, its entry in
   * the header's "National Vision Alignment" menu, and the browser tab's title. Also printed in the company profile
   * (PDF).
   */
  title: text(100),
  /**
   * The line under the name, both on the initiative's page and on its card on the National Vision Alignment page. Also
   * printed in the company profile (PDF).
   */
  subtitle: text(120),
  /**
   * Position on the National Vision Alignment page's grid and in the header menu (1 comes first). Also printed in the
   * company profile (PDF).
   */
  order: order(),
  /** The card text on the National Vision Alignment page, under the name and the line under it: one or two sentences. */
  summary: text(220),
  /** The drawing beside the name at the top of the initiative's page (below it on phones) and on its card. */
  illustration: illustration(),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription(),
  /**
   * The official government page, opened by "Learn more" (at the top of the page) in a new tab: a real, official
   * address (u.ae, dubai.ae, mediaoffice.ae, dewa.gov.ae, ai.gov.ae, rta.ae, dubaifuture.ae and the like), the most
   * stable one there is.
   */
  learnMoreUrl: httpsUrl(),
  /** The section of icon cards after "The National Vision", on how the company supports this initiative. */
  alignment: z.strictObject({
    /** The heading of that section. */
    heading: text(100),
    /** The paragraph under the section's heading. */
    intro: text(400),
    /** The section's cards, in the order shown. */
    cards: z
      .array(
        z.strictObject({
          /** The picture in the card's coloured badge. */
          icon: icon(),
          /** The card's heading. */
          title: text(60),
          /** The card's text, under its heading. */
          description: text(400),
          /** The colour of the card's icon badge. */
          color: brandColor(),
        }),
      )
      .min(3)
      .max(6),
  }),
  /**
   * The "Our Commitment" paragraph, in the highlighted box near the end of the initiative's page: two to four
   * sentences, in the first person plural.
   */
  commitment: text(1200),
})

export type Initiative = z.infer<typeof initiativeSchema>
