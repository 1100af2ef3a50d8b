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

/**
 * A text cut into its words: where each starts and ends, and, for each term the index holds a word as, the positions
 * of the words it stands for, so that a search finds its words in a page without going through all of them.
 */
export interface WordsOfText {
  text: string
  starts: number[]
  ends: number[]
  positions: Map<string, number[]>
}

/** `text` cut into words: done once per page, as the same page is shown for many searches. */
export function wordsOf(text: string): WordsOfText {
  const starts: number[] = []
  const ends: number[] = []
  const positions = new Map<string, number[]>()
  for (const match of text.matchAll(wordPattern)) {
    const position = starts.length
    starts.push(match.index)
    ends.push(match.index + match[0].length)
    for (const term of indexTerms(match[0])) {
      const list = positions.get(term)
      if (list) list.push(position)
      else positions.set(term, [position])
    }
  }
  return { text, starts, ends, positions }
}

/**
 * The passage of a text with the most of the words found (index terms, as MiniSearch reports them), with those words
 * marked; an ellipsis where it cuts the text. Undefined when the text holds none of them, unless `always` (then its
 * opening is the snippet).
 */
export function snippetOf(
  { text, starts, ends, positions }: WordsOfText,
  found: ReadonlySet<string>,
  { always = false }: { always?: boolean } = {},
): SnippetPart[] | undefined {
  // The words that are words found, by position, with the terms they were found as.
  const termsAt = new Map<number, string[]>()
  for (const term of found) {
    for (const position of positions.get(term) ?? []) {
      const terms = termsAt.get(position)
      if (terms) terms.push(term)
      else termsAt.set(position, [term])
    }
  }
  const hits = [...termsAt.keys()].sort((a, b) => a - b)
  if (hits.length === 0 && !always) return undefined

  // The window that holds the most different words found; the first such window wins. Windows start no earlier as
  // the hit moves on, so the first hit inside a window is found by moving one index forward.
  let bestStart = 0
  let bestScore = -1
  let firstInside = 0
  for (const hit of hits) {
    const start = Math.max(0, hit - leadWords)
    while (hits[firstInside]! < start) firstInside++
    const seen = new Set<string>()
    for (let at = firstInside; at < hits.length && hits[at]! < start + snippetWords; at++) {
      for (const term of termsAt.get(hits[at]!)!) seen.add(term)
    }
    if (seen.size > bestScore) {
      bestScore = seen.size
      bestStart = start
    }
  }
  const count = starts.length
  const last = Math.min(count, bestStart + snippetWords) - 1
  if (last < bestStart) return [{ text, marked: false }]
  const from = bestStart === 0 ? 0 : starts[bestStart]!
  const to = bestStart + snippetWords >= count ? text.length : ends[last]!

  const parts: SnippetPart[] = []
  if (from > 0) parts.push({ text: '… ', marked: false })
  let at = from
  for (let position = bestStart; position <= last; position++) {
    if (!termsAt.has(position)) continue
    const start = starts[position]!
    if (start > at) parts.push({ text: text.slice(at, start), marked: false })
    parts.push({ text: text.slice(start, ends[position]), marked: true })
    at = ends[position]!
  }
  if (to > at) parts.push({ text: text.slice(at, to), marked: false })
  if (to < text.length) parts.push({ text: ' …', marked: false })
  return parts
}
