import fs from 'node:fs'
import path from 'node:path'
import { contentRoot } from '../../lib/content/readContent.ts'
import { locales } from '../../lib/locales.ts'
import { editorsPage, editorsPagePath } from './editorsPage.ts'
import { flagsScriptFile } from './adminHook.ts'
import { flagsScript } from './flagsBundle.ts'
import { translationStatus, writeStatus } from './translationStatus.ts'

/**
 * The build's step for the translators, after the editor is written (tooling/cms/writeAdmin.ts empties
 * dist/client/admin first): the translations' state from git history, the editors' flags script that shows it on
 * the fields of /admin/ar, and the editors' page of every entry with Arabic to update, in both languages.
 */
export async function writeTranslations(clientDir: string, contentDir = contentRoot()): Promise<string> {
  const status = translationStatus(contentDir)
  fs.mkdirSync(path.join(clientDir, 'admin'), { recursive: true })
  writeStatus(clientDir, status)
  fs.writeFileSync(path.join(clientDir, 'admin', flagsScriptFile), await flagsScript())
  for (const locale of locales) {
    const folder = path.join(clientDir, editorsPagePath[locale])
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, 'index.html'), editorsPage(status, locale))
  }
  const fields = status.entries.reduce((sum, entry) => sum + entry.fields.length, 0)
  if (status.history !== 'full') {
    console.warn(
      `translations: the ${status.history === 'shallow' ? 'shallow clone' : 'copy without git'} has no whole history, so no Arabic text is flagged; build from a full clone (git fetch --unshallow)`,
    )
  }
  return `${fields} Arabic ${fields === 1 ? 'text' : 'texts'} to update in ${status.entries.length} ${status.entries.length === 1 ? 'entry' : 'entries'} (history: ${status.history})`
}
