// Writes the editors' CMS into dist/client/admin: its pages and the configurations generated from the content schemas
// (/admin in English, /admin/ar in Arabic), and Sveltia CMS's bundle copied from its npm package, so /admin loads
// nothing from another site.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import type { CompiledContent } from '../../lib/content/compiledContent.ts'
import { defaultLocale, type Locale, locales } from '../../lib/locales.ts'
import { adminEditors, adminPage, adminStartScript } from './adminPage.ts'
import { cmsBundleFile, cmsFiles } from './cmsBundle.ts'
import { cmsConfig } from './cmsConfig.ts'
import { buildPreview, templateNames } from './preview/buildPreview.ts'
import { fieldKinds } from './preview/fieldKinds.ts'
import { reviewedCollection } from '../translations/reviewedCollection.ts'
import { fieldLabels } from './preview/fieldLabels.ts'

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

/**
 * Writes /admin and /admin/ar into `dist`/client/admin, with `contents` (the words `vike build` checked and wrote to
 * dist/content/) for the CMS's title and the preview's snapshot; says where the editors save.
 */
export async function writeAdmin(dist: string, contents: Record<Locale, CompiledContent>): Promise<string> {
  const root = process.cwd()
  const out = path.join(dist, 'client', 'admin')
  const repo = repository()
  if (!repo)
    console.warn(
      'admin: no GitHub repository in the built configuration; the service fills it in from CMS_GITHUB_REPO at run ' +
        'time. Only a static host serving dist/client/admin as it is needs CMS_GITHUB_REPO=owner/name at build time.',
    )
  // One editor per language of the site, /admin in English and /admin/ar in Arabic: the same files, saved to the same
  // repository through the same pull requests, with labels, hints and the CMS's interface in the editor's language.
  const configs = Object.fromEntries(
    locales.map((locale) => [
      locale,
      cmsConfig({
        root,
        locale,
        appTitle: `${contents[locale].company.name}: ${adminEditors[locale].appTitle}`,
        backend: {
          name: 'github',
          repo: repo ?? 'owner/name',
          branch: process.env.CMS_GITHUB_BRANCH?.trim() || 'main',
          // Sign-in goes through this site's own service (/api/cms/auth), never a third party; the page's start script
          // adds the origin the site is served from.
          auth_endpoint: 'api/cms/auth',
        },
      }),
    ]),
  ) as Record<Locale, ReturnType<typeof cmsConfig>>
  const config = configs[defaultLocale]
  // The translators' "checked" marks, a file of the repository's rather than of the site's content: after the
  // previews' templates are named from `config`, since it has no page to draw.
  const withChecks = (locale: Locale) => ({
    ...configs[locale],
    collections: [...configs[locale].collections, reviewedCollection(locale)],
  })

  fs.rmSync(out, { recursive: true, force: true })
  fs.mkdirSync(out, { recursive: true })
  for (const [name, data] of cmsFiles()) {
    fs.mkdirSync(path.dirname(path.join(out, name)), { recursive: true })
    fs.writeFileSync(path.join(out, name), data)
  }
  /** Where an editor's page and configuration go: dist/client/admin for English, dist/client/admin/ar for Arabic. */
  const folderOf = (locale: Locale) => path.join(out, path.relative('/admin', adminEditors[locale].path))
  for (const locale of locales) {
    fs.mkdirSync(folderOf(locale), { recursive: true })
    fs.writeFileSync(
      path.join(folderOf(locale), 'config.yml'),
      `# Made by tooling/cms/writeAdmin.ts from the content schemas: change those, not this file.\n${YAML.stringify(withChecks(locale), { lineWidth: 0 })}`,
    )
  }
  // The preview pane draws each entry's page with the site's own components and stylesheet.
  const preview = await buildPreview({
    root,
    clientDir: path.dirname(out),
    contents,
    templates: templateNames(config),
    fields: fieldKinds(config),
    labels: fieldLabels(configs),
  })
  fs.writeFileSync(path.join(out, preview.file), preview.script)
  for (const locale of locales)
    fs.writeFileSync(path.join(folderOf(locale), 'index.html'), adminPage(preview.file, locale))
  fs.writeFileSync(path.join(out, 'start.js'), adminStartScript)
  return `/admin and /admin/ar with Sveltia CMS (${cmsBundleFile}), saving to ${repo ?? 'CMS_GITHUB_REPO'}`
}
