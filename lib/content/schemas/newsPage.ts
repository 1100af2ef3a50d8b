import { z } from 'zod'
import { hero, seoDescription, text } from '../fields.ts'

/** content/news.yaml: the words of the News page and its category filter. */
export const newsPageSchema = z.strictObject({
  /** What search engines show under the title of the News page in their results. */
  seoDescription: seoDescription(),
  /** The dark band at the top of the News page: a small label, the page's heading and a paragraph. */
  hero: hero(),
  /** The label of the filter that shows everything: the first filter button on the News page. */
  allCategory: text(30),
  /**
   * The filter buttons after "All", in order. A news item's category must be one of these. Each has a page of its
   * own whose address is made from its English name (Company is /news/category/company), so renaming one in English
   * changes that address.
   */
  categories: z.array(text(40)).min(1).max(8),
  /** Not shown on screen: screen readers announce it as the name of the row of filter buttons. */
  filterLabel: text(60),
  /** The link at the bottom of each news card that opens the original article. */
  readMore: text(30),
  /** What the News page shows in place of the cards when the selected filter has no news. */
  empty: z.strictObject({
    /** Heading when "All" is selected and there is no news at all. */
    all: text(60),
    /** Heading when a category has no news; {category} is replaced by its name. */
    category: text(60).refine((value) => value.includes('{category}'), {
      message: 'must contain {category}, where the category name goes',
    }),
    /** The sentence under either heading. */
    text: text(200),
  }),
})

export type NewsPage = z.infer<typeof newsPageSchema>
