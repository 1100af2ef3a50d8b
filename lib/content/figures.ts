/*
 * Figures are the facts a reader checks first, and both languages write them in Latin digits (docs/translating.md):
 * so the figures of an English text and of its Arabic twin can be compared one to one. A figure is a number written
 * in digits with its decimal part (25.6), its thousands separators read away (1,000 is 1000) and a percent sign kept
 * (25%, or Arabic's ٪25). Digits that are part of a name (D33, COP28, A4) are letters of that name, not a figure.
 * A figure written twice in one language and once in the other is still the same figure: they are compared as sets.
 */

const arabicIndic = /[\u0660-\u0669\u06F0-\u06F9]/g
const digitOf = (character: string) => String((character.codePointAt(0)! - 0x0660) % 0x90)

/**
 * A figure with its percent sign before or after it. Not when a Latin letter comes right before it: then it is part
 * of a name (D33). Arabic letters may touch it (و2050, "and 2050").
 */
const figure =
  /(?<![\p{Script=Latin}\p{Nd}_]|\p{Nd}[.,٫٬])(%|٪)?(\p{Nd}+(?:[,٬]\p{Nd}{3})*(?:[.٫]\p{Nd}+)?)(%|٪)?(?!\p{Nd}|[.,٫٬]\p{Nd})(\p{Script=Latin}*)/gu

/**
 * Latin letters right after digits that make them a quantity (300Bn, 5MW, 10x); any others make a name or an
 * ordinal (3D printing, 5G, the 100th anniversary), which each language writes its own way.
 */
const unit = /^(?:|bn|mn|b|m|k|tn|t|x|km|m2|kg|kw|kwh|mw|mwh|gw|gwh)$/i

/** The figures of `text`, in the order written, each as one spelling for both languages: "25.6", "1000", "25%". */
export function figuresOf(text: string): string[] {
  return [...text.matchAll(figure)]
    .filter(([, , , , letters]) => unit.test(letters!))
    .map(([, before, digits, after]) => {
      const latin = digits!.replace(arabicIndic, digitOf).replace(/[,٬]/g, '').replace('٫', '.')
      return `${latin}${before || after ? '%' : ''}`
    })
}

/** What one language says that the other does not: the figures of each side left once each is matched. */
export interface FigureDifference {
  english: string[]
  translation: string[]
}

/** The figures of two texts that have no twin on the other side; none when both say the same figures. */
export function differentFigures(english: string, translation: string): FigureDifference | undefined {
  const [left, right] = [new Set(figuresOf(english)), new Set(figuresOf(translation))]
  const difference = {
    english: [...left].filter((each) => !right.has(each)),
    translation: [...right].filter((each) => !left.has(each)),
  }
  return difference.english.length === 0 && difference.translation.length === 0 ? undefined : difference
}

/** A block of an MDX body: a heading, a list item or a paragraph, with its place among the blocks of its kind. */
export interface BodyBlock {
  kind: 'heading' | 'list item' | 'paragraph'
  /** Its number among the blocks of its kind, from 1. */
  number: number
  text: string
  /** The line it starts on, counted from the body's first line as 0. */
  line: number
}

/**
 * The blocks of an MDX body, as the parity check pairs them: its headings, list items and paragraphs in order, each
 * numbered within its kind, so the third list item of the English is the third of its translation. A paragraph runs
 * to the next blank line, heading or list item.
 */
export function bodyBlocks(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = []
  const counts = { heading: 0, 'list item': 0, paragraph: 0 }
  let open: BodyBlock | undefined
  body.split('\n').forEach((line, index) => {
    const kind = /^#{1,6} /.test(line) ? 'heading' : /^\s*([-*+]|\d+\.) /.test(line) ? 'list item' : undefined
    if (!line.trim()) {
      open = undefined
    } else if (kind) {
      counts[kind] += 1
      open = kind === 'list item' ? { kind, number: counts[kind], text: line, line: index } : undefined
      if (open) blocks.push(open)
      else blocks.push({ kind: 'heading', number: counts.heading, text: line, line: index })
    } else if (open) {
      open.text += `\n${line}`
    } else {
      counts.paragraph += 1
      open = { kind: 'paragraph', number: counts.paragraph, text: line, line: index }
      blocks.push(open)
    }
  })
  return blocks
}

/** How a block is named in a field's path: ['text', 'paragraph 2']. */
export const blockName = (block: Pick<BodyBlock, 'kind' | 'number'>) => `${block.kind} ${block.number}`
