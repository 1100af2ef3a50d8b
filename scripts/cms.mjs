// `npm run cms`: the editors' CMS on this clone's working tree, at http://127.0.0.1:3000/admin (PORT to change it).
// In Chrome or Edge, "Work with Local Repository" and this clone's folder: saves are written into the files here,
// to be reviewed with git and committed like any other change.
import { execFileSync } from 'node:child_process'
import path from 'node:path'

process.env.HOST ??= '127.0.0.1'
// The editor's sign-in offers a local clone only where asked (tooling/cms/signInChoices.ts): here, for developers.
process.env.CMS_LOCAL_REPOSITORY ??= 'true'
// The service fills the editor's repository in from CMS_GITHUB_REPO; a local clone only names it in the editor's
// prompt ("select the root directory of the … repository"), so the clone's own name does when none is set.
process.env.CMS_GITHUB_REPO ||= localRepository()
const port = process.env.PORT ?? '3000'
await import('./start.mjs')
console.log(
  `\nThe editor: http://127.0.0.1:${port}/admin\n` +
    '  Choose "Work with Local Repository", then this folder (Chrome or Edge; other browsers cannot write files).\n' +
    '  Saves change the files under content/ here: `git diff` shows them, `npm run dev` shows the pages.\n',
)

/** The clone's origin on GitHub as owner/name, else local/<this folder's name>. */
function localRepository() {
  try {
    const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: 'pipe' }).trim()
    const onGitHub = origin.match(/github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?$/)?.[1]
    if (onGitHub) return onGitHub
  } catch {
    // no origin: a clone made from a folder, or no git at all
  }
  return `local/${path.basename(process.cwd()).replace(/[^\w.-]/g, '-')}`
}
