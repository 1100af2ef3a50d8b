import { z } from 'zod'
import { altText, httpsUrl, imagePath, order, text } from '../fields.ts'

/** content/team/<id>.yaml: one person of the leadership team. */
export const teamMemberSchema = z.strictObject({
  /**
   * The person's name: the heading of their profile card on the About page and on the Leadership page. Also printed in
   * the company profile (PDF).
   */
  name: text(80),
  /** The display title, such as Managing Director, shown under the name. Also printed in the company profile (PDF). */
  position: text(80),
  /** The short biography on the profile card, under the job title. Also printed in the company profile (PDF). */
  bio: text(900),
  /**
   * A portrait, ideally square and at least 800 pixels wide. It is shown on the profile card. Also printed in the
   * company profile (PDF).
   */
  image: imagePath(),
  /** Describes the portrait to people who cannot see it, such as screen-reader users. */
  imageAlt: altText(),
  /**
   * Professional profile, opened in a new tab by the LinkedIn button on the Leadership page; leave it empty and no
   * button is shown.
   */
  linkedin: z.union([z.literal(''), httpsUrl()]).default(''),
  /** Position in the team section of the About page (1 comes first). Also printed in the company profile (PDF). */
  aboutOrder: order(),
  /** Position on the Leadership page; leave it out and the person is not shown there. */
  leadershipOrder: order().optional(),
})

export type TeamMember = z.infer<typeof teamMemberSchema>
