// The CMS's preview pane, drawn by the site's own pages: one script (/admin/preview-<hash>.js) that registers a
// preview template for every collection and file of the CMS configuration, bundled here with esbuild from the pages
// and components the site is built from, plus what the build made that those components read (the words of every
// page, the pictures' files, the illustrations, the Arabic typeface). Written by tooling/cms/writeAdmin.ts after the site
// is built, since it reads the built stylesheet and typeface.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { textContent } from 'domutils'
import * as esbuild from 'esbuild'
import type { CompiledContent } from '../../../lib/content/compiledContent.ts'
import { collectionTypes, contentTypes } from '../../../lib/content/contentTypes.ts'
import { all, attribute, parseDocument } from '../../../lib/html.ts'
import type { Locale } from '../../../lib/locales.ts'
import { buildImages } from '../../images/buildImages.ts'
import { buildIllustrations } from '../../images/illustrations.ts'
import { builtPages } from '../../postbuild/builtPages.ts'
import type { PreviewSnapshot } from './snapshot.ts'

const here = path.dirname(new URL(import.meta.url).pathname)

/** Modules the pages import that only a build or a server can provide, and what the preview gives them instead. */
const standIns: Record<string, string> = {
  'virtual:site-shell': 'standIns/siteShell.ts',
  'virtual:image-manifest': 'standIns/imageManifest.ts',
  'virtual:illustrations': 'standIns/illustrations.ts',
  'vike/abort': 'standIns/abort.ts',
  'lib/content/siteContent.server.ts': 'standIns/siteContent.ts',
  'lib/mdx/renderBody.server.tsx': 'standIns/renderBody.tsx',
  // Server rendering (a second React DOM, as large as the first) only ever makes HTML of a few elements here.
  'react-dom/server': 'standIns/staticMarkup.ts',
  'components/Island.tsx': 'standIns/Island.tsx',
}

/** The names the CMS looks a preview template up by: each file of a file collection, and each folder collection. */
export function templateNames(config: { collections: { name: string; files?: { name: string }[] }[] }): string[] {
  return [
    ...new Set(
      config.collections.flatMap((collection) => collection.files?.map((file) => file.name) ?? collection.name),
    ),
  ]
}

/**
 * The stylesheets and the Arabic typeface exactly as the built pages use them (dist/client): the pages' stylesheet
 * links, and the @font-face rules every Arabic page carries in its head.
 */
function builtLooks(clientDir: string): Pick<PreviewSnapshot, 'styles' | 'arabicTypeface'> {
  const styles = new Set<string>()
  let arabicTypeface = ''
  for (const { route, file } of builtPages(clientDir)) {
    const page = parseDocument(fs.readFileSync(file, 'utf8'))
    for (const link of all('link[rel~="stylesheet"][href^="/"]', page)) styles.add(attribute(link, 'href')!)
    if (!arabicTypeface && route.startsWith('/ar'))
      arabicTypeface = all('head style', page)
        .map((style) => textContent(style))
        .filter((css) => css.startsWith('@font-face'))
        .join('\n')
  }
  if (styles.size === 0 || !arabicTypeface)
    throw new Error(`preview: no stylesheet or no Arabic typeface in the pages of ${clientDir}; build the site first.`)
  // The pages let a slow typeface go (font-display: optional) so nothing moves; the preview waits for it instead,
  // so an editor sees the page in Plex.
  return {
    styles: [...styles].sort(),
    arabicTypeface: arabicTypeface.replaceAll('font-display:optional', 'font-display:swap'),
  }
}

