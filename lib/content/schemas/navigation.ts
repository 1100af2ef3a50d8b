import { z } from 'zod'
import { httpsUrl, text } from '../fields.ts'

const socialLink = z.strictObject({
  /** The network's name, read out by screen readers. */
  label: text(40),
  /** The company's page on that network; leave empty ("") until it exists and the icon shows without a link. */
  url: z.union([z.literal(''), httpsUrl()]),
})

/** content/navigation.yaml: the words of the header, the menus and the footer. */
export const navigationSchema = z.strictObject({
  /** The first link keyboard users meet; it jumps over the menu. */
  skipLink: text(60),
  /** Read out for the menu button on small screens. */
  menuOpen: text(40),
  menuClose: text(40),
  /** Read out for the header's navigation landmark. */
  mainNavLabel: text(60),
  home: text(40),
  about: text(40),
  vision: text(60),
  /** First entry of the vision dropdown, leading to /vision. */
  visionOverview: text(60),
  solutions: text(40),
  /** First entry of the solutions dropdown, leading to /solutions. */
  solutionsOverview: text(60),
  news: text(40),
  contact: text(40),
  footer: z.strictObject({
    /** Read out for the footer's link list. */
    linksLabel: text(60),
    team: text(40),
    privacy: text(40),
    terms: text(40),
    socialLabel: text(60),
    social: z.strictObject({ linkedin: socialLink, facebook: socialLink, instagram: socialLink }),
    /** Follows "© 2025 <legal name>." */
    rights: text(80),
  }),
  /** Added to the accessible name of links that open in a new tab. */
  newTab: text(40),
  /** The language switcher in the header: the other language's name, in that language (العربية on English pages). */
  otherLanguage: text(40),
})

export type Navigation = z.infer<typeof navigationSchema>
