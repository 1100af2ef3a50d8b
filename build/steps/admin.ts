// Writes the editors' CMS into dist/client/admin: its page, the configuration generated from the content schemas,
// and Sveltia CMS's bundle copied from its npm package, so /admin loads nothing from another site.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { loadCompany } from '../../lib/content/loadCompany.ts'
import { adminPage, adminStartScript } from '../cms/adminPage.ts'
import { cmsBundleFile, cmsFiles } from '../cms/cmsBundle.ts'
import { cmsConfig } from '../cms/cmsConfig.ts'
import { buildPreview, templateNames } from '../cms/preview/buildPreview.ts'

const root = process.cwd()
const out = path.resolve(process.argv[2] ?? 'dist/client', 'admin')

/**
 * The GitHub repository written into the built file: CMS_GITHUB_REPO, else the clone's origin when it is on GitHub. The
 * running service sets the repository from its own CMS_GITHUB_REPO (services/editor/editorSetup.ts); this one serves
 * a static host that sends the file as it is.
 */
function repository(): string | undefined {
  const named = process.env.CMS_GITHUB_REPO?.trim()
  if (named) {
    if (!/^[\w.-]+\/[\w.-]+$/.test(named))
      throw new Error(`CMS_GITHUB_REPO is "${named}": write it as owner/name, such as acme/website.`)
    return named
  }
  try {
    const origin = execFileSync('git', ['remote', 'get-url', 'origin'], { encoding: 'utf8', stdio: 'pipe' }).trim()
    return origin.match(/github\.com[:/]([\w.-]+\/[\w.-]+?)(\.git)?$/)?.[1]
  } catch {
    return undefined
  }
}

const repo = repository()
if (!repo)
  console.warn(
    'admin: no GitHub repository in the built configuration; the service fills it in from CMS_GITHUB_REPO at run ' +
      'time. Only a static host serving dist/client/admin as it is needs CMS_GITHUB_REPO=owner/name at build time.',
  )
const config = cmsConfig({
  root,
  appTitle: `${loadCompany().name}: content editor`,
  backend: {
    name: 'github',
    repo: repo ?? 'owner/name',
    branch: process.env.CMS_GITHUB_BRANCH?.trim() || 'main',
    // Sign-in goes through this site's own service (/api/cms/auth), never a third party; the page's start script
    // adds the origin the site is served from.
    auth_endpoint: 'api/cms/auth',
  },
})

fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })
for (const [name, data] of cmsFiles()) {
  fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true })
  fs.writeFileSync(path.join(out, name), data)
}
fs.writeFileSync(
  path.join(out, 'config.yml'),
  `# Made by build/steps/admin.ts from the content schemas: change those, not this file.\n${YAML.stringify(config, { lineWidth: 0 })}`,
)
// The preview pane draws each entry's page with the site's own components and stylesheet.
const preview = await buildPreview({ root, clientDir: path.dirname(out), templates: templateNames(config) })
fs.writeFileSync(path.join(out, preview.file), preview.script)
fs.writeFileSync(path.join(out, 'index.html'), adminPage(preview.file))
fs.writeFileSync(path.join(out, 'start.js'), adminStartScript)
console.log(`admin: /admin with Sveltia CMS (${cmsBundleFile}), saving to ${repo ?? 'CMS_GITHUB_REPO'}`)