/** What the preview script holds: the words of every language, and what the build made of the pictures. */
async function snapshotModule(
  root: string,
  clientDir: string,
  contents: Record<Locale, CompiledContent>,
  templates: string[],
  fields: PreviewSnapshot['fields'],
  labels: PreviewSnapshot['labels'],
): Promise<string> {
  const images = path.join(root, 'content/images')
  const snapshot: PreviewSnapshot = {
    // The pages read content as the loader gives it; the compiled entries lack only their field positions, which no
    // page reads (the snapshot never carried them).
    contents: contents as PreviewSnapshot['contents'],
    types: contentTypes.map(({ id, kind, ...type }) => ({
      id,
      kind,
      ...('key' in type ? { key: type.key } : {}),
      ...('file' in type ? { file: type.file } : {}),
      ...('folder' in type ? { folder: type.folder } : {}),
    })),
    templates,
    fields,
    labels,
    ...builtLooks(clientDir),
    // The pictures' files were made by the site's build, into the same cache this reads them back from.
    images: await buildImages(images, path.join(root, 'node_modules/.cache/site/img')),
    illustrations: buildIllustrations(images).manifest,
  }
  // The orders the site lists a collection in are contentTypes' own functions of two entries' fields: written into the
  // script as their source, rather than bundling the schemas (and zod) to reach them.
  const orders = collectionTypes.flatMap((type) =>
    'compare' in type ? [`${JSON.stringify(type.key)}: ${String(type.compare)}`] : [],
  )
  // The compiled content carries no field positions (where a field is written is for the content check's messages).
  return `export const snapshot = ${JSON.stringify(snapshot)}
export const orders = { ${orders.join(', ')} }
`
}

/** Lets the pages' imports reach the preview's stand-ins, and their CSS and raw-file imports do what Vite does. */
function previewPlugin(root: string, snapshot: string): esbuild.Plugin {
  return {
    name: 'site-preview',
    setup(build) {
      build.onResolve({ filter: /^virtual:preview-snapshot$/ }, () => ({ path: 'snapshot', namespace: 'snapshot' }))
      build.onLoad({ filter: /.*/, namespace: 'snapshot' }, () => ({ contents: snapshot, loader: 'js' }))
      build.onResolve(
        { filter: /^(virtual:|vike\/abort$|react-dom\/server$)|\.server\.tsx?$|\/Island\.tsx$/ },
        (args) => {
          const key = args.path.startsWith('.')
            ? path.relative(root, path.resolve(args.resolveDir, args.path)).split(path.sep).join('/')
            : args.path
          const standIn = standIns[key]
          if (standIn) return { path: path.join(here, standIn) }
          if (args.path.startsWith('virtual:')) return { errors: [{ text: `preview: no stand-in for ${args.path}` }] }
          return undefined
        },
      )
      // The site's stylesheet is registered whole with the CMS, as the pages link it.
      build.onResolve({ filter: /\.css$/ }, (args) => ({ path: args.path, namespace: 'no-css' }))
      build.onLoad({ filter: /.*/, namespace: 'no-css' }, () => ({ contents: '', loader: 'js' }))
      build.onResolve({ filter: /\?raw$/ }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
        namespace: 'raw',
      }))
      build.onLoad({ filter: /.*/, namespace: 'raw' }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8'),
        loader: 'text',
      }))
    },
  }
}

/** The preview script, named by its content: `file` under /admin, and its text. */
export async function buildPreview(options: {
  root: string
  clientDir: string
  /** Every language's words as the build compiled them (lib/content/compiledContent.ts). */
  contents: Record<Locale, CompiledContent>
  templates: string[]
  /** What each field holds, by content type (./fieldKinds.ts). */
  fields: PreviewSnapshot['fields']
  /** Each field's label in every language, by content type (./fieldLabels.ts). */
  labels: PreviewSnapshot['labels']
}): Promise<{ file: string; script: string }> {
  const snapshot = await snapshotModule(
    options.root,
    options.clientDir,
    options.contents,
    options.templates,
    options.fields,
    options.labels,
  )
  const result = await esbuild.build({
    entryPoints: [path.join(here, 'registerPreviews.tsx')],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    legalComments: 'none',
    // The Arabic words as they are, not as six-byte escapes; the script is served as UTF-8 (lib/mediaTypes.ts).
    charset: 'utf8',
    define: {
      'process.env.NODE_ENV': '"production"',
      // The canonical address the pages' data hooks compute is never shown in a preview.
      'process.env.SITE_URL': 'undefined',
    },
    plugins: [previewPlugin(options.root, snapshot)],
    logLevel: 'silent',
  })
  const script = result.outputFiles[0]!.text
  const hash = createHash('sha256').update(script).digest('hex').slice(0, 10)
  return { file: `preview-${hash}.js`, script }
}
