import { z } from 'zod'
import { altText, httpsUrl, imagePath, isoDate, text } from '../fields.ts'

/** content/news/<id>.mdx: one news card. The file name is its id; the body is not shown. */
export const newsItemSchema = z.strictObject({
  /**
   * One of the filter categories of the News page (Pages › News page › Filter categories), not "All". It shows as the
   * green badge on the card, and the filter buttons on the News page sort the cards by it.
   */
  category: text(60),
  /** The heading of the news card on the News page. */
  title: text(90),
  /** One-sentence teaser printed in bold under the headline. */
  snippet: text(140),
  /** The summary paragraph of the card, under the teaser. */
  description: text(360),
  /** The original article, opened by "Read more" in a new tab. */
  url: httpsUrl(),
  /** Publication date, shown beside the category on the card; newest items come first. */
  date: isoDate(),
  /**
   * The picture at the top of the card, one of the site's news pictures, such as news/dubai-ev-taxi-chargers.svg. It
   * is cropped to a 3:2 landscape shape.
   */
  image: imagePath(),
  /** Describes the card's picture to people who cannot see it, such as screen-reader users. */
  imageAlt: altText(),
})

export type NewsItem = z.infer<typeof newsItemSchema>
