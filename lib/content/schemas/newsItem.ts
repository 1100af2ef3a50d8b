import { z } from 'zod'
import { altText, httpsUrl, imagePath, isoDate, text } from '../fields.ts'

/** content/news/<id>.mdx: one news card. The file name is its id; the body is not shown. */
export const newsItemSchema = z.strictObject({
  /** One of the categories listed in content/news.yaml (not "All"). */
  category: text(60),
  title: text(90),
  /** One-sentence teaser printed in bold under the title. */
  snippet: text(140),
  description: text(360),
  /** The original article, opened by "Read more" in a new tab. */
  url: httpsUrl(),
  /** Publication date, YYYY-MM-DD; newest items come first. */
  date: isoDate(),
  image: imagePath(),
  imageAlt: altText(),
})

export type NewsItem = z.infer<typeof newsItemSchema>
