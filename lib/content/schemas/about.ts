import { z } from 'zod'
import { heroWithLinks, icon, seoDescription, text } from '../fields.ts'

const titledText = z.strictObject({
  /** The title of the box, such as "Our Vision". */
  title: text(80),
  /** The paragraph under the title. */
  text: text(1200),
})
const iconCard = z.strictObject({
  /** The symbol at the top of the card. */
  icon: icon(),
  /** The card's title, under the symbol. */
  title: text(60),
  /** The short text under the card's title. */
  description: text(400),
})

/** content/about.yaml: the words of the About page. Team profiles come from content/team/. */
export const aboutSchema = z.strictObject({
  /** The summary of /about that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /**
   * The dark band that opens /about; its heading is also the page's title in the browser tab. Its primary button
   * goes to /vision, the secondary jumps to #details, the About section below.
   */
  hero: heroWithLinks(),
  /** The "About" section; its anchor is #details. */
  about: z.strictObject({
    /** The small capitals above the section's heading, such as "WHO WE ARE". */
    label: text(60),
    /** The heading of the "About" section, just below the hero. */
    heading: text(80),
    /** The paragraphs under the heading, in order. */
    paragraphs: z.array(text(1200)).min(1).max(5),
  }),
  /** The "Vision and Mission" column beside the About section: a heading over two boxes. */
  visionMission: z.strictObject({
    /** The heading above the two boxes. */
    heading: text(80),
    /** The first box, with a blue edge: the company's vision. */
    vision: titledText,
    /** The second box, with a green edge: the company's mission. */
    mission: titledText,
  }),
  /** The dark "Our Promise" band under the About section. */
  promise: z.strictObject({
    /** The heading of the band. */
    heading: text(80),
    /** The paragraph under the heading. */
    text: text(1200),
  }),
  /** The "Four Pillars" section: a heading, an introduction and a row of four cards. */
  pillars: z.strictObject({
    /** The heading of the section. */
    heading: text(80),
    /** The sentence under the heading. */
    intro: text(400),
    /** The cards, in the order they appear. */
    items: z.array(iconCard).length(4),
  }),
  /** The "Core Values" section on a light grey background: a heading, an introduction and a row of five cards. */
  values: z.strictObject({
    /** The heading of the section. */
    heading: text(80),
    /** The sentence under the heading. */
    intro: text(400),
    /** The cards, in the order they appear. */
    items: z.array(iconCard).length(5),
  }),
  /** The "Leadership Team" section above the profiles of the team; the profiles come from content/team/. */
  team: z.strictObject({
    /** The heading above the profiles. */
    heading: text(80),
    /** The sentence under the heading. */
    intro: text(400),
  }),
  /**
   * The "Key Information" section near the end of /about: the company's registered facts, which come from
   * content/company.yaml.
   */
  keyInfo: z.strictObject({
    /** The heading of the section. */
    heading: text(80),
    /** The label shown above the company's legal name. */
    legalNameLabel: text(40),
    /** The label shown above the trade licence number. */
    licenseLabel: text(40),
    /** The label shown above the company's legal form. */
    legalFormLabel: text(40),
    /** The label shown above the place where the company is registered. */
    registeredLabel: text(40),
  }),
  /** The coloured band that closes /about, with an e-mail button and a button to download the company profile. */
  cta: z.strictObject({
    /** The heading of the band. */
    heading: text(80),
    /** The sentence under the heading. */
    text: text(400),
    /** The label of the first button, which opens the visitor's e-mail program addressed to the company. */
    email: text(40),
    /** The label of the second button, which downloads /company-profile.pdf. */
    profile: text(40),
    /** Small print under the download button, such as "PDF, one page". */
    profileNote: text(60),
  }),
})

export type About = z.infer<typeof aboutSchema>
