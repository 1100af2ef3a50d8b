import { z } from 'zod'
import { callToAction, heroWithLinks, icon, seoDescription, sitePath, text } from '../fields.ts'

/** content/home.yaml: the words of the home page. */
export const homeSchema = z.strictObject({
  /** The summary of the home page that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /** The dark band that opens the home page, with its main heading and two buttons. */
  hero: heroWithLinks(),
  /** The "Our Solutions" section under the hero: a heading, an introduction and four cards. */
  solutions: z.strictObject({
    /** The heading of the section. */
    heading: text(80),
    /** The sentence under the heading. */
    intro: text(400),
    /** The link text on every card. */
    readMore: text(30),
    /** The cards, in the order they appear. */
    cards: z
      .array(
        z.strictObject({
          /** The symbol at the top of the card. */
          icon: icon(),
          /** The card's title, under the symbol. */
          title: text(60),
          /** The short text under the card's title. */
          description: text(300),
          /** The page the card's link opens, such as /solutions/robotics. */
          href: sitePath(),
        }),
      )
      .length(4),
  }),
  /** The coloured band that closes the home page, with one button. */
  cta: callToAction(),
})

export type Home = z.infer<typeof homeSchema>
