import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { Problem } from '../../lib/content/ContentError.ts'
import { stepSummary } from './githubAnnotations.ts'
import type { Locale } from '../../lib/locales.ts'
import { resolveSiteUrl } from '../../lib/siteUrl.ts'
import { type EditorProblem, editorPaths, inEditorWords } from './editorWords.ts'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/**
 * The content check's result as Markdown for the people who made the change: each problem where the editor shows it,
 * what is wrong, the fix and a link that opens the entry in /admin, in English, then in Arabic (right to left), then,
 * folded, the files and lines for reviewers. `npm run check:content` writes it to the job's summary page, and
 * scripts/check-comment.ts posts it on the pull request.
 */

/** Problems listed per language at most: a pull request's comment holds 65,536 characters. */
const listedAtMost = 40

const words = inLanguages((words) => words.report.words)

/** Text placed in Markdown as text: the labels and messages may hold characters Markdown or HTML would act on. */
const plain = (text: string) => text.replace(/[\\`*_[\]<>|]/g, (character) => `\\${character}`)

function line(problem: EditorProblem, index: number, locale: Locale): string {
  const what = /[.?!]$/.test(problem.what) ? problem.what : `${problem.what}.`
  const parts = [`${index + 1}. **${plain(problem.place)}** ${plain(what)}`]
  if (problem.fix) parts.push(plain(problem.fix))
  if (problem.link) parts.push(`[${words[locale].open}](${problem.link})`)
  return parts.join(' ')
}

function section(problems: readonly Problem[], locale: Locale, siteUrl: string | undefined): string[] {
  const said = words[locale]
  const shown = problems.slice(0, listedAtMost).map((problem) => inEditorWords(problem, locale, siteUrl))
  const lines = [
    `### ${said.failed(problems.length)}`,
    '',
    said.howTo(siteUrl ? `${siteUrl}${editorPaths[locale]}` : editorPaths[locale]),
    '',
    ...shown.map((problem, index) => line(problem, index, locale)),
  ]
  if (problems.length > shown.length) lines.push('', said.more(problems.length - shown.length))
  return lines
}

/** GitHub renders the Markdown inside an HTML block when blank lines set it apart. */
const rightToLeft = (lines: string[]) => ['<div dir="rtl" lang="ar">', '', ...lines, '', '</div>']

/** The report of a check that found problems. `siteUrl` is the site's public origin, for the links into /admin. */
export function checkReport(problems: readonly Problem[], siteUrl: string | undefined): string {
  return [
    ...section(problems, 'en', siteUrl),
    '',
    ...rightToLeft(section(problems, 'ar', siteUrl)),
    '',
    '<details><summary>For reviewers: each problem at its file and line</summary>',
    '',
    stepSummary(problems).trimEnd(),
    '',
    '</details>',
    '',
  ].join('\n')
}

/** The report of a check that passed. */
export function passedReport(): string {
  return [
    `### ${words.en.passed}`,
    '',
    words.en.passedText,
    '',
    ...rightToLeft([`### ${words.ar.passed}`, '', words.ar.passedText]),
    '',
  ].join('\n')
}

/**
 * The site's public origin for the links into /admin: SITE_URL, as the build reads it, else the website of
 * content/company.yaml, read leniently since that file may be the one with the problem. None, the report names the
 * editor's path alone.
 */
export function siteUrlForLinks(contentDir: string, env = process.env): string | undefined {
  let website: unknown
  try {
    website = YAML.parse(fs.readFileSync(path.join(contentDir, 'company.yaml'), 'utf8'))?.website
  } catch {
    website = undefined
  }
  try {
    return resolveSiteUrl(typeof website === 'string' ? website : '', env.SITE_URL)
  } catch {
    return undefined
  }
}
