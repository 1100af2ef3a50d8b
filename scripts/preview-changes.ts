// `npm run preview:changes [-- --base REF] [--base-build DIR] [--out DIR]`: pictures of the pages a content change
// shows on, before and after. Compares this checkout (uncommitted changes included) with `main`, or REF: finds the
// files changed under content/, maps them to their pages (scripts/preview-changes/changedPages.ts), builds both sides
// (this checkout as `npm start` would; the base in a temporary git worktree, unless --base-build names a checkout
// whose dist/ already holds its build), serves each with the production server and takes full-page screenshots of
// every page in English and Arabic at phone (390 px) and desktop (1280 px) widths. Writes the PNG files and a
// Markdown table (table.md) into a folder it prints: screenshots/changes/ unless --out says otherwise. The content
// workflow runs it on pull requests and links the pictures from its comment.
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import type { Browser } from 'playwright-core'
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt } from '../tooling/run/ensure-built.mjs'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { contentRoot } from '../lib/content/readContent.ts'
import { type Locale, locales } from '../lib/locales.ts'
import { siteRoutes } from '../lib/routes.ts'
import { launchBrowser } from '../testing/browser/chromium.ts'
import { goToSettled } from '../testing/browser/settle.ts'
import { type ProductionServer, startProductionServer } from '../testing/service/productionServer.ts'
import { contentChanges, type PageToShow, pagesFor } from './preview-changes/changedPages.ts'

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    'base-build': { type: 'string' },
    out: { type: 'string', default: 'screenshots/changes' },
  },
})
const widths = [390, 1280] as const
const out = path.resolve(values.out)
const base = baseRef(values.base)

const changes = contentChanges(base)
fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(out, { recursive: true })
if (changes.length === 0) {
  fs.writeFileSync(path.join(out, 'table.md'), `No file under content/ differs from ${base}: no page changed.\n`)
  console.log(`No file under content/ differs from ${base}: no page changed.\n${out}`)
  process.exit(0)
}
const content = loadEveryLanguage()
const routes = locales.flatMap((locale) => siteRoutes(content[locale]))
const { pages, notes } = pagesFor(changes, routes, contentRoot())
console.log(
  `Changed since ${base}: ${changes.map((change) => change.file).join(', ')}\nPages: ${pages.map((page) => page.paths.en).join(', ')}`,
)

const cleanups: (() => Promise<void> | void)[] = []
try {
  ensureBuilt()
  const baseDir = values['base-build'] ? path.resolve(values['base-build']) : buildBase(base)
  const after = await serve(process.cwd())
  const before = await serve(baseDir)
  const browser = await launchBrowser()
  cleanups.push(() => browser.close())
  const rows = await picture(browser, pages, { before: before.origin, after: after.origin })
  fs.writeFileSync(path.join(out, 'table.md'), table(rows, notes, base))
  console.log(`${rows.length * 2} pictures and table.md in:\n${out}`)
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup()
}

/** --base, else main, else origin/main (a CI checkout has only the remote's branch). */
function baseRef(named: string | undefined): string {
  const candidates = named ? [named] : ['main', 'origin/main']
  for (const candidate of candidates) {
    try {
      execFileSync('git', ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`], { stdio: 'ignore' })
      return candidate
    } catch {
      // try the next
    }
  }
  throw new Error(
    `No commit ${candidates.join(' or ')} here: fetch it (git fetch origin main), or name the base with --base REF.`,
  )
}

/** The base, built in a temporary worktree that shares this checkout's node_modules; removed at the end. */
function buildBase(ref: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-base-'))
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { stdio: 'ignore' })
  cleanups.push(() => {
    execFileSync('git', ['worktree', 'remove', '--force', dir], { stdio: 'ignore' })
    fs.rmSync(dir, { recursive: true, force: true })
  })
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'))
  console.log(`Building ${ref} in ${dir}`)
  const built = spawnSync('npm', ['run', 'build'], {
    cwd: dir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) throw new Error(`The build of ${ref} failed; its messages are above.`)
  return dir
}

async function serve(cwd: string): Promise<ProductionServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-data-'))
  const server = await startProductionServer({ dataDir, cwd })
  cleanups.push(async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  return server
}

interface Row {
  path: string
  locale: Locale
  width: number
  /** The PNG's name in the folder; undefined where that side has no such page. */
  before?: string
  after?: string
}

/**
 * Each page in each language and width, on both sides. Reduced motion shows every section at once, as the scroll
 * reveal does for a visitor who asked for it, so the whole page is in the picture without scrolling.
 */
async function picture(browser: Browser, shown: PageToShow[], origins: Record<'before' | 'after', string>) {
  const tabs = new Map(
    await Promise.all(
      widths.map(async (width) => {
        const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })
        return [width, await context.newPage()] as const
      }),
    ),
  )
  const rows: Row[] = []
  for (const { paths } of shown) {
    for (const locale of locales) {
      for (const [width, page] of tabs) {
        const row: Row = { path: paths[locale], locale, width }
        for (const side of ['before', 'after'] as const) {
          // Arriving from another Arabic page, as most visitors do, the page keeps its Arabic typeface; a first Arabic
          // page shows the fallback instead (lib/arabicTypeface.ts).
          const response = await goToSettled(page, origins[side] + paths[locale], {
            referer: locale === 'ar' ? `${origins[side]}${paths.ar}` : undefined,
          })
          // A page that exists on one side only (a new or a removed entry) has no picture on the other.
          if (response?.status() === 404 && !paths.en.startsWith('/this-page-does-not-exist')) continue
          await page.evaluate(() => document.fonts.ready)
          const name = `${fileName(paths.en)}-${locale}-${width}-${side}.png`
          await page.screenshot({ path: path.join(out, name), fullPage: true })
          row[side] = name
        }
        rows.push(row)
      }
    }
  }
  return rows
}

/** /vision/dubai-d33 is vision-dubai-d33; / is home. */
function fileName(englishPath: string): string {
  return englishPath.replace(/^\/$/, '/home').slice(1).replaceAll('/', '-')
}

function table(rows: Row[], notes: string[], ref: string): string {
  const languageName = (locale: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale)
  const cell = (name: string | undefined) => (name ? `\`${name}\`` : '(no page)')
  return [
    `Pages changed since \`${ref}\`, before and after, at ${widths.join(' and ')} px.`,
    ...notes.map((note) => `\n- ${note}`),
    '',
    '| page | language | width | before | after |',
    '|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.path} | ${languageName(row.locale)} | ${row.width} | ${cell(row.before)} | ${cell(row.after)} |`,
    ),
    '',
  ].join('\n')
}
