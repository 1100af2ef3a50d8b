import { z } from 'zod'
import { heroWithLinks, icon, seoDescription, text } from '../fields.ts'

const titledText = z.strictObject({ title: text(80), text: text(1200) })
const iconCard = z.strictObject({ icon: icon(), title: text(60), description: text(400) })

/** content/about.yaml: the words of the About page. Team profiles come from content/team/. */
export const aboutSchema = z.strictObject({
  seoDescription: seoDescription(),
  /** Its primary button goes to /vision, the secondary jumps to #details, the About section below. */
  hero: heroWithLinks(),
  /** The "About" section; its anchor is #details. */
  about: z.strictObject({ label: text(60), heading: text(80), paragraphs: z.array(text(1200)).min(1).max(5) }),
  visionMission: z.strictObject({ heading: text(80), vision: titledText, mission: titledText }),
  promise: z.strictObject({ heading: text(80), text: text(1200) }),
  pillars: z.strictObject({ heading: text(80), intro: text(400), items: z.array(iconCard).length(4) }),
  values: z.strictObject({ heading: text(80), intro: text(400), items: z.array(iconCard).length(5) }),
  team: z.strictObject({ heading: text(80), intro: text(400) }),
  keyInfo: z.strictObject({
    heading: text(80),
    legalNameLabel: text(40),
    licenseLabel: text(40),
    legalFormLabel: text(40),
    registeredLabel: text(40),
  }),
  cta: z.strictObject({
    heading: text(80),
    text: text(400),
    /** Opens the visitor's e-mail program addressed to the company. */
    email: text(40),
    /** Downloads /company-profile.pdf. */
    profile: text(40),
    /** Small print under the download button, such as "PDF, one page". */
    profileNote: text(60),
  }),
})

export type About = z.infer<typeof aboutSchema>
