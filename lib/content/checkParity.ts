import fs from 'node:fs'
import path from 'node:path'
import { localeInfo, locales } from '../locales.ts'
import type { Problem } from './ContentError.ts'
import { fieldName } from './formatIssues.ts'
import { readFields as read } from './frontMatter.ts'
import { localeFiles } from './contentTypes.ts'
import { fieldPositions, type FieldPositions } from './positions.ts'

/**
 * Values that are not words: a translation keeps them as they are (an icon, a colour, a link, a picture, a date, a
 * number), so a difference is a mistake rather than a translation.
 */
export const sameInEveryLanguage = new Set(['icon', 'color', 'href', 'image', 'initiative', 'linkedin', 'url'])
const notWords = (value: unknown, key: string | number | undefined) =>
  typeof value === 'number' ||
  typeof value === 'boolean' ||
  (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) ||
  (typeof key === 'string' && sameInEveryLanguage.has(key))

interface Parsed {
  data: unknown
  body: string
  /** The line the body starts on. */
  bodyLine: number
}

/**
 * Every English file under content/ must have its twin in each other language's folder (content/ar/...) with the same
 * structure: the same fields, the same number of items in every list, the same values where a value is not words,
 * and in an MDX body the same headings, list items, links and company facts. Returns every difference, each naming
 * the translated file and what is missing, so no page is half translated or silently shown in English.
 */
export function checkParity(root: string): Problem[] {
  const problems: Problem[] = []
  for (const locale of locales) {
    const folder = localeInfo[locale].contentFolder
    if (!folder) continue
    if (!fs.existsSync(path.join(root, folder))) {
      problems.push({
        file: `content/${folder}/`,
        message: `the folder of the ${locale} translation is missing; it mirrors content/, file for file`,
      })
      continue
    }
    for (const name of pairedFiles(root, folder, problems)) {
      const original = read(path.join(root, name))
      const translation = read(path.join(root, folder, name))
      const file = `content/${folder}/${name}`
      if (!original || !translation) continue // unreadable files are reported by the language's own check
      const positions = fieldPositions(path.join(root, folder, name))
      compare(original.data, translation.data, [], { file, original: `content/${name}`, problems, positions })
      compareChoices(root, folder, name, [original.data, translation.data], { file, positions, problems })
      compareBodies(original.body, translation, file, `content/${name}`, problems)
    }
  }
  return problems
}

/** The files present in both languages; a file on one side only is a problem. */
function pairedFiles(root: string, folder: string, problems: Problem[]): string[] {
  const list = (base: string) => [
    ...localeFiles.documents.filter((name) => fs.existsSync(path.join(base, name))),
    ...localeFiles.folders.flatMap((sub) =>
      fs.existsSync(path.join(base, sub))
        ? fs
            .readdirSync(path.join(base, sub))
            .filter((name) => !name.startsWith('.'))
            .sort()
            .map((name) => `${sub}/${name}`)
        : [],
    ),
  ]
  const english = list(root)
  const translated = new Set(list(path.join(root, folder)))
  for (const name of english) {
    if (!translated.has(name))
      problems.push({ file: `content/${folder}/${name}`, message: `missing; translate content/${name} into it` })
  }
  for (const name of translated) {
    if (!english.includes(name)) {
      problems.push({
        file: `content/${folder}/${name}`,
        at: { line: 1, col: 1 },
        message: `has no English original content/${name}; add that file, or remove this one`,
      })
    }
  }
  return english.filter((name) => translated.has(name))
}

/**
 * Choices from a list that each language writes in its own words (a news item's category, from the News page's
 * filters): the translation makes the same choice, the item at the same position of its own language's list.
 */
const choicesFromLists = [{ folder: 'news', field: 'category', list: { file: 'news.yaml', field: 'categories' } }]

function compareChoices(
  root: string,
  folder: string,
  name: string,
  [original, translation]: unknown[],
  context: Pick<Context, 'file' | 'positions' | 'problems'>,
): void {
  for (const choice of choicesFromLists) {
    if (!name.startsWith(`${choice.folder}/`)) continue
    const listIn = (base: string) => {
      const list = (read(path.join(base, choice.list.file))?.data as Record<string, unknown> | undefined)?.[
        choice.list.field
      ]
      return Array.isArray(list) ? list : []
    }
    const [englishList, translatedList] = [listIn(root), listIn(path.join(root, folder))]
    const chosen = (original as Record<string, unknown> | null)?.[choice.field]
    const made = (translation as Record<string, unknown> | null)?.[choice.field]
    const [english, translated] = [englishList.indexOf(chosen), translatedList.indexOf(made)]
    // A value missing from its own list is that language's own problem, said once there.
    if (english === -1 || translated === -1 || english === translated || translatedList[english] === undefined) continue
    context.problems.push({
      file: context.file,
      at: context.positions.at([choice.field]),
      field: choice.field,
      message: `is "${made}", which is "${englishList[translated]}" in English, where content/${name} chose "${chosen}"; choose "${translatedList[english]}"`,
    })
  }
}

