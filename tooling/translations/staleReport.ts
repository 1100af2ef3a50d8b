import { type InWords, type Locale, localeInfo } from '../../lib/locales.ts'
import type { StaleText } from './staleTranslations.ts'
import { reviewedFile } from './reviewedMarks.ts'
import { type DiffPart, plainWordDiff } from './wordDiff.ts'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/** The day of a commit's date, as both languages print dates in a list: 2025-10-09. */
export const dayOf = (date: string | undefined) => date?.slice(0, 10)

const words = {
  en: {
    none: 'No Arabic text is behind its English.',
    count: (count: number) =>
      `${count} Arabic ${count === 1 ? 'text' : 'texts'} to update: ${count === 1 ? 'its' : 'their'} English changed after ${count === 1 ? 'it was' : 'they were'} written.`,
    changed: (day: string | undefined) => (day ? `English changed on ${day}` : 'English changed, not yet committed'),
    arabic: 'Arabic now',
    reviewed: (text: StaleText) =>
      `Still right? Mark it checked in ${reviewedFile}: { file: ${text.file}, field: "${text.field}", english: ${text.englishVersion} }`,
  },
} as const

/** `npm run translations`'s list, as text for a terminal: each text's place, when and how its English changed. */
export function staleTextReport(list: readonly StaleText[]): string {
  if (list.length === 0) return `${words.en.none}\n`
  const lines = [words.en.count(list.length), '']
  for (const text of list) {
    lines.push(
      text.place.en,
      `  ${text.place.ar}`,
      `  ${words.en.changed(dayOf(text.since))}${text.commit ? ` (${text.commit.slice(0, 7)})` : ''}: ${plainWordDiff(text.diff)}`,
      `  ${words.en.arabic}: ${text.translation}`,
      `  ${words.en.reviewed(text)}`,
      '',
    )
  }
  return lines.join('\n')
}

/** Markdown's and HTML's own characters in a text, kept as text. */
const plain = (text: string) =>
  text
    .replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character]!)
    .replace(/[\\`*_[\]|]/g, (character) => `\\${character}`)

/** A word diff for GitHub: the words that went struck through, the words that came underlined. */
export function markdownDiff(parts: readonly DiffPart[]): string {
  return parts
    .map((part, index) => {
      if (part.kind === 'same') return plain(part.text)
      if (part.kind === 'removed') return `<del>${plain(part.text)}</del>`
      return `${parts[index - 1]?.kind === 'removed' ? ' ' : ''}<ins>${plain(part.text)}</ins>`
    })
    .join('')
    .replace(/\n+/g, ' ')
}

const pullRequestSection = inLanguages((words) => words.translations.pullRequestSection)

/**
 * The English before and after, set apart from the words around it where those are written right to left: else the
 * English's closing full stop or its parentheses are drawn on the wrong side of the Arabic that follows.
 */
const englishIn = (locale: Locale, diff: string) =>
  localeInfo[locale].dir === 'rtl' ? `<span dir="ltr" lang="en">${diff}</span>` : diff

/** Texts listed at most in a pull request's section, per language: the comment has a length limit. */
const listedAtMost = 25

/**
 * The section "Arabic to update" of the content check's report, in English then in Arabic (right to left): each text
 * the pull request's English left behind, where the editor shows it, its English before and after, and a link to
 * the entry in /admin/ar. Empty when there is none.
 */
export function arabicToUpdateSection(list: readonly StaleText[], siteUrl: string | undefined): string {
  if (list.length === 0) return ''
  const link = (text: StaleText) =>
    `${siteUrl ?? ''}/admin/ar/#/collections/${text.editor.collection}/entries/${text.editor.entry}`
  const part = (locale: Locale) => {
    const said = pullRequestSection[locale]
    const shown = list.slice(0, listedAtMost)
    return [
      `### ${said.heading}`,
      '',
      said.intro,
      '',
      ...shown.map(
        (text, index) =>
          `${index + 1}. **${plain((text.place as InWords)[locale])}** ${said.changed(dayOf(text.since))} ${englishIn(locale, markdownDiff(text.diff))} [${said.open}](${link(text)})`,
      ),
      ...(list.length > shown.length ? ['', said.more(list.length - shown.length)] : []),
    ]
  }
  return [...part('en'), '', '<div dir="rtl" lang="ar">', '', ...part('ar'), '', '</div>', ''].join('\n')
}
