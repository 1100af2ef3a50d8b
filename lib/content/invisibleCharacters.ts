import type { Locale } from '../locales.ts'
import type { Dictionary } from './translations/en.ts'

/** A kind of invisible character by its code ("U+200B"). */
export type InvisibleKind = keyof Dictionary['check']['invisibleCharacters']

/*
 * Characters that take no room on the page yet change what a text is: a zero-width space inside a word splits it for
 * search and for screen readers, a direction control can reorder a sentence, and the tag characters the CMS preview
 * appends to each text to know its field (tooling/cms/preview/fieldMarks.ts) travel with a phrase copied out of the
 * preview. None belongs in content: the site adds the direction isolates it needs itself, when it renders.
 *
 * Arabic is the one exception, and only where the character does its job. A zero-width non-joiner or joiner
 * (U+200C, U+200D) changes how two Arabic letters join, so it is kept between two Arabic letters and nowhere else. A
 * right-to-left or left-to-right mark (U+200F, U+200E) settles the side a neutral character (a full stop, a bracket,
 * a slash) or a run of digits or Latin letters lands on in right-to-left text, so it is kept in an Arabic text beside
 * such a character; between two Arabic letters, or at the very start or end of a text, it does nothing but hide.
 */

/**
 * The kinds of invisible characters, by the code findings name them with; each kind's name for editors is
 * check.invisibleCharacters.<code> in lib/content/translations/, which the typecheck holds to these codes.
 */
const kinds: { test: (code: number) => boolean; code: InvisibleKind }[] = [
  { test: (c) => c === 0x200b, code: 'U+200B' },
  { test: (c) => c === 0x200c, code: 'U+200C' },
  { test: (c) => c === 0x200d, code: 'U+200D' },
  { test: (c) => c === 0x200e, code: 'U+200E' },
  { test: (c) => c === 0x200f, code: 'U+200F' },
  { test: (c) => c === 0x2060, code: 'U+2060' },
  {
    test: (c) => c >= 0x2061 && c <= 0x2064,
    code: 'U+2061–U+2064',
  },
  { test: (c) => c === 0xfeff, code: 'U+FEFF' },
  {
    test: (c) => c >= 0xe0000 && c <= 0xe007f,
    code: 'U+E0000–U+E007F',
  },
  {
    test: (c) => (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069),
    code: 'U+202A–U+202E, U+2066–U+2069',
  },
]

/** The kinds' codes as findings name them ("U+200B"), in this order. */
export const invisibleKinds: readonly InvisibleKind[] = kinds.map((kind) => kind.code)

const arabicLetter = /[\p{Script=Arabic}]/u

/** Whether the character at `index` of `text` (one code unit long) is one an Arabic text needs there. */
function neededInArabic(text: string, index: number, code: number): boolean {
  const before = text[index - 1] ?? ''
  const after = text[index + 1] ?? ''
  if (code === 0x200c || code === 0x200d) return arabicLetter.test(before) && arabicLetter.test(after)
  if (code === 0x200e || code === 0x200f) {
    if (!before.trim() || !after.trim()) return false
    return !(arabicLetter.test(before) && arabicLetter.test(after))
  }
  return false
}

/** One place where invisible characters are, with the words just before them (empty at the start of the text). */
export interface InvisibleFinding {
  /** Where the first of them is, in code units from the start of the text. */
  index: number
  /** The kinds found there, by code ("U+200B"). */
  codes: string[]
  /** Up to three words before them, so an editor can find the place. */
  after: string
}

/**
 * The invisible characters of `text`, written in `locale`, gathered into runs (a preview's mark is dozens of tag
 * characters in a row): each run's place and kinds. Empty when the text is clean.
 */
export function invisibleCharacters(text: string, locale: Locale): InvisibleFinding[] {
  const found: InvisibleFinding[] = []
  let last = -2
  for (let index = 0; index < text.length; index++) {
    const code = text.codePointAt(index)!
    const width = code > 0xffff ? 2 : 1
    const kind = kinds.find((each) => each.test(code))
    if (kind && !(locale === 'ar' && neededInArabic(text, index, code))) {
      const run = found.at(-1)
      if (run && last === index) {
        if (!run.codes.includes(kind.code)) run.codes.push(kind.code)
      } else {
        const words = text.slice(0, index).trim().split(/\s+/).filter(Boolean).slice(-3).join(' ')
        found.push({ index, codes: [kind.code], after: visibleOnly(words) })
      }
      last = index + width
    }
    index += width - 1
  }
  return found
}

/** `text` without any character this module knows as invisible, for quoting it in a message. */
export function visibleOnly(text: string): string {
  return [...text].filter((character) => !kinds.some((kind) => kind.test(character.codePointAt(0)!))).join('')
}
