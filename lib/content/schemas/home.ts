import { z } from 'zod'
import { callToAction, heroWithLinks, icon, illustration, seoDescription, sitePath, text } from '../fields.ts'

/** content/home.yaml: the words of the home page. */
export const homeSchema = z.strictObject({
  /** The summary of the home page that search engines show under its title in their results. */
  seoDescription: seoDescription(),
  /** The dark band that opens the home page, with its main heading, two buttons and a drawing beside them. */
  hero: z.strictObject({
    ...heroWithLinks().shape,
    /**
     * The drawing beside the heading of the dark band (below the buttons on phones). Also printed in the company
     * profile (PDF).
     */
    illustration: illustration(),
  }),
  /**
   * The band of key figures under the hero: the targets the company's work serves, each a large number with a short
   * line under it, linking to the page that explains it.
   */
  figures: z.strictObject({
    /**
     * The heading of the band, read by screen readers and shown in small capitals above the figures. Also printed in
     * the company profile (PDF).
     */
    heading: text(80),
    /** The figures, in the order shown: two or four, so they sit in balanced rows. */
    items: z
      .array(
        z.strictObject({
          /**
           * The figure itself, short and written as it should appear, such as 200,000 or 75%. Also printed in the
           * company profile (PDF).
           */
          value: text(12),
          /**
           * What the figure counts and by when, such as "robots in Dubai by 2032". Also printed in the company
           * profile (PDF).
           */
          label: text(80),
          /** The page that explains it, usually its initiative, such as /vision/dubai-robotics-2032. */
          href: sitePath(),
        }),
      )
      .min(2)
      .max(4)
      .refine((items) => items.length !== 3, { message: 'expected 2 or 4 figures, so they sit in balanced rows' }),
  }),
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
