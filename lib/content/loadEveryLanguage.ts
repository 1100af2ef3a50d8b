import { type Locale, locales } from '../locales.ts'
import { checkFigures } from './checkFigures.ts'
import { checkInvisible } from './checkInvisible.ts'
import { checkLanguage } from './checkLanguage.ts'
import { checkParity, withoutEchoes } from './checkParity.ts'
import { ContentError, type Problem, problemText } from './ContentError.ts'
import type { SiteContent } from './contentTypes.ts'
import { withEntryTitles } from './entryTitles.ts'
import { loadSiteContent } from './loadSiteContent.ts'
import { contentRoot } from './readContent.ts'

/**
 * Reads every language's words and checks that each translation mirrors the English and that each field is in its
 * file's language, then fails once with every problem of every language, so an editor fixing the Arabic sees the
 * English problems too, and the other way round. Each cause is said once, and each entry named by its title.
 */
export function loadEveryLanguage(root = contentRoot()): Record<Locale, SiteContent> {
  const problems: Problem[] = []
  const byLocale: Partial<Record<Locale, SiteContent>> = {}
  for (const locale of locales) {
    try {
      byLocale[locale] = loadSiteContent(root, locale)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.details)
    }
  }
  const parity = checkParity(root)
  // A translation that is missing is said once, as a translation to write, not also as a file to restore.
  const untranslated = new Set(
    parity.filter((problem) => !problem.field && problem.message.startsWith('missing;')).map(({ file }) => file),
  )
  const own = problems.filter((problem) => problem.field || !untranslated.has(problem.file))
  const kept = withoutEchoes(parity, own)
  // A translation's field that differs from the English is said by the comparison, which names the English value.
  const said = new Set(kept.map((problem) => `${problem.file}\0${problem.field}`))
  const all = [
    ...own.filter((problem) => !said.has(`${problem.file}\0${problem.field}`)),
    ...kept,
    ...checkLanguage(root),
    ...checkInvisible(root),
    ...checkFigures(root),
  ]
  // A problem of a shared file (content/company.yaml) is found once per language: it is reported once.
  const unique = [...new Map(all.map((problem) => [problemText(problem), problem])).values()]
  if (unique.length > 0) throw new ContentError(withEntryTitles(unique, root))
  return byLocale as Record<Locale, SiteContent>
}
