import path from 'node:path'
import { type Locale, locales } from '../locales.ts'
import { filesOf } from './checkLanguage.ts'
import { contentTypes } from './contentTypes.ts'
import { fieldName } from './formatIssues.ts'
import { readFields } from './frontMatter.ts'
import { type InvisibleFinding, invisibleCharacters } from './invisibleCharacters.ts'
import { fieldPositions } from './positions.ts'
import type { Problem } from './problem.ts'

/** Every text of a file's data with its path: every field, words or not, since an address or a name can hide one too. */
function texts(value: unknown, at: (string | number)[] = []): { at: (string | number)[]; text: string }[] {
  if (typeof value === 'string') return [{ at, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...at, index]))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => texts(item, [...at, key]))
  }
  return []
}

/**
 * The message of a field with invisible characters: their codes and names, and the words they follow, so the editor
 * finds them (scripts/content-report/editorWords.ts says it in the editor's words, in each language).
 */
export function invisibleMessage(finding: InvisibleFinding, more: number): string {
  const where = finding.after ? `after "${finding.after}"` : 'at its start'
  const others = more > 0 ? ` (and in ${more} more ${more === 1 ? 'place' : 'places'})` : ''
  return `has invisible characters (${finding.codes.join(', ')}) ${where}${others}; delete them: retype the words around them, or paste the text again as plain text`
}

/**
 * No field and no text below the fields holds a character that takes no room on the page (lib/content/
 * invisibleCharacters.ts says which and why): each is a problem at its field, naming where it is.
 */
export function checkInvisible(root: string): Problem[] {
  const problems: Problem[] = []
  for (const type of contentTypes) {
    for (const { file, locale } of filesOf(root, type)) {
      const read = readFields(path.join(root, file))
      if (!read) continue // an unreadable file is reported by its language's own check
      const name = `content/${file}`
      const positions = fieldPositions(path.join(root, file))
      for (const field of texts(read.data)) {
        // A shared file keeps its other languages in blocks named by the language: ar: for Arabic.
        const language: Locale = locale ?? locales.find((each) => each === field.at[0]) ?? 'en'
        const found = invisibleCharacters(field.text, language)
        if (found.length === 0) continue
        const message = invisibleMessage(found[0]!, found.length - 1)
        problems.push({ file: name, at: positions.at(field.at), field: fieldName(field.at), message })
      }
      const found = locale ? invisibleCharacters(read.body, locale) : []
      if (found.length > 0) {
        const line = read.bodyLine + read.body.slice(0, found[0]!.index).split('\n').length - 1
        problems.push({
          file: name,
          at: { line, col: 1 },
          field: 'text',
          message: invisibleMessage(found[0]!, found.length - 1),
        })
      }
    }
  }
  return problems
}
