import { wordPattern } from '../../lib/search/searchIndex.ts'
import { indexTerms } from '../../lib/search/searchTerms.ts'

/** A piece of a snippet: words as the page writes them, marked when they are words searched for. */
export interface SnippetPart {
  text: string
  marked: boolean
}

/** About how many words a snippet shows: two lines on a phone, one and a half on a wide screen. */
const snippetWords = 32
/** How many words before the first word found the snippet starts, so the word is read in its sentence. */
const leadWords = 6

/** A text cut into its words, each with where it is and the terms the index holds it as. */
export interface WordsOfText {
  text: string
  words: { start: number; end: number; terms: string[] }[]
}

/** `text` cut into words: done once per page, as the same page is shown for many searches. */
export function wordsOf(text: string): WordsOfText {
  const words = [...text.matchAll(wordPattern)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    terms: indexTerms(match[0]),
  }))
  return { text, words }
}

/**
 * The passage of a text with the most of the words found (index terms, as MiniSearch reports them), with those words
 * marked; an ellipsis where it cuts the text. Undefined when the text holds none of them, unless `always` (then its
 * opening is the snippet).
 */
export function snippetOf(
  { text, words: all }: WordsOfText,
  found: ReadonlySet<string>,
  { always = false }: { always?: boolean } = {},
): SnippetPart[] | undefined {
  const words = all.map((word) => ({ ...word, terms: word.terms.filter((term) => found.has(term)) }))
  const hits = words.flatMap((word, position) => (word.terms.length > 0 ? [position] : []))
  if (hits.length === 0 && !always) return undefined

  // The window that holds the most different words found; the first such window wins.
  let bestStart = 0
  let bestScore = -1
  for (const hit of hits) {
    const start = Math.max(0, hit - leadWords)
    const seen = new Set(words.slice(start, start + snippetWords).flatMap((word) => word.terms))
    if (seen.size > bestScore) {
      bestScore = seen.size
      bestStart = start
    }
  }
  const shown = words.slice(bestStart, bestStart + snippetWords)
  if (shown.length === 0) return [{ text, marked: false }]
  const from = bestStart === 0 ? 0 : shown[0]!.start
  const to = bestStart + snippetWords >= words.length ? text.length : shown.at(-1)!.end

  const parts: SnippetPart[] = []
  if (from > 0) parts.push({ text: '… ', marked: false })
  let at = from
  for (const word of shown) {
    if (word.terms.length === 0) continue
    if (word.start > at) parts.push({ text: text.slice(at, word.start), marked: false })
    parts.push({ text: text.slice(word.start, word.end), marked: true })
    at = word.end
  }
  if (to > at) parts.push({ text: text.slice(at, to), marked: false })
  if (to < text.length) parts.push({ text: ' …', marked: false })
  return parts
}
