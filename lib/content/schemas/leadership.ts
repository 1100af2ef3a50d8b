import { z } from 'zod'
import { seoDescription, text } from '../fields.ts'

/** content/leadership.yaml: the words of the Leadership page (/team). The people come from content/team/. */
export const leadershipSchema = z.strictObject({
  seoDescription: seoDescription(),
  label: text(60),
  heading: text(80),
  intro: text(600),
  /** The button under a profile that has a professional-profile link. */
  profileButton: text(40),
})

export type Leadership = z.infer<typeof leadershipSchema>
