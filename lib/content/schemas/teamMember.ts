import { z } from 'zod'
import { altText, httpsUrl, imagePath, order, text } from '../fields.ts'

/** content/team/<id>.yaml: one person of the leadership team. */
export const teamMemberSchema = z.strictObject({
  name: text(80),
  /** The display title, such as Managing Director. */
  position: text(80),
  bio: text(900),
  /** A portrait in content/images/, ideally square and at least 800 pixels wide. */
  image: imagePath(),
  imageAlt: altText(),
  /** Professional profile; leave empty ("") and no button is shown. */
  linkedin: z.union([z.literal(''), httpsUrl()]).default(''),
  /** Position on the About page (1 comes first). */
  aboutOrder: order(),
  /** Position on the Leadership page (/team); leave it out and the person is not shown there. */
  leadershipOrder: order().optional(),
})

export type TeamMember = z.infer<typeof teamMemberSchema>
