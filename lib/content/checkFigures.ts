import path from 'node:path'
import { localeInfo, locales } from '../locales.ts'
import { filesOf, wordFields } from './checkLanguage.ts'
import { contentTypeOf, contentTypes } from './contentTypes.ts'
import { type BodyBlock, blockName, bodyBlocks, differentFigures, type FigureDifference } from './figures.ts'
import { fieldName } from './formatIssues.ts'
import { readFields } from './frontMatter.ts'
import { jsonSchemaOf } from './labels.ts'
import { fieldPositions } from './positions.ts'
import type { Problem } from './problem.ts'
import { figuresInWords } from './schemas/figuresInWords.ts'

/** A text of a file and its twin in the translation, by the field that holds them. */
export interface TextPair {
  /** The field's keys and list positions, or ['text', 'paragraph 2'] for a block of the text below the fields. */
  at: (string | number)[]
  english: string
  translation: string
  /** The block's line in the translation's body, counted from the body's first line as 0. */
  bodyLine?: number
}

const valueAt = (data: unknown, at: readonly (string | number)[]) =>
  at.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  )

/**
 * The blocks of two bodies paired as the parity check pairs them: the nth heading with the nth heading, the nth list
 * item with the nth list item, the nth paragraph with the nth paragraph. Where a translation has another number of
 * paragraphs (a long sentence split in two reads better in Arabic), its paragraphs are one text against the
 * English's; a kind of block whose count differs otherwise is the parity check's to report.
 */
export function pairedBlocks(english: string, translation: string): TextPair[] {
  const [left, right] = [bodyBlocks(english), bodyBlocks(translation)]
  const ofKind = (blocks: BodyBlock[], kind: BodyBlock['kind']) => blocks.filter((block) => block.kind === kind)
  const pairs: TextPair[] = []
  for (const kind of ['heading', 'list item', 'paragraph'] as const) {
    const [ours, theirs] = [ofKind(left, kind), ofKind(right, kind)]
    if (ours.length === theirs.length) {
      ours.forEach((block, index) => {
        const twin = theirs[index]!
        pairs.push({ at: ['text', blockName(block)], english: block.text, translation: twin.text, bodyLine: twin.line })
      })
    } else if (kind === 'paragraph' && ours.length > 0 && theirs.length > 0) {
      const joined = (blocks: BodyBlock[]) => blocks.map((block) => block.text).join('\n\n')
      pairs.push({ at: ['text'], english: joined(ours), translation: joined(theirs), bodyLine: theirs[0]!.line })
    }
  }
  return pairs
}

/**
 * Every text of an English file paired with its twin in a translation: each field of words at the same place, and
 * the text below the fields block by block. `data` and `body` are the two files' contents.
 */
export function pairedTexts(
  file: string,
  english: { data: unknown; body: string },
  translation: { data: unknown; body: string },
  /** Where the translation's fields are inside its file: ['ar'] for the shared content/company.yaml. */
  within: readonly string[] = [],
): TextPair[] {
  const type = contentTypeOf(file)
  if (!type) return []
  const schema = jsonSchemaOf(type)
  const fields = wordFields(schema, english.data).flatMap(({ at, text }) => {
    if (within.length === 0 && locales.some((locale) => locale === at[0] && localeInfo[locale].contentFolder)) return []
    const twin = valueAt(translation.data, [...within, ...at])
    return typeof twin === 'string' ? [{ at, english: text, translation: twin }] : []
  })
  return [...fields, ...pairedBlocks(english.body, translation.body)]
}

/** The message of a text whose figures differ from its English twin's. */
export function figuresMessage(difference: FigureDifference, englishFile: string, block?: string): string {
  const said = (figures: string[]) => (figures.length ? figures.join(' and ') : 'none')
  return `has other figures than ${englishFile}${block ? ` in its ${block}` : ''}: English says ${said(difference.english)}, Arabic says ${said(difference.translation)}; check them against the source and correct the language that is wrong`
}

/**
 * The figures of each English text and of its Arabic twin agree, field by field and block by block: a figure changed
 * in one language alone is a problem at the translation's field, quoting both. lib/content/schemas/figuresInWords.ts
 * lists the few figures one language rightly writes in words.
 */
export function checkFigures(root: string): Problem[] {
  const problems: Problem[] = []
  for (const type of contentTypes) {
    for (const { file, locale } of filesOf(root, type)) {
      if (locale !== undefined && locale !== 'en') continue
      const english = readFields(path.join(root, file))
      if (!english) continue // an unreadable file is reported by its language's own check
      for (const other of locales) {
        const folder = localeInfo[other].contentFolder
        if (!folder) continue
        const twinFile = type.kind === 'shared' ? file : `${folder}/${file}`
        const translation = type.kind === 'shared' ? english : readFields(path.join(root, twinFile))
        if (!translation) continue
        const within = type.kind === 'shared' ? [other] : []
        const positions = fieldPositions(path.join(root, twinFile))
        for (const pair of pairedTexts(`content/${file}`, english, translation, within)) {
          const allowed = figuresInWords.filter(
            (each) => each.file === `content/${file}` && each.field === fieldName(pair.at),
          )
          const difference = differentFigures(pair.english, pair.translation)
          if (!difference) continue
          for (const { figure } of allowed) {
            for (const side of [difference.english, difference.translation]) {
              const index = side.indexOf(figure)
              if (index !== -1) side.splice(index, 1)
            }
          }
          if (difference.english.length === 0 && difference.translation.length === 0) continue
          const inBody = pair.at[0] === 'text' && pair.bodyLine !== undefined
          problems.push({
            file: `content/${twinFile}`,
            at: inBody
              ? { line: translation.bodyLine + pair.bodyLine!, col: 1 }
              : positions.at([...within, ...pair.at]),
            field: inBody ? 'text' : fieldName([...within, ...pair.at]),
            message: figuresMessage(
              difference,
              `content/${file}`,
              inBody ? (pair.at[1] as string | undefined) : undefined,
            ),
          })
        }
      }
    }
  }
  return problems
}
