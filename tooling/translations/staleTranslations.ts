import fs from 'node:fs'
import path from 'node:path'
import { type ContentType, contentTypes } from '../../lib/content/contentTypes.ts'
import { editorPlace } from '../../lib/content/labels.ts'
import { type InWords, type Locale, localeInfo, locales } from '../../lib/locales.ts'
import { fieldTexts } from './fieldTexts.ts'
import { type Commit, contentCommits, readVersions, resolveCommit } from './gitHistory.ts'
import { englishVersion, isReviewed, readReviewedMarks } from './reviewedMarks.ts'
import { type DiffPart, wordDiff } from './wordDiff.ts'
import { byKey } from '../../lib/content/translations/dictionaries.ts'

/*
 * Which translated texts their English left behind, per field, from git: for each text of a translation, the commit
 * that last changed it, and the English of the same field at that commit against the English now. Different, the
 * translation was written for words that are no longer there: it is to update, until it changes or a translator
 * marks it checked (reviewedMarks.ts). The English may go live first; this never fails a build.
 */

export interface StaleText {
  /** The translation's file, named from content/: content/ar/initiatives/dubai-d33.mdx. */
  file: string
  /** Its English original. */
  englishFile: string
  locale: Locale
  /** The field as the content check names it: "summary", "text › paragraph 2". */
  field: string
  /** Where the editor shows it, in each language: Initiatives › Dubai Economic Agenda (D33) › Card summary (Arabic). */
  place: InWords
  /** The entry's title in each language, as the editor's lists show it. */
  entry: InWords
  /** The collection and entry names of the editor's address: #/collections/<collection>/entries/<entry>. */
  editor: { collection: string; entry: string }
  /** When the English first changed after the translation was last written; absent while the change is not committed. */
  since?: string
  /** The commit of that change. */
  commit?: string
  /** The English the translation was written for, and the English now. */
  before: string
  after: string
  /** The words that changed between them. */
  diff: DiffPart[]
  /** The version of the English now, which a translator's "checked" mark names. */
  englishVersion: string
  /** The translation as it is. */
  translation: string
}

interface Pair {
  type: ContentType
  locale: Locale
  /** Paths from the repository's root. */
  english: string
  translation: string
  /** The translation as the content check names files, from content/: content/ar/initiatives/dubai-d33.mdx. */
  named: string
  englishNamed: string
}

/** Every English content file with its translation in each other language, as paths from the repository's root. */
function pairs(repo: string, contentDir: string): Pair[] {
  const content = path.relative(repo, contentDir).split(path.sep).join('/')
  const found: Pair[] = []
  for (const locale of locales) {
    const folder = localeInfo[locale].contentFolder
    if (!folder) continue
    for (const type of contentTypes) {
      const names =
        type.kind === 'collection'
          ? fs.existsSync(path.join(contentDir, type.folder))
            ? fs
                .readdirSync(path.join(contentDir, type.folder))
                .filter((name) => name.endsWith(type.extension))
                .sort()
                .map((name) => `${type.folder}/${name}`)
            : []
          : [type.file]
      for (const name of names) {
        const translation = type.kind === 'shared' ? name : `${folder}/${name}`
        if (!fs.existsSync(path.join(contentDir, translation))) continue
        found.push({
          type,
          locale,
          english: `${content}/${name}`,
          translation: `${content}/${translation}`,
          named: `content/${translation}`,
          englishNamed: `content/${name}`,
        })
      }
    }
  }
  return found
}

const readNow = (repo: string, file: string) => {
  try {
    return fs.readFileSync(path.join(repo, file), 'utf8')
  } catch {
    return undefined
  }
}

function titleOf(type: ContentType, sources: Record<Locale, string | undefined>, file: string): InWords {
  const slug = path.posix.basename(file).replace(/\.[a-z]+$/, '')
  if (type.kind !== 'collection') return { en: type.label.en, ar: type.label.ar }
  const title = (locale: Locale) => {
    const texts = fieldTexts(type, sources[locale], locale)
    return texts.get('title')?.text ?? texts.get('name')?.text
  }
  return { en: title('en') ?? slug, ar: title('ar') ?? title('en') ?? slug }
}

function editorAddress(type: ContentType, file: string) {
  if (type.kind === 'document') return { collection: 'pages', entry: type.id }
  if (type.kind === 'shared') return { collection: 'company', entry: type.id }
  return { collection: type.key, entry: path.posix.basename(file).replace(/\.[a-z]+$/, '') }
}

export interface StaleOptions {
  /** The repository's root. */
  repo: string
  /** The content folder (content/ unless CONTENT_DIR says otherwise). */
  contentDir: string
  /** Only what the commits since this one left behind (a pull request's base). */
  base?: string
}

