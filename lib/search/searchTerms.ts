// How a word of a page or of a query becomes the terms the search index compares: folded the same way for both,
// then cut to its stem by Snowball's English or Arabic stemmer, so "strategies" finds "strategy" and «الاستراتيجية»
// finds «استراتيجية». Only the folding is written here; the stemming is Snowball's.
// A namespace import: the package is CommonJS marked as compiled ESM, whose default export differs by loader.
import * as snowball from 'snowball-stemmers'

const english = snowball.newStemmer('english')
const arabic = snowball.newStemmer('arabic')

const arabicLetter = /[\u0621-\u064A\u0671-\u06D3]/
/** Tashkeel (the short-vowel and other marks over and under letters), the dagger alef, and tatweel (ـ, a stretcher). */
const arabicMarks = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g
const alefForms = /[أإآٱ]/g
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g

/**
 * A word as the index compares it, before stemming: lower-case without accents for Latin letters (Café is cafe);
 * for Arabic without tashkeel or tatweel, every alef with hamza or madda as a bare alef, a final ه and ة as one
 * letter, and ى as ي, so «إستراتيجيّة» and «استراتيجيه» are one word; Arabic-Indic digits (٢٠٣٠, ۲۰۳۰) as Latin
 * ones, as the pages print them.
 */
export function foldWord(word: string): string {
  return (
    word
      .normalize('NFKD')
      .replace(arabicMarks, '')
      .replace(/\p{Mn}/gu, '')
      .replace(alefForms, 'ا')
      // People type ه for a final ة; Snowball's stemmer knows ة as the feminine ending, so both become ة.
      .replace(/ه(?=$|[^\p{L}\p{M}])/gu, 'ة')
      .replace(/ى/g, 'ي')
      .replace(arabicIndicDigits, (digit) => String((digit.codePointAt(0) ?? 0) % 16))
      .toLowerCase()
  )
}

/** A folded word's stem, by the stemmer of its script. */
function stemOf(folded: string): string {
  return arabicLetter.test(folded) ? arabic.stem(folded) : english.stem(folded)
}

/** Letters a shortened word must keep, so that a word which only starts like a prefix is not cut to nothing. */
const shortestRest = 3

/**
 * The word without what Arabic writes joined to its front: the conjunction و ("and") or ف ("so"), then the article ال
 * («والطاقة» is «و» + «ال» + «طاقة»). Snowball's stemmer removes these only from long enough words, so «الذكية» and
 * «ذكية» would stem apart. Each shorter form the word may be; none when it starts with neither.
 */
function withoutJoinedWords(folded: string): string[] {
  if (!arabicLetter.test(folded)) return []
  const forms: string[] = []
  const bare = /^[وف]/.test(folded) && folded.length - 1 >= shortestRest ? folded.slice(1) : folded
  if (bare !== folded) forms.push(bare)
  if (bare.startsWith('ال') && bare.length - 2 >= shortestRest) forms.push(bare.slice(2))
  return forms
}

/**
 * What a word of a page is indexed as: its stem, and the stems of its shorter forms (without a joined و or ف, without
 * the article), because those letters may be joined words («والطاقة») or part of the word («وزارة», «الله»).
 */
export function indexTerms(word: string): string[] {
  const folded = foldWord(word)
  if (!folded) return []
  return [...new Set([folded, ...withoutJoinedWords(folded)].map(stemOf))]
}

/**
 * The ways a word of a query may be meant, each found on its own: itself, and for an Arabic word its shorter forms.
 * Each is one term (queryTerm); the index holds every form of its words (indexTerms).
 */
export function queryVariants(word: string): string[] {
  const folded = foldWord(word)
  if (!folded) return []
  return [folded, ...withoutJoinedWords(folded)]
}

/** A word of a query as one term of the index. */
export function queryTerm(word: string): string {
  const folded = foldWord(word)
  return folded && stemOf(folded)
}
