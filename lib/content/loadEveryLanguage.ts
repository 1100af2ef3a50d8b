import { type Locale, locales } from '../locales.ts'
import { checkParity } from './checkParity.ts'
import { ContentError, type Problem, problemText } from './ContentError.ts'
import type { SiteContent } from './contentTypes.ts'
import { loadSiteContent } from './loadSiteContent.ts'
import { contentRoot } from './readContent.ts'

/**
 * Reads every language's words and checks that each translation mirrors the English, then fails once with every
 * problem of every language, so an editor fixing the Arabic sees the English problems too, and the other way round.
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
  problems.push(...checkParity(root))
  // A problem of a shared file (content/company.yaml) is found once per language: it is reported once.
  const unique = [...new Map(problems.map((problem) => [problemText(problem), problem])).values()]
  if (unique.length > 0) throw new ContentError(unique)
  return byLocale as Record<Locale, SiteContent>
}
