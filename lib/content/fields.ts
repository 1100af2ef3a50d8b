import { z } from 'zod'
import { iconNames } from './iconNames.ts'

/** Field builders shared by the content schemas, so each rule and its editor-facing wording is written once. */

/** Visible text: at least one character once surrounding spaces are removed. */
export const text = (max = 2000) => z.string().trim().min(1).max(max)

/** The meta description search engines show under the page title. */
export const seoDescription = () => z.string().trim().min(150).max(160)

/** A link to another site. Only https is accepted: visitors should never be sent to an insecure page. */
export const httpsUrl = () =>
  z
    .string()
    .trim()
    .refine((value) => /^https:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(value) && URL.canParse(value), {
      message: 'expected a web address starting with https://',
    })

/** A path on this site such as /solutions or /about#details, or an anchor on the same page such as #details. */
export const sitePath = () =>
  z
    .string()
    .trim()
    .regex(/^(?=.)(\/[a-z0-9\-/]*)?(#[a-z0-9-]+)?$/, {
      message: 'expected a path on this site starting with /, like /contact, or an anchor like #details',
    })

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'expected a date like 2024-05-01', abort: true })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
        new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      {
        message: 'expected a real calendar date like 2024-05-01',
      },
    )

/** The two brand accents. */
export const brandColor = () => z.enum(['sky', 'emerald'])

/** A small picture from the site's icon set, named in words, shown beside the title it goes with. */
export const icon = () => z.enum(iconNames)

/** Where an image sits, relative to content/images/, with no leading slash: the one form every file writes. */
export const imagePath = () =>
  z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9\-/]*\.(svg|png|jpe?g|webp|avif)$/i, {
      message: 'expected a file in content/images/, written like team/owner.jpg',
    })

/** Describes an image to people who cannot see it. */
export const altText = () => text(200)

/**
 * A drawing of the house style: an SVG file under content/images/illustrations/, with words for people who cannot
 * see it, or marked as decoration. The same file serves both languages and is never mirrored.
 */
export const illustration = () =>
  z
    .strictObject({
      /** The drawing, one of the site's drawings (an SVG picture), written like illustrations/solutions/robotics.svg. */
      src: z
        .string()
        .trim()
        .regex(/^illustrations\/[a-z0-9][a-z0-9\-/]*\.svg$/, {
          message:
            'expected an SVG file in content/images/illustrations/, written like illustrations/solutions/robotics.svg',
        }),
      /** What the drawing shows, in one sentence, for people who cannot see it; screen readers read it out. */
      alt: altText().optional(),
      /**
       * On when the drawing only decorates and shows nothing the page's words do not say; then leave its description
       * empty.
       */
      decorative: z.boolean().optional(),
    })
    .refine((value) => (value.alt === undefined) === (value.decorative === true), {
      message:
        'give either a description of the drawing (alt) or mark it as decoration only (decorative: true), one of the two',
    })

/** Position in lists: 1 comes first. */
export const order = () => z.number().int().min(1).max(999)

/**
 * Call-to-action link: a label and where it goes. Its two fields' labels in the dictionaries name the link they belong to
 * ("First hero button text"), so each makes sense alone.
 */
export const linkTo = () =>
  z.strictObject({
    /** The words on the button or link that visitors click. */
    label: text(60),
    /** Where the button or link takes the visitor: a page of this site, or a section of the same page. */
    href: sitePath(),
  })

/** The dark band that opens a page: a small-capitals label, the page's heading and a paragraph. */
export const hero = () =>
  z.strictObject({
    /** The short line in small capitals above the page's heading, in the dark band at the top of the page. */
    label: text(60),
    /** The page's main heading, in large white letters in the dark band at the top of the page. */
    heading: text(80),
    /** The paragraph under the page's heading in the dark band at the top of the page. */
    text: text(600),
  })

/** A hero with two buttons (components/HeroWithLinks.tsx); a secondary link to an anchor such as #details points down. */
export const heroWithLinks = () =>
  z.strictObject({
    ...hero().shape,
    /** The first, filled button under the paragraph of the dark band at the top of the page. */
    primary: linkTo(),
    /** The second, outlined button beside the first; when it leads to a section further down the page it shows a down arrow. */
    secondary: linkTo(),
  })

/** The closing call to action of a page (components/CtaBand.tsx): a heading, a sentence and one button. */
export const callToAction = () =>
  z.strictObject({
    /** The large heading of the blue-green band near the bottom of the page. */
    heading: text(80),
    /** The sentence under that heading. */
    text: text(400),
    /** The white button on the band, inviting the visitor to the next step. */
    button: linkTo(),
  })
