// `npm run translations [-- --base REF] [--json]`: lists every Arabic text (a field, or a heading, list item or
// paragraph of the text below the fields) whose English changed after the Arabic was last written, read from git
// history: where the editor shows it, when the English changed, and its words before and after. `--base REF` lists
// only what the commits since REF left behind (a pull request's, with its base branch); `--json` gives the same to
// tools. It always exits 0 when it could read the history: an English change may go live before its Arabic. A
// translator who finds a flagged Arabic still right marks it checked in translations/reviewed.yaml (docs/translating.md).
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { contentRoot } from '../lib/content/readContent.ts'
import { historyState } from '../tooling/translations/gitHistory.ts'
import { staleTextReport } from '../tooling/translations/staleReport.ts'
import { staleTranslations } from '../tooling/translations/staleTranslations.ts'

const { values } = parseArgs({ options: { base: { type: 'string' }, json: { type: 'boolean', default: false } } })

const contentDir = contentRoot()
const top = spawnSync('git', ['rev-parse', '--show-toplevel'], { cwd: contentDir })
const state = historyState(contentDir)
if (top.status !== 0 || state === 'none') {
  console.error(
    `${contentDir} is not in a git repository: the translations' state is read from its history. Run this in a clone.`,
  )
  process.exit(1)
}
if (state === 'shallow') {
  console.error(
    'This clone is shallow, so its oldest commit looks as if it wrote every text: run `git fetch --unshallow` first for a true list.',
  )
}
try {
  const list = staleTranslations({ repo: top.stdout.toString().trim(), contentDir, base: values.base })
  process.stdout.write(values.json ? `${JSON.stringify(list, null, 2)}\n` : staleTextReport(list))
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
