import { z } from 'zod'
import { heroWithLinks, icon, seoDescription, text } from '../fields.ts'

const titledText = z.strictObject({
  /** The title of the box, such as "Our Vision". Also printed in the company profile (PDF). */
  title: text(80),
  /** The paragraph under the title. Also printed in the company profile (PDF). */
  text: text(1200),
})
const iconCard = () =>
  z.strictObject({
    /** The symbol at the top of the card. Also printed in the company profile (PDF). */
    icon: icon(),
    /** The card's title, under the symbol. Also printed in the company profile (PDF). */
    title: text(60),
    /** The short text under the card's title. Also printed in the company profile (PDF). */
    description: text(400),
  })

/** content/about.yaml: the words of the About page. Team profiles come from content/team/. */
export const aboutSchema = z.strictObject({
  /** The summary of the About page that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /**
   * The dark band that opens the About page; its heading is also the page's title in the browser tab. Its first
   * button usually leads to the National Vision Alignment page, the second jumps down to the About section (#details).
   */
  hero: heroWithLinks(),
  /** The "About" section, just below the hero; links reach it as #details. */
  about: z.strictObject({
    /**
     * The small capitals above the section's heading, such as "WHO WE ARE". Also printed in the company profile
     * (PDF).
     */
    label: text(60),
    /** The heading of the "About" section, just below the hero. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The paragraphs under the heading, in order. Also printed in the company profile (PDF). */
    paragraphs: z.array(text(1200)).min(1).max(5),
  }),
  /** The "Vision and Mission" column beside the About section: a heading over two boxes. */
  visionMission: z.strictObject({
    /** The heading above the two boxes. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The first box, with a blue edge: the company's vision. */
    vision: titledText,
    /** The second box, with a green edge: the company's mission. */
    mission: titledText,
  }),
  /** The dark "Our Promise" band under the About section. */
  promise: z.strictObject({
    /** The heading of the band. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The paragraph under the heading. Also printed in the company profile (PDF). */
    text: text(1200),
  }),
  /** The "Four Pillars" section: a heading, an introduction and a row of four cards. */
  pillars: z.strictObject({
    /** The heading of the section. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The sentence under the heading. Also printed in the company profile (PDF). */
    intro: text(400),
    /** The cards, in the order they appear. */
    items: z.array(iconCard()).length(4),
  }),
  /** The "Core Values" section on a light grey background: a heading, an introduction and a row of five cards. */
  values: z.strictObject({
    /** The heading of the section. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The sentence under the heading. Also printed in the company profile (PDF). */
    intro: text(400),
    /** The cards, in the order they appear. */
    items: z.array(iconCard()).length(5),
  }),
  /** The "Leadership Team" section above the people's profiles, which are edited under Team members. */
  team: z.strictObject({
    /** The heading above the profiles. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The sentence under the heading. Also printed in the company profile (PDF). */
    intro: text(400),
  }),
  /**
   * The "Key Information" section near the end of the About page: the company's registered facts, which are edited
   * under Company facts.
   */
  keyInfo: z.strictObject({
    /** The heading of the section. Also printed in the company profile (PDF). */
    heading: text(80),
    /** The label shown above the company's legal name. Also printed in the company profile (PDF). */
    legalNameLabel: text(40),
    /** The label shown above the trade licence number. Also printed in the company profile (PDF). */
    licenseLabel: text(40),
    /** The label shown above the company's legal form. Also printed in the company profile (PDF). */
    legalFormLabel: text(40),
    /** The label shown above the place where the company is registered. Also printed in the company profile (PDF). */
    registeredLabel: text(40),
  }),
  /** The coloured band that closes the About page, with an e-mail button and a button to download the company profile. */
  cta: z.strictObject({
    /** The heading of the band. */
    heading: text(80),
    /** The sentence under the heading. */
    text: text(400),
    /** The words of the first button, which opens the visitor's e-mail program addressed to the company. */
    email: text(40),
    /** The words of the second button, which downloads the company profile (a PDF). */
    profile: text(40),
    /** Small print under the download button, such as "PDF, A4". */
    profileNote: text(60),
  }),
  /**
   * The company profile, the PDF the closing band's second button downloads: typeset at build time from the words of
   * the site (the fields marked "Also printed in the company profile").
   */
  profile: z.strictObject({
    /**
     * The profile's title: above the company's name on its cover, at the foot of its other pages, and in a PDF
     * reader's title bar.
     */
    title: text(60),
  }),
})

export type About = z.infer<typeof aboutSchema>
