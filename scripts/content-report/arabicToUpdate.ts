import path from 'node:path'
import { historyState } from '../../tooling/translations/gitHistory.ts'
import { arabicToUpdateSection } from '../../tooling/translations/staleReport.ts'
import { staleTranslations } from '../../tooling/translations/staleTranslations.ts'
import { spawnSync } from 'node:child_process'

/**
 * The report's section "Arabic to update" for a pull request: the Arabic texts that the commits since `base` (the
 * pull request's base branch) left behind, or an empty string when none are, or when the history cannot be read (a
 * shallow clone, no git), since an English change may go live first and this never fails the check.
 */
export function arabicToUpdate(contentDir: string, base: string | undefined, siteUrl: string | undefined): string {
  if (!base || historyState(contentDir) !== 'full') return ''
  const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir })
  if (top.status !== 0) return ''
  try {
    const list = staleTranslations({ repo: path.resolve(top.stdout.toString().trim()), contentDir, base })
    return arabicToUpdateSection(list, siteUrl)
  } catch (error) {
    console.log(`Arabic to update: not listed (${error instanceof Error ? error.message : String(error)})`)
    return ''
  }
}
