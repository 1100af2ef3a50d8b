import { z } from 'zod'
import { httpsUrl, text } from '../fields.ts'

/** One social network's icon in the footer; its fields' labels in the dictionaries name the network. */
const socialLink = () =>
  z.strictObject({
    /** The network's name, read out by screen readers. */
    label: text(40),
    /** The company's page on that network; leave it empty until it exists, and the icon shows without a link. */
    url: z.union([z.literal(''), httpsUrl()]).default(''),
  })

/** content/navigation.yaml: the words of the header, the menus and the footer. */
export const navigationSchema = z.strictObject({
  /** The first link keyboard users meet; it jumps over the menu. */
  skipLink: text(60),
  /** Read out by screen readers for the menu button on small screens. */
  menuOpen: text(40),
  /** Read out by screen readers for the same menu button while the menu is open. */
  menuClose: text(40),
  /** Read out by screen readers for the header's navigation landmark. */
  mainNavLabel: text(60),
  /** The header menu's entry for the home page. */
  home: text(40),
  /** The header menu's entry for the About page. */
  about: text(40),
  /**
   * The header menu's entry that opens the list of national-vision initiatives; also the title of the National Vision
   * Alignment page in the browser tab and search results.
   */
  vision: text(60),
  /** First entry of the vision dropdown, leading to the National Vision Alignment page. */
  visionOverview: text(60),
  /** The header menu's entry that opens the list of solutions; also the title of the Solutions page in the browser tab and search results. */
  solutions: text(40),
  /** First entry of the solutions dropdown, leading to the Solutions page. */
  solutionsOverview: text(60),
  /** The header menu's entry for the News page; also the title of that page in the browser tab and search results. */
  news: text(40),
  /** The header menu's entry for the contact page; also the title of that page in the browser tab and search results. */
  contact: text(40),
  /** The words of the footer at the bottom of every page. */
  footer: z.strictObject({
    /** Read out by screen readers for the footer's link list. */
    linksLabel: text(60),
    /** The footer's link to the Leadership page. */
    team: text(40),
    /** Read out by screen readers for the footer's row of social-network icons. */
    socialLabel: text(60),
    /** The company's social networks, one icon each in the footer. */
    social: z.strictObject({
      /** The LinkedIn icon. */
      linkedin: socialLink(),
      /** The Facebook icon. */
      facebook: socialLink(),
      /** The Instagram icon. */
      instagram: socialLink(),
    }),
    /**
     * Follows "© 2025 <legal name>." in the copyright line at the very bottom of every page. Also printed in the
     * company profile (PDF).
     */
    rights: text(80),
  }),
  /** Added to the accessible name of links that open in a new tab: screen readers say it after the link's words. */
  newTab: text(40),
  /** The language switcher in the header: the other language's name, in that language (العربية on English pages). */
  otherLanguage: text(40),
})

export type Navigation = z.infer<typeof navigationSchema>
