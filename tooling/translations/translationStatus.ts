import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { InWords } from '../../lib/locales.ts'
import { historyState } from './gitHistory.ts'
import { type StaleText, staleTranslations } from './staleTranslations.ts'
import type { DiffPart } from './wordDiff.ts'

/*
 * The translations' state as the build leaves it for the editors: dist/client/admin/translations.json, which the
 * Arabic editor's flags read (flags/translationFlags.ts), and the editors' page of every entry with a text to update
 * (editorsPage.ts). Made from git history at build time, so a release must be built in a clone with its history
 * (the Dockerfile's build stage has git and the repository's .git; the release workflow fetches the whole history).
 */

/** One flagged text as the editor's flags show it. */
export interface FlaggedField {
  /** The field as the content check names it: "summary", "text › paragraph 2". */
  field: string
  /** The CMS's name of the field in the entry ("summary", "alignment.cards.1.title", "body"). */
  keyPath: string
  place: InWords
  since?: string
  diff: DiffPart[]
  /** The Arabic file and the English version a "checked" mark names. */
  file: string
  englishVersion: string
}

/** An entry of the editor with texts to update, by its address in the CMS. */
export interface FlaggedEntry {
  collection: string
  entry: string
  title: InWords
  /** The oldest of its fields' changes: the entries are listed oldest first. */
  since?: string
  fields: FlaggedField[]
}

export interface TranslationStatus {
  /** Whether the history was whole: a shallow clone or no git makes the list empty, and says so. */
  history: 'full' | 'shallow' | 'none'
  entries: FlaggedEntry[]
}

/** The CMS's key path of a field named as the content check names it: every block of the body is the body. */
export function keyPathOf(field: string): string {
  if (field === 'text' || field.startsWith('text › ')) return 'body'
  return field
    .split(' › ')
    .map((part) => /^item (\d+)$/.exec(part)?.[1] ?? part)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) - 1) : part))
    .join('.')
}

/** The stale texts grouped by entry, each entry's fields in the order found, the entries oldest change first. */
export function groupByEntry(list: readonly StaleText[]): FlaggedEntry[] {
  const entries = new Map<string, FlaggedEntry>()
  for (const text of list) {
    const key = `${text.editor.collection}/${text.editor.entry}`
    const entry = entries.get(key) ?? {
      collection: text.editor.collection,
      entry: text.editor.entry,
      title: text.entry,
      fields: [],
    }
    entries.set(key, entry)
    entry.fields.push({
      field: text.field,
      keyPath: keyPathOf(text.field),
      place: text.place,
      ...(text.since ? { since: text.since } : {}),
      diff: text.diff,
      file: text.file,
      englishVersion: text.englishVersion,
    })
    if (text.since && (!entry.since || text.since < entry.since)) entry.since = text.since
  }
  return [...entries.values()].sort((a, b) => (a.since ?? '9999').localeCompare(b.since ?? '9999'))
}

/** The state of the translations of the content at `contentDir`, from the history of the clone it is in. */
export function translationStatus(contentDir: string): TranslationStatus {
  const history = historyState(contentDir)
  if (history !== 'full') return { history, entries: [] }
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir }).stdout.toString().trim()
  return { history, entries: groupByEntry(staleTranslations({ repo: path.resolve(top), contentDir })) }
}

/** Where the status is written under dist/client, and read by the editors' flags. */
export const statusFile = 'admin/translations.json'

export function writeStatus(clientDir: string, status: TranslationStatus): void {
  fs.writeFileSync(path.join(clientDir, statusFile), `${JSON.stringify(status)}\n`)
}
