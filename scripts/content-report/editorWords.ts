import path from 'node:path'
import type { Problem } from '../../lib/content/ContentError.ts'
import { contentTypeOf } from '../../lib/content/contentTypes.ts'
import { fieldPath } from '../../lib/content/formatIssues.ts'
import { invisibleKinds } from '../../lib/content/invisibleCharacters.ts'
import { editorPlace, languageName, localeOfFile } from '../../lib/content/labels.ts'
import type { Locale } from '../../lib/locales.ts'
import { dictionaries, inLanguages } from '../../lib/content/translations/dictionaries.ts'
import type { Dictionary } from '../../lib/content/translations/en.ts'
import { codeInBodyShape } from '../check-content/checkCodeInBodies.ts'

/**
 * A problem of the content check as an editor reads it in the CMS rather than in the files: where the field is
 * ("Pages › About page › Vision and mission › Vision box › Box title (Arabic)"), what is wrong ("is empty"), what to
 * do ("Write the text.") and the address that opens the entry in /admin, in English or in Arabic. Built on the
 * check's own problems: their file and field give the place, their message the rest. A message of a shape this file
 * does not know is passed on as the check wrote it, so nothing the check says is lost.
 */
export interface EditorProblem {
  place: string
  what: string
  fix: string
  /** The entry in the editor, when the file belongs to one and the site's address is known. */
  link?: string
}

/** The editor of each language: /admin in English, /admin/ar in Arabic; both open the same entries. */
export const editorPaths: Record<Locale, string> = inLanguages((words) => words.check.editorPaths)

/**
 * Sveltia CMS's address of the entry a file belongs to: #/collections/<collection>/entries/<entry>, the collection
 * named as tooling/cms/cmsConfig.ts names it (pages, company, or a folder's key) and the entry by its file's name.
 */
export function entryAddress(file: string, locale: Locale, siteUrl: string): string | undefined {
  const type = contentTypeOf(file)
  if (!type) return undefined
  const [collection, entry] =
    type.kind === 'document'
      ? ['pages', type.id]
      : type.kind === 'shared'
        ? ['company', type.id]
        : [type.key, path.posix.basename(file).replace(/\.[a-z]+$/, '')]
  return `${siteUrl}${editorPaths[locale]}#/collections/${collection}/entries/${entry}`
}

type Said = { what: string; fix: string }
type Problems = Dictionary['check']['problems']

/**
 * The messages the check writes, by their shape, in the editor's words (check.problems in each language's file of
 * lib/content/translations/), given the parts of the message they name. The first that matches says it.
 */
