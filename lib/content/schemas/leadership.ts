import { z } from 'zod'
import { seoDescription, text } from '../fields.ts'

/** content/leadership.yaml: the words of the Leadership page (/team). The people come from content/team/. */
export const leadershipSchema = z.strictObject({
  /** The summary of the Leadership page that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /** The small capitals above the heading in the dark band that opens the Leadership page. */
  label: text(60),
  /** The large heading of the Leadership page, also the page's title in the browser tab. */
  heading: text(80),
  /** The paragraph under the heading. */
  intro: text(600),
  /** The button under a profile that has a professional-profile link; it opens that profile in a new tab. */
  profileButton: text(40),
})

export type Leadership = z.infer<typeof leadershipSchema>