/**
 * The parity problems that a problem of the English file's own check already explains, left out: a field missing or
 * wrong in the English file is said once, about the English, and never as advice to remove or change the translation
 * to match. `own` are the problems of every language's own check.
 */
export function withoutEchoes(parity: readonly Problem[], own: readonly Problem[]): Problem[] {
  const folders = locales.map((locale) => localeInfo[locale].contentFolder).filter(Boolean)
  const englishOf = (file: string) =>
    folders.reduce((name, folder) => name.replace(new RegExp(`^content/${folder}/`), 'content/'), file)
  const prefixOf = (shorter: string, longer: string) => longer === shorter || longer.startsWith(`${shorter} › `)
  return parity.filter(
    (problem) =>
      !own.some((cause) => {
        if (cause.file === problem.file || cause.file !== englishOf(problem.file)) return false
        if (!cause.field || !problem.field) return false
        // A broken link or body in the English file explains a body that differs from it.
        if (problem.field === 'text') return cause.field === 'text' || cause.field === 'link'
        return prefixOf(cause.field, problem.field)
      }),
  )
}

interface Context {
  file: string
  original: string
  problems: Problem[]
  positions: FieldPositions
}

function compare(original: unknown, translation: unknown, at: (string | number)[], context: Context): void {
  const say = (message: string): void => {
    context.problems.push({ file: context.file, at: context.positions.at(at), field: fieldName(at), message })
  }
  if (Array.isArray(original)) {
    if (!Array.isArray(translation)) return say(`expected a list of ${original.length}, as in ${context.original}`)
    if (original.length !== translation.length) {
      return say(
        `${translation.length} ${translation.length === 1 ? 'item' : 'items'} here, ${original.length} in ${context.original}; translate each item once`,
      )
    }
    original.forEach((item, index) => {
      compare(item, translation[index], [...at, index], context)
    })
    return
  }
  if (original !== null && typeof original === 'object') {
    if (translation === null || typeof translation !== 'object' || Array.isArray(translation)) {
      return say(`expected the fields of ${context.original} here`)
    }
    // Each field at its own place, so that a problem the English file's own check finds there explains it.
    const sayAt = (key: string, message: string) =>
      context.problems.push({
        file: context.file,
        at: context.positions.at([...at, key], 'key'),
        field: fieldName([...at, key]),
        message,
      })
    for (const key of Object.keys(original)) {
      if (!(key in translation)) sayAt(key, `has no translation; translate it from ${context.original}`)
    }
    for (const key of Object.keys(translation)) {
      if (!(key in original)) sayAt(key, `is not in ${context.original}; remove it, or add it there too`)
    }
    for (const key of Object.keys(original)) {
      if (key in translation)
        compare(
          (original as Record<string, unknown>)[key],
          (translation as Record<string, unknown>)[key],
          [...at, key],
          context,
        )
    }
    return
  }
  if (notWords(original, at.at(-1)) && original !== translation) {
    say(
      `expected ${JSON.stringify(original)} as in ${context.original} (it is not translated), found ${JSON.stringify(translation)}`,
    )
  }
}

/** What an MDX body must keep in translation, by kind: headings per level, list items, link targets, company facts. */
function bodyShape(body: string) {
  const lines = body.split('\n')
  const count = (pattern: RegExp) => lines.filter((line) => pattern.test(line)).length
  return {
    'level-2 headings (## )': count(/^## /),
    'level-3 headings (### )': count(/^### /),
    'list items': count(/^\s*([-*+]|\d+\.) /),
    links: [...body.matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1])
      .sort()
      .join(' '),
    'company facts (<... />)': [...body.matchAll(/<([A-Z][A-Za-z]*)\s*\/>/g)]
      .map((match) => match[1])
      .sort()
      .join(' '),
  }
}

function compareBodies(
  original: string,
  translation: Parsed,
  file: string,
  originalFile: string,
  problems: Problem[],
): void {
  if (!original.trim()) return
  const at = { line: translation.bodyLine, col: 1 }
  if (!translation.body.trim()) {
    problems.push({ file, at, message: `the text below the fields is missing; translate it from ${originalFile}` })
    return
  }
  const english = bodyShape(original)
  const translated = bodyShape(translation.body)
  for (const [kind, value] of Object.entries(english) as [keyof typeof english, string | number][]) {
    const other = translated[kind]
    if (value === other) continue
    problems.push({
      file,
      at,
      field: 'text',
      message:
        typeof value === 'number'
          ? `${other} ${kind} here, ${value} in ${originalFile}; keep the same structure`
          : `${kind} differ from ${originalFile}: expected "${value}", found "${other}"`,
    })
  }
}
