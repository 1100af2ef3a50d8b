import { z } from 'zod'
import { linkTo, text } from '../fields.ts'

/** A sentence with a blank the site fills in, such as "{query}": the blank must be there exactly once. */
const withBlank = (max: number, blank: string) =>
  text(max).refine((value) => value.split(blank).length === 2, {
    message: `write ${blank} once, where the site puts it`,
  })

/** content/search.yaml: the words of the search page, /search, and of its results. */
export const searchPageSchema = z.strictObject({
  /** The page's title in the browser tab, before the company's name; "{query}" adds the words searched for. */
  title: withBlank(80, '{query}'),
  /** The title in the browser tab when nothing was searched for yet. */
  emptyTitle: text(60),
  /** The large heading of the search page. */
  heading: text(80),
  /** The sentence under the heading, saying what can be searched. */
  intro: text(300),
  /** The label of the search box, on the search page and in the header. */
  label: text(60),
  /** The button that starts the search. */
  button: text(30),
  /** The heading above the results: "{query}" becomes the words searched for. */
  resultsHeading: withBlank(120, '{query}'),
  /** The line under that heading: "{count}" becomes the number of pages found. */
  count: withBlank(80, '{count}'),
  /** Said when no page matches: "{query}" becomes the words searched for. */
  noResults: withBlank(160, '{query}'),
  /** Under that sentence, before the links below: what to try next. */
  noResultsHint: text(200),
  /** The pages offered when nothing matches, most useful first. */
  suggestions: z.array(linkTo()).min(1).max(6),
  /**
   * Said above the results when the words searched for are written in the other language's letters (Arabic letters
   * on the English search page, Latin letters on the Arabic one), before the link to that language's search.
   */
  otherScript: text(200),
  /** The link after that notice, to the same words searched in the other language's pages. */
  otherScriptLink: text(80),
  /** Said when the words searched for were too long and only their beginning was used: "{max}" becomes the limit. */
  shortened: withBlank(160, '{max}'),
})

export type SearchPage = z.infer<typeof searchPageSchema>
