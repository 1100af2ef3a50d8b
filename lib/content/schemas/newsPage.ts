import { z } from 'zod'
import { hero, seoDescription, text } from '../fields.ts'

/** content/news.yaml: the words of /news and its category filter. */
export const newsPageSchema = z.strictObject({
  seoDescription: seoDescription(),
  hero: hero(),
  /** The label of the filter that shows everything. */
  allCategory: text(30),
  /** The filter buttons after "All", in order. A news item's category must be one of these. */
  categories: z.array(text(40)).min(1).max(8),
  filterLabel: text(60),
  readMore: text(30),
  empty: z.strictObject({
    /** Heading when "All" is selected and there is no news at all. */
    all: text(60),
    /** Heading when a category has no news; {category} is replaced by its name. */
    category: text(60).refine((value) => value.includes('{category}'), {
      message: 'must contain {category}, where the category name goes',
    }),
    text: text(200),
  }),
})

export type NewsPage = z.infer<typeof newsPageSchema>
