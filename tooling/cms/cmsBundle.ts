import fs from 'node:fs'
import path from 'node:path'
import { interfaceStringsFile } from './interfaceStrings.ts'
import { listOrderPatches } from './listOrder.ts'
import { pictureLookupPatches } from './pictureLookup.ts'
import { signInPatches } from './signInChoices.ts'

// Sveltia CMS's package exports only its npm entry, not its files: they are found from its folder.
const cmsFolder = path.resolve('node_modules/@sveltia/cms')
const cmsPackage = JSON.parse(fs.readFileSync(path.join(cmsFolder, 'package.json'), 'utf8')) as { version: string }

export const cmsVersion = cmsPackage.version
/** The bundle's name under /admin: the version in it, so a new bundle is never mixed with an old cached one. */
export const cmsBundleFile = `sveltia-cms-${cmsVersion}.js`
/** The CMS's own schema of its configuration, which the generated one is checked against. */
export const cmsConfigSchema = path.join(cmsFolder, 'schema/sveltia-cms.json')

/**
 * The fonts the CMS's interface loads from a CDN, served from /admin/fonts instead, copied from the same Fontsource
 * packages the CDN serves them from (pinned to the versions the bundle names).
 */
const fonts = [
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2',
    file: 'node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/noto-mono@5.3.0/latin-400-normal.woff2',
    file: 'node_modules/@fontsource/noto-mono/files/noto-mono-latin-400-normal.woff2',
  },
  {
    cdn: 'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2',
    file: 'node_modules/@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
  },
]

/**
 * Where the CMS looks for a newer version of itself (its package on a CDN, by the minified name of that address),
 * answered from this site with the pinned version instead.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the bundle's own source text, matched as it is written.
const versionCheck = { from: '${iP}/package.json`', to: '/admin/cms-version.json`' }

/**
 * Immutable.js, which the CMS imports from a CDN when a preview template (tooling/cms/preview/) is registered: the entry
 * it gives a template is an Immutable map. Served from /admin instead, from the copy installed with the CMS.
 */
const immutableFolder = path.resolve('node_modules/immutable')
const immutableFile = `immutable-${JSON.parse(fs.readFileSync(path.join(immutableFolder, 'package.json'), 'utf8')).version}.js`
const immutableImport = { from: 'YW(`immutable`,`dist/immutable.es.js`)', to: `import(\`/admin/${immutableFile}\`)` }

/**
 * The CMS's interface in another language than English (the Arabic editor at /admin/ar, or one an editor picks in its
 * settings): its strings, which it fetches from a CDN, are served from /admin/locales, copied from the same package.
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: the bundle's own source text, matched as it is written.
const interfaceStrings = { from: '`${iP}@${rP}/locales`', to: '`/admin/locales`' }

/**
 * The CMS reads a saved interface language "en" as "the browser's language", so /admin turned Arabic in an Arabic
 * browser. Without that line the saved language is kept, and each editor page sets its own (tooling/cms/adminPage.ts).
 */
const englishAsBrowsers = 'e.locale===`en`&&(e.locale=OW),'

/**
 * The language whose words an editor meets first: the entry's first pane and its preview, and the titles of the lists
 * and the editor's title bar. Sveltia CMS takes it from its `default_locale`, which also decides where files go (the
 * default language is the one left out of `content/{{locale}}/…`) and which language's values are copied to the others,
 * so it must stay English for both editors to write the same pull request. Its other ways in are closed for two
 * languages: a `_locale` in the address and the panes it saved are both refused when the first pane is not the default
 * language's. These three places read the page's own choice instead (`window.editorContentLocale`, set by
 * tooling/cms/adminPage.ts from the page's language), falling back to the default language for an entry without it.
 */
const contentLocale = 'self.editorContentLocale'
const contentLocalePatches = [
  // The panes it restores: the first one must be the editor's language, not the default.
  {
    from: '(n.length!==2||s.locale===r))return[s,c]}',
    to: `(n.length!==2||s.locale===(n.includes(${contentLocale})?${contentLocale}:r)))return[s,c]}`,
  },
  // The panes an entry opens on: the editor's language to edit, and its page in the preview.
  {
    from: 'let c=e??t,l={mode:`edit`,locale:c}',
    to: `let c=e??(n.includes(${contentLocale})?${contentLocale}:t),l={mode:\`edit\`,locale:c}`,
  },
  // An entry's title in the lists and the title bar.
  { from: '=p[n??c]??Object.values(p)[0]??{}', to: `=p[n??${contentLocale}]??p[n??c]??Object.values(p)[0]??{}` },
]

/**
 * The offer to switch the interface to the browser's language, in the browser's language: each editor's page sets its
 * own interface language (tooling/cms/adminPage.ts), so /admin/ar in an English browser showed an English banner,
 * drawn right to left, offering to leave Arabic. The check that shows it returns at once instead.
 */
const browserLanguageOffer = { from: 'if(await c9(`newLanguageCta`))return;', to: 'return;' }

/**
 * The files of /admin that come from npm packages, by their name under /admin: the bundle, with its CDN addresses
 * turned into this site's and zooming allowed, its fonts, and the version it checks against. Each address is replaced exactly once; a
 * new CMS version that moved one fails the build here rather than loading from a CDN in an editor's browser.
 */
export function cmsFiles(): Map<string, Buffer | string> {
  let bundle = fs.readFileSync(path.join(cmsFolder, 'dist/sveltia-cms.js'), 'utf8')
  const files = new Map<string, Buffer | string>()
  const replaceOnce = (from: string, to: string) => {
    const count = bundle.split(from).length - 1
    if (count !== 1)
      throw new Error(
        `Sveltia CMS ${cmsVersion}: expected "${from}" once in its bundle, found it ${count} times. Find where this ` +
          'version loads it from and update tooling/cms/cmsBundle.ts.',
      )
    bundle = bundle.replace(from, to)
  }
  for (const font of fonts) {
    const name = `fonts/${path.basename(font.file)}`
    replaceOnce(font.cdn, `/admin/${name}`)
    files.set(name, fs.readFileSync(font.file))
  }
  replaceOnce(versionCheck.from, versionCheck.to)
  replaceOnce(interfaceStrings.from, interfaceStrings.to)
  for (const name of fs.readdirSync(path.join(cmsFolder, 'locales')))
    files.set(`locales/${name}`, interfaceStringsFile(path.join(cmsFolder, 'locales'), name))
  replaceOnce(englishAsBrowsers, '')
  for (const patch of contentLocalePatches) replaceOnce(patch.from, patch.to)
  for (const patch of [...listOrderPatches, ...signInPatches, ...pictureLookupPatches])
    replaceOnce(patch.from, patch.to)
  replaceOnce(browserLanguageOffer.from, browserLanguageOffer.to)
  // Preview templates are drawn with React DOM, which the CMS imports from chunks/ beside its bundle (a CDN if absent).
  files.set('chunks/react-dom.js', fs.readFileSync(path.join(cmsFolder, 'dist/chunks/react-dom.js')))
  replaceOnce(immutableImport.from, immutableImport.to)
  files.set(immutableFile, fs.readFileSync(path.join(immutableFolder, 'dist/immutable.es.js')))
  // Its viewport forbids zooming (maximum-scale=1); editors who need larger text must be able to zoom.
  replaceOnce('`maximum-scale=1`,', '')
  files.set('cms-version.json', `${JSON.stringify({ version: cmsVersion })}\n`)
  files.set(cmsBundleFile, bundle)
  return files
}
