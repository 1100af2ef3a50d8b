// The production build, for tests that need it: built when a source is newer than it (as `npm start` does), and
// its pages listed. Tests reach the build through here, so no test imports the build's own code.
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt as buildWhenStale } from '../../tooling/run/ensure-built.mjs'
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { type BuiltPage, builtPages as listBuiltPages } from '../../tooling/postbuild/builtPages.ts'
import {
  type ClassNamePlan,
  carriesEveryRule,
  classNamePlanFile,
  renameInHtml,
  type WrittenClassNamePlan,
} from '../../tooling/postbuild/shortClassNames.ts'
import { needsIntegration } from '../testKit.ts'
import { collectOutput } from './productionServer.ts'

export type { BuiltPage }

/** Builds the site into dist/ unless it is newer than every source. */
export function ensureBuilt(): void {
  needsIntegration('needs the built site')
  buildWhenStale()
}

/**
 * The same, in a process of its own, so the caller goes on while the site builds; rejects with the build's output when
 * it fails. A test calling ensureBuilt() meanwhile waits on the build's lock, then finds the build fresh.
 */
export function buildInBackground(): Promise<void> {
  needsIntegration('needs the built site')
  const child = spawn(process.execPath, ['tooling/run/ensure-built.mjs'], { stdio: ['ignore', 'pipe', 'pipe'] })
  const output = collectOutput(child)
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else reject(new Error(`The build stopped (${signal ?? `exit code ${code}`}); what it printed:\n${output()}`))
    })
  })
}

/** The prerendered pages in dist/client. */
export function builtPages(root: string): BuiltPage[] {
  needsIntegration('reads the built site')
  return listBuiltPages(root)
}

/** The build's plan read once, turned round: each short name → the components' name, and the stylesheets. */
let planBack: { back: ClassNamePlan; stylesheets: string[] } | undefined

/**
 * A built page's HTML with the class names its components write, where the build sent shorter ones
 * (tooling/postbuild/shortClassNames.ts): in its class attributes and its inlined rules. Names no rule reads, which the
 * build left out, stay out. With `stylesheet`, such a page links the whole stylesheet again, as it did before.
 */
export function withComponentClassNames(html: string, { stylesheet = false } = {}): string {
  needsIntegration('reads the built site')
  // A page with an island or search results is sent as its components wrote it, its stylesheet linked.
  if (!carriesEveryRule(html)) return html
  if (!planBack) {
    const written = JSON.parse(fs.readFileSync(path.resolve('dist', classNamePlanFile), 'utf8')) as WrittenClassNamePlan
    const renamed = Object.fromEntries(Object.entries(written.renamed).map(([name, short]) => [short, name]))
    planBack = { back: { renamed, dropped: [] }, stylesheets: written.stylesheets }
  }
  const named = renameInHtml(html, planBack.back)
  if (!stylesheet) return named
  const links = planBack.stylesheets.map((href) => `<link rel="stylesheet" type="text/css" href="${href}">`)
  return named.replace('</head>', `${links.join('')}</head>`)
}
