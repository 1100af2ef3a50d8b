import path from 'node:path'
import { type InWords, type Locale, localeInfo } from '../locales.ts'
import { contentTypeOf } from './contentTypes.ts'
import { readFields } from './frontMatter.ts'
import type { Problem } from './problem.ts'

/**
 * The problems with the entry each belongs to named by its title, in each language, as the editor's lists show it
 * (Dubai Economic Agenda (D33), أجندة دبي الاقتصادية (D33)), rather than by its file's name. A title that cannot be read
 * falls back to the other language's, then to the file's name.
 */
export function withEntryTitles(problems: readonly Problem[], root: string): Problem[] {
  const titles = new Map<string, InWords | undefined>()
  return problems.map((problem) => {
    const relative = /^content\/(?:ar\/)?(.+)$/.exec(problem.file)?.[1]
    if (!relative || contentTypeOf(problem.file)?.kind !== 'collection') return problem
    if (!titles.has(relative)) titles.set(relative, titlesOf(root, relative))
    const entry = titles.get(relative)
    return entry ? { ...problem, entry } : problem
  })
}

function titlesOf(root: string, relative: string): InWords | undefined {
  const titleIn = (locale: Locale): string | undefined => {
    const folder = localeInfo[locale].contentFolder
    const data = readFields(path.join(root, folder ?? '', relative))?.data as Record<string, unknown> | undefined
    // Team members are listed by their name; every other entry by its title.
    const title = data?.title ?? data?.name
    return typeof title === 'string' && title.trim() ? title.trim() : undefined
  }
  const en = titleIn('en')
  const ar = titleIn('ar')
  if (!en && !ar) return undefined
  const slug = path.posix.basename(relative).replace(/\.[a-z]+$/, '')
  return { en: en ?? slug, ar: ar ?? en ?? slug }
}