const shapes: {
  pattern: RegExp
  say(match: RegExpExecArray, problem: Problem, locale: Locale): (words: Problems) => Said
}[] = [
  codeInBodyShape,
  { pattern: /^is empty/, say: () => (words) => words.empty },
  { pattern: /^is missing: add it/, say: () => (words) => words.notFilledIn },
  {
    pattern: /^expected at most (\d+) characters, found (\d+)/,
    say:
      ([, most, found]) =>
      (words) =>
        words.tooLong(most!, found!),
  },
  {
    pattern: /^expected at least (\d+) characters, found (\d+)/,
    say:
      ([, least, found]) =>
      (words) =>
        words.tooShort(least!, found!),
  },
  {
    pattern: /^expected (at least|at most|exactly) (\d+) items?, found (\d+)/,
    say:
      ([, how, count, found]) =>
      (words) =>
        words.itemCount(how as 'at least' | 'at most' | 'exactly', count!, found!),
  },
  { pattern: /^expected a (?:real calendar )?date like/, say: () => (words) => words.notADate },
  {
    pattern: /^expected ((?:"[^"]*"(?: or )?)+), found (.+)$/,
    say:
      ([, choices, found]) =>
      (words) =>
        words.notAChoice(
          found!,
          [...choices!.matchAll(/"([^"]*)"/g)].map((choice) => choice[1]!),
        ),
  },
  {
    pattern: /^no page of this site is at "([^"]*)"(?:; did you mean ([^?\s]+)\?)?/,
    say:
      ([, address, suggestion]) =>
      (words) =>
        words.noSuchPage(address!, suggestion),
  },
  {
    pattern: /^missing; translate (\S+) into it$/,
    say: (_match, problem, locale) => {
      const missing = localeOfFile(problem.file)
      return (words) => words.notWrittenIn(languageName(missing, locale), missing === locale)
    },
  },
  { pattern: /^the text below the fields is missing/, say: () => (words) => words.noBody },
  {
    pattern: /^has Arabic words \((.+)\) in English text/,
    say:
      ([, found]) =>
      (words) =>
        words.arabicInEnglish(found!),
  },
  {
    pattern: /^has words that are not Arabic \((.+)\);/,
    say:
      ([, found]) =>
      (words) =>
        words.notArabic(found!),
  },
  {
    pattern:
      /^has other figures than \S+(?: in its (heading|list item|paragraph) (\d+))?: English says (.+), Arabic says (.+?);/,
    say:
      ([, block, number, english, arabic]) =>
      (words) =>
        words.otherFigures(block as 'heading' | 'list item' | 'paragraph' | undefined, number, english!, arabic!),
  },
  {
    pattern:
      /^has invisible characters \(([^)]+)\) (?:after "([^"]*)"|at its start)(?: \(and in (\d+) more places?\))?/,
    say: ([, codes, after, more], _problem, locale) => {
      const names = invisibleKinds
        .filter((code) => codes!.includes(code))
        .map((code) => dictionaries[locale].check.invisibleCharacters[code])
      return (words) => words.invisibleCharacters(names, after, Number(more ?? 0))
    },
  },
  { pattern: /^has no translation; translate it from/, say: () => (words) => words.notTranslated },
  { pattern: /^is not in \S+; remove it, or add it there too/, say: () => (words) => words.notInEnglish },
  { pattern: /^has no English original/, say: () => (words) => words.noEnglishOriginal },
  {
    pattern: /^is "([^"]*)", which is "([^"]*)" in English, where \S+ chose "([^"]*)"; choose "([^"]*)"$/,
    say:
      ([, made, meaning, chosen, wanted]) =>
      (words) =>
        words.otherChoice(made!, meaning!, chosen!, wanted!),
  },
  {
    pattern: /^the first line is "([^"]*)" where it must be exactly ---/,
    say:
      ([, line]) =>
      (words) =>
        words.firstLine(line!),
  },
  {
    pattern: /^(links|company facts) .*differ from /,
    say:
      ([, kind]) =>
      (words) =>
        kind === 'links' ? words.otherLinks : words.otherFacts,
  },
  {
    pattern: /^(\d+) (level-2 headings|level-3 headings|list items) \(.*\) here, (\d+) in /,
    say:
      ([, here, kind, there]) =>
      (words) =>
        words.structure(here!, kind as 'level-2 headings' | 'level-3 headings' | 'list items', there!),
  },
  {
    pattern: /^(\d+) items? here, (\d+) in /,
    say:
      ([, here, there]) =>
      (words) =>
        words.itemsPerLanguage(here!, there!),
  },
  {
    pattern: /^expected (.+) as in \S+ \(it is not translated\), found (.+)$/,
    say:
      ([, expected, found]) =>
      (words) =>
        words.notKept(expected!, found!),
  },
]

/** One problem in the editor's words, in `locale`, with the link into the editor when `siteUrl` is known. */
export function inEditorWords(problem: Problem, locale: Locale, siteUrl: string | undefined): EditorProblem {
  const at = fieldPath(problem.field)
  const missingBody = /^the text below the fields is missing/.test(problem.message)
  const place = editorPlace(problem.file, missingBody ? ['text'] : at, locale, problem.entry) ?? problem.file
  const problems = dictionaries[locale].check.problems
  let words: Said | undefined
  for (const { pattern, say } of shapes) {
    const match = pattern.exec(problem.message)
    if (match) {
      words = say(match, problem, locale)(problems)
      break
    }
  }
  words ??= problems.other(problem.message)
  const link = siteUrl ? entryAddress(problem.file, locale, siteUrl) : undefined
  return { place, ...words, ...(link ? { link } : {}) }
}