/** Every translated text whose English changed after it, oldest change first. */
export function staleTranslations({ repo, contentDir, base }: StaleOptions): StaleText[] {
  const commits = contentCommits(repo, path.relative(repo, contentDir) || '.')
  const order = new Map(commits.map((commit, index) => [commit.hash, index]))
  const historyOf = (file: string) => commits.filter((commit) => commit.files.has(file))
  const baseCommit = base ? resolveCommit(repo, base) : undefined
  const list = pairs(repo, contentDir)
  // Every version any comparison may need, read in one go.
  const wanted = list.flatMap((pair) => [
    ...historyOf(pair.translation).map((commit) => `${commit.hash}:${pair.translation}`),
    ...historyOf(pair.translation).map((commit) => `${commit.hash}:${pair.english}`),
    ...historyOf(pair.english).map((commit) => `${commit.hash}:${pair.english}`),
    ...(baseCommit ? [`${baseCommit}:${pair.english}`] : []),
  ])
  const versions = readVersions(repo, wanted)
  const marks = readReviewedMarks(repo)
  const stale: StaleText[] = []
  for (const pair of list) {
    const { type, locale } = pair
    const textsAt = (commit: Commit | string, file: string, language: Locale) =>
      fieldTexts(type, versions.get(`${typeof commit === 'string' ? commit : commit.hash}:${file}`), language)
    const translationNow = fieldTexts(type, readNow(repo, pair.translation), locale)
    const englishNow = fieldTexts(type, readNow(repo, pair.english), 'en')
    const translationHistory = historyOf(pair.translation).map((commit) => ({
      commit,
      texts: textsAt(commit, pair.translation, locale),
    }))
    const englishHistory = historyOf(pair.english).map((commit) => ({
      commit,
      texts: textsAt(commit, pair.english, 'en'),
    }))
    const englishAtBase = baseCommit ? textsAt(baseCommit, pair.english, 'en') : undefined
    const sources = { en: readNow(repo, pair.english), ar: readNow(repo, pair.translation) } as Record<
      Locale,
      string | undefined
    >
    for (const [field, now] of translationNow) {
      const after = englishNow.get(field)?.text
      if (after === undefined) continue // a field the English lacks is the parity check's to report
      // The commit that last changed this text: the oldest of the newest versions that all read as it does now.
      let written: Commit | undefined
      for (const version of translationHistory) {
        if (version.texts.get(field)?.text !== now.text) break
        written = version.commit
      }
      if (!written) continue // changed and not yet committed, or never committed: written against the English now
      const before = textsAt(written, pair.english, 'en').get(field)?.text
      if (before === undefined || before === after) continue
      if (englishAtBase && englishAtBase.get(field)?.text === after) continue
      if (isReviewed(marks, pair.named, field, after)) continue
      // When the English first moved away from what the translation was written for.
      const writtenAt = order.get(written.hash)!
      const change = [...englishHistory]
        .reverse()
        .find(({ commit, texts }) => order.get(commit.hash)! < writtenAt && texts.get(field)?.text !== before)
      const place = (language: Locale) => {
        const named = editorPlace(pair.named, fieldPathOf(field), language, entry) ?? field
        return field.startsWith('text › ')
          ? `${named}${localeInfo[language].comma}${blockInWords(field, language)}`
          : named
      }
      const entry = titleOf(type, sources, pair.translation)
      stale.push({
        file: pair.named,
        englishFile: pair.englishNamed,
        locale,
        field,
        place: { en: place('en'), ar: place('ar') },
        entry,
        editor: editorAddress(type, pair.translation),
        ...(change ? { since: change.commit.date, commit: change.commit.hash } : {}),
        before,
        after,
        diff: wordDiff(before, after),
        englishVersion: englishVersion(after),
        translation: now.text,
      })
    }
  }
  // Oldest first: the longest waiting at the top; changes not yet committed last.
  return stale.sort((a, b) => (a.since ?? '9999').localeCompare(b.since ?? '9999'))
}

/** A field's keys from its name, with a block of the text below the fields as the text itself ("text"). */
function fieldPathOf(field: string): (string | number)[] {
  if (field.startsWith('text › ')) return ['text']
  return field.split(' › ').map((part) => {
    const item = /^item (\d+)$/.exec(part)
    return item ? Number(item[1]) - 1 : part
  })
}

const blockWords: Record<string, InWords> = byKey((words) => words.translations.blockWords)

/** A block of the text below the fields, as an editor counts it: "paragraph 2", «الفقرة 2». */
export function blockInWords(field: string, locale: Locale): string {
  const [, kind, number] = /^text › (heading|list item|paragraph) (\d+)$/.exec(field) ?? []
  return kind ? `${blockWords[kind]![locale]} ${number}` : field
}
