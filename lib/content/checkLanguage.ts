import fs from 'node:fs'
import path from 'node:path'
import { type Locale, localeInfo, locales } from '../locales.ts'
import { sameInEveryLanguage } from './checkParity.ts'
import { type ContentType, contentTypes } from './contentTypes.ts'
import { fieldName } from './formatIssues.ts'
import { readFields } from './frontMatter.ts'
import { type JsonSchema, jsonSchemaOf } from './labels.ts'
import { fieldPositions } from './positions.ts'
import type { Problem } from './problem.ts'
import { inTheOtherLanguage, latinKinds, latinNames } from './schemas/keptInLatin.ts'
import { inLanguages } from './translations/dictionaries.ts'

const arabicRun = /(?:(?=\p{L})\p{Script=Arabic}|\p{M})+(?:[\s،؛]+(?:(?=\p{L})\p{Script=Arabic}|\p{M})+)*/gu
const latinRun =
  /[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’.&-]*(?:[ ,;:]+[\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}'’.&-]*)*/gu
const latinWord = /[\p{Script=Latin}\p{N}]*\p{Script=Latin}[\p{Script=Latin}\p{N}]*/gu

/** A run of words as quoted in a message: trimmed, and cut where it is long. */
const quoted = (run: string) => {
  const words = run.trim().replace(/[.,;:'’&-]+$/, '')
  return words.length > 60 ? `${words.slice(0, 57)}...` : words
}

/**
 * The runs of words of `text` that are not in `locale`'s language, each with where it starts: Arabic words in
 * English text; in Arabic text, Latin words other than the names and kinds of text that stay Latin
 * (lib/content/schemas/keptInLatin.ts).
 */
export function wordsNotIn(locale: Locale, text: string): { words: string; index: number }[] {
  if (locale === 'ar') {
    // Each kind of text that stays Latin is blanked to spaces of the same length, so the positions still hold.
    const words = latinKinds.reduce(
      (rest, { pattern }) => rest.replace(pattern, (kept) => ' '.repeat(kept.length)),
      text,
    )
    return [...words.matchAll(latinRun)]
      .filter((run) => (run[0].match(latinWord) ?? []).some((word) => !Object.hasOwn(latinNames, word)))
      .map((run) => ({ words: quoted(run[0]), index: run.index }))
  }
  return [...text.matchAll(arabicRun)].map((run) => ({ words: quoted(run[0]), index: run.index }))
}

/** A field that holds words: text, not a choice, a date, a number or an address, which stay the same in every language. */
function holdsWords(node: JsonSchema | undefined): boolean {
  if (!node) return false
  if (node.anyOf) return node.anyOf.some(holdsWords)
  return node.type === 'string' && !node.enum && node.const === undefined && !node.pattern && !node.format
}

function childOf(node: JsonSchema | undefined, key: string | number): JsonSchema | undefined {
  const options = [node, ...(node?.anyOf ?? [])]
  for (const option of options) {
    const found = typeof key === 'number' ? option?.items : option?.properties?.[key]
    if (found) return found
  }
  return undefined
}

/** Every field of words in a file's data, with its path: fields the schema does not know are its own check's. */
export function wordFields(node: JsonSchema | undefined, value: unknown, at: (string | number)[] = []) {
  const found: { at: (string | number)[]; text: string }[] = []
  if (typeof value === 'string') {
    if (holdsWords(node)) found.push({ at, text: value })
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      found.push(...wordFields(childOf(node, index), item, [...at, index]))
    })
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!sameInEveryLanguage.has(key)) found.push(...wordFields(childOf(node, key), item, [...at, key]))
    }
  }
  return found
}

const message: Record<Locale, (words: string[]) => string> = inLanguages((words) => words.languageCheck.message)

/** The files of a content type, each with the language its words are in (a shared file holds every language). */
export function filesOf(root: string, type: ContentType): { file: string; locale?: Locale }[] {
  if (type.kind === 'shared') return [{ file: type.file }]
  return locales.flatMap((locale) => {
    const folder = localeInfo[locale].contentFolder
    const within = (name: string) => (folder ? `${folder}/${name}` : name)
    if (type.kind === 'document') return [{ file: within(type.file), locale }]
    const directory = path.join(root, within(type.folder))
    if (!fs.existsSync(directory)) return []
    return fs
      .readdirSync(directory)
      .filter((name) => name.endsWith(type.extension))
      .sort()
      .map((name) => ({ file: within(`${type.folder}/${name}`), locale }))
  })
}

/**
 * Every field of words, and the text below the fields, must be in its file's language: no Arabic letter in an English
 * field, no Latin word in an Arabic one beyond those lib/content/schemas/keptInLatin.ts lists. A value pasted into
 * the wrong language, or left untranslated, is a problem at its field.
 */
export function checkLanguage(root: string): Problem[] {
  const problems: Problem[] = []
  for (const type of contentTypes) {
    for (const { file, locale } of filesOf(root, type)) {
      const read = readFields(path.join(root, file))
      if (!read) continue // an unreadable file is reported by its language's own check
      const schema = jsonSchemaOf(type)
      const name = `content/${file}`
      const positions = fieldPositions(path.join(root, file))
      for (const field of wordFields(schema, read.data)) {
        // A shared file keeps its other languages in blocks named by the language: ar: for Arabic.
        const language = locale ?? locales.find((each) => each === field.at[0]) ?? 'en'
        const exempt = inTheOtherLanguage.some(
          (each) => each.type === type.id && each.path.join('\0') === field.at.join('\0'),
        )
        const wrong = wordsNotIn(language, field.text)
        if (exempt || wrong.length === 0) continue
        const message_ = message[language](wrong.map((each) => each.words))
        problems.push({ file: name, at: positions.at(field.at), field: fieldName(field.at), message: message_ })
      }
      const wrong = locale ? wordsNotIn(locale, read.body) : []
      if (locale && wrong.length > 0) {
        const line = read.bodyLine + read.body.slice(0, wrong[0]!.index).split('\n').length - 1
        problems.push({
          file: name,
          at: { line, col: 1 },
          field: 'text',
          message: message[locale](wrong.map((each) => each.words)),
        })
      }
    }
  }
  return problems
}
