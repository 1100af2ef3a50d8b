// `npm run bench:pages [-- --routes /,/about] [--runs 1] [--presets mobile] [--save reports/] [--baseline dir]`: builds
// when sources changed, serves the production build, and runs Lighthouse 12 on every route with the mobile and desktop
// presets (median of 3 runs by default) in Debian's Chromium. Prints the four scores, the Web Vitals, each against the
// reference page's measured in the same run (FCP and LCP as ratios, TBT as milliseconds over it), the bytes
// transferred per route and where its main thread's time went, then the worst figures against the site's performance
// targets. `--baseline` names another build's dist/ folder (a copy of main's, say), measured route by route in the
// same run, so a change is read against what it changes under the same load. A measuring script, not a test: its
// figures vary with the machine. `npm run budgets` is the check that cannot vary. It first measures a reference page
// with no CSS and no JavaScript, served with the site's response headers, so the figures can be read against what the
// machine itself costs (scripts/bench/referencePage.ts); the same page without those headers is measured beside it and
// the worst ratios against it printed too.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import lighthouse, { type Config, desktopConfig } from 'lighthouse'
import { chromiumFlags, chromiumPath } from '../testing/browser/chromium.ts'
import { ensureProductionBuild } from '../tooling/budgets/ensureProductionBuild.ts'
import { builtPages } from '../tooling/postbuild/builtPages.ts'
import { checkBaseline, startBuildServer } from './bench/buildServer.ts'
import { median as middle } from './bench/median.ts'
import { referencePage, startReferencePage } from './bench/referencePage.ts'
import { splitLocale } from '../lib/locales.ts'
import { freePort, waitUntilAnswering } from '../testing/service/productionServer.ts'

type Preset = 'mobile' | 'desktop'
/** Lighthouse's own presets: the default is a mid-range phone on slow 4G (simulated), the other a desktop on cable. */
const configs: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig }

const { values: options } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    presets: { type: 'string', default: 'mobile,desktop' },
    /** A folder to keep every Lighthouse report in (JSON, viewable at googlechrome.github.io/lighthouse/viewer). */
    save: { type: 'string' },
    /** Another build's dist/ folder, measured in the same run after each route of this one. */
    baseline: { type: 'string' },
  },
})
const runs = Number(options.runs)
const presets = options.presets.split(',') as Preset[]
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs: expected a whole number of at least 1, found "${options.runs}"`)
for (const preset of presets) {
  if (!(preset in configs)) throw new Error(`--presets: expected mobile and/or desktop, found "${preset}"`)
}

/**
 * The site's performance targets: every score 100 with both presets, mobile LCP at most 0.9 s, no layout shift,
 * and each route's median TBT within 20 ms of the reference page's median with the same preset in the same run.
 */
const targets = { score: 100, mobileLcpMs: 900, tbtOverReferenceMs: 20, cls: 0 }

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const byteKinds = { html: 'Document', css: 'Stylesheet', js: 'Script', images: 'Image', fonts: 'Font' } as const

interface Figures {
  scores: Record<(typeof categories)[number], number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: Record<keyof typeof byteKinds, number>
  /** The failing audits that cost points, to say why a score is below 100. */
  failing: string[]
  /** Where the main thread's time went, in Lighthouse's groups (style & layout, parsing, script…), in ms. */
  mainThread: Record<string, number>
  /** The longest main-thread task, in ms: any task past 50 ms blocks, by its time beyond 50. */
  longestTask: number
}

/** The reference page's figures with one preset (median), each run's TBT, and the same page without the headers. */
interface Floor {
  preset: Preset
  figures: Figures
  tbts: number[]
  bare: Figures
}

/** Serves the build, measures every route with every preset, prints a row as each is done and the summary. */
async function main() {
  ensureProductionBuild()
  if (options.baseline) checkBaseline(options.baseline)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'))
  const server = await startBuildServer(dataDir, 'dist')
  const baselineDir = path.join(dataDir, 'baseline')
  const baseline = options.baseline ? await startBuildServer(baselineDir, options.baseline) : undefined
  // Every page of the copy being served; the not-found page is left out: Lighthouse refuses to measure a page
  // answered with 404 (`npm run budgets` weighs it).
  const routes = options.routes
    ? options.routes.split(',').map((route) => route.trim())
    : builtPages(path.join(dataDir, 'dist/client')).flatMap((page) => (page.missingPath ? [] : [page.route]))
  const chromium = await startChromium(dataDir)
  const reference = await startReferencePage()
  try {
    const results: { route: string; preset: Preset; figures: Figures }[] = []
    const baselineResults: typeof results = []
    const failed: string[] = []
    const floor: Floor[] = []
    for (const preset of presets) {
      const samples: Figures[] = []
      const bare: Figures[] = []
      for (let run = 0; run < runs; run += 1) {
        samples.push(await measureWithRetry(reference.url, preset, chromium.port, 'reference'))
        bare.push(await measureWithRetry(reference.bareUrl, preset, chromium.port, 'reference-bare'))
      }
      floor.push({ preset, figures: median(samples), tbts: samples.map((figures) => figures.tbt), bare: median(bare) })
      printRow(referencePage.label, preset, floor.at(-1)!.figures, floor.at(-1)!.figures)
      printRow(referencePage.bareLabel, preset, floor.at(-1)!.bare, floor.at(-1)!.figures)
    }
    const builds = [
      { label: '', origin: server.origin, results },
      ...(baseline ? [{ label: ' (baseline)', origin: baseline.origin, results: baselineResults }] : []),
    ]
    for (const route of routes) {
      for (const preset of presets) {
        const reference = floor.find((entry) => entry.preset === preset)!.figures
        for (const build of builds) {
          try {
            const samples: Figures[] = []
            for (let run = 0; run < runs; run += 1)
              samples.push(await measureWithRetry(`${build.origin}${route}`, preset, chromium.port))
            build.results.push({ route, preset, figures: median(samples) })
            printRow(`${route}${build.label}`, preset, build.results.at(-1)!.figures, reference)
          } catch (error) {
            failed.push(`${route}${build.label} ${preset}: ${(error as Error).message}`)
            console.error(`${route}${build.label} ${preset}: not measured: ${(error as Error).message}`)
          }
        }
      }
    }
    if (results.length > 0) printSummary(results, floor)
    if (baselineResults.length > 0) {
      console.log('\nthe baseline build, in the same run:')
      printSummary(baselineResults, floor)
    }
    if (failed.length > 0) {
      console.error(`\n${failed.length} not measured:\n  ${failed.join('\n  ')}`)
      process.exitCode = 1
    }
  } finally {
    reference.server.close()
    chromium.process.kill('SIGTERM')
    await server.stop()
    await baseline?.stop()
    // Chromium may still be writing its profile into the folder removed next.
    await new Promise((resolve) => setTimeout(resolve, 300))
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP) on a busy machine: such a run is repeated,
 * twice at most, rather than leaving the route unmeasured. Any other error stops at once.
 */
async function measureWithRetry(url: string, preset: Preset, port: number, name?: string): Promise<Figures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, preset, port, name)
    } catch (error) {
      const flaky = /\b(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED)\b/.test((error as Error).message)
      if (!flaky || attempt === 3) throw error
      console.error(`${new URL(url).pathname} ${preset}: ${(error as Error).message.split('\n')[0]}; measuring again`)
    }
  }
}

/** `name` names the saved report; by default it is the route's path. */
async function measure(url: string, preset: Preset, port: number, name?: string): Promise<Figures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] },
    configs[preset],
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (options.save) {
    fs.mkdirSync(options.save, { recursive: true })
    const file = `${name ?? (new URL(url).pathname.slice(1).replaceAll('/', '_') || 'home')}-${preset}-${Date.now()}.json`
    fs.writeFileSync(path.join(options.save, file), JSON.stringify(lhr))
  }
  if (lhr.runtimeError)
    throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as Figures['scores']
  const requests =
    (audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)
      ?.items ?? []
  const bytes = Object.fromEntries(
    Object.entries(byteKinds).map(([kind, type]) => [
      kind,
      requests
        .filter((request) => request.resourceType === type)
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    ]),
  ) as Figures['bytes']
  // The audits that cost a category points, for the categories below 100.
  const failing = categories.flatMap((id) =>
    (scores[id] === 100 ? [] : (lhr.categories[id]?.auditRefs ?? []))
      .filter(
        (ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1 && audit(ref.id)?.scoreDisplayMode !== 'informative',
      )
      .map(
        (ref) =>
          `${id}: ${audit(ref.id)!.title}${audit(ref.id)!.displayValue ? ` (${audit(ref.id)!.displayValue})` : ''}`,
      ),
  )
  // Both are Lighthouse's own readings of the trace, already slowed as the preset slows the processor.
  const breakdown =
    (audit('mainthread-work-breakdown')?.details as { items?: { group: string; duration: number }[] } | undefined)
      ?.items ?? []
  const longTasks = (audit('long-tasks')?.details as { items?: { duration: number }[] } | undefined)?.items ?? []
  return {
    scores,
    fcp: audit('first-contentful-paint')?.numericValue ?? Number.NaN,
    lcp: audit('largest-contentful-paint')?.numericValue ?? Number.NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? Number.NaN,
    cls: audit('cumulative-layout-shift')?.numericValue ?? Number.NaN,
    bytes,
    failing,
    mainThread: Object.fromEntries(breakdown.map((item) => [item.group, item.duration])),
    longestTask: Math.max(0, ...longTasks.map((task) => task.duration)),
  }
}

/** The median of each figure on its own, so one slow run does not decide any of them. */
function median(samples: Figures[]): Figures {
  const of = (pick: (figures: Figures) => number) => middle(samples.map(pick))
  return {
    scores: Object.fromEntries(categories.map((id) => [id, of((figures) => figures.scores[id])])) as Figures['scores'],
    fcp: of((figures) => figures.fcp),
    lcp: of((figures) => figures.lcp),
    tbt: of((figures) => figures.tbt),
    cls: of((figures) => figures.cls),
    bytes: Object.fromEntries(
      Object.keys(byteKinds).map((kind) => [kind, of((figures) => figures.bytes[kind as keyof typeof byteKinds])]),
    ) as Figures['bytes'],
    failing: [...new Set(samples.flatMap((figures) => figures.failing))],
    mainThread: Object.fromEntries(
      [...new Set(samples.flatMap((figures) => Object.keys(figures.mainThread)))].map((group) => [
        group,
        of((figures) => figures.mainThread[group] ?? 0),
      ]),
    ),
    longestTask: of((figures) => figures.longestTask),
  }
}

/** Lighthouse's main-thread groups, in the words printed under each row. */
const mainThreadGroups: Record<string, string> = {
  styleLayout: 'style & layout',
  parseHTML: 'parsing HTML & CSS',
  scriptEvaluation: 'script',
  scriptParseCompile: 'script compiling',
  paintCompositeRender: 'painting',
  garbageCollection: 'garbage collection',
  other: 'other',
}

const columns = [
  'route',
  'preset',
  'perf',
  'a11y',
  'bp',
  'seo',
  'FCP s',
  'LCP s',
  'TBT ms',
  'CLS',
  'FCP×',
  'LCP×',
  'TBT+',
  'HTML',
  'CSS',
  'JS',
  'IMG',
  'FONT',
]
const widths = [40, 7, 4, 4, 4, 4, 6, 6, 6, 6, 5, 5, 5, 6, 6, 6, 6, 6]
const line = (cells: string[]) =>
  cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' ')
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

let headerPrinted = false

/** One route's figures; `reference` is the reference page's with the same preset in the same run. */
function printRow(route: string, preset: Preset, figures: Figures, reference: Figures) {
  if (!headerPrinted) {
    headerPrinted = true
    console.log(
      `Lighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs} runs)`}; FCP× and LCP× are ratios to the reference page's, TBT+ the milliseconds over its TBT; KiB transferred, response headers included`,
    )
    console.log(line(columns))
  }
  const { scores, bytes } = figures
  console.log(
    line([
      route,
      preset,
      ...categories.map((id) => String(scores[id])),
      (figures.fcp / 1000).toFixed(2),
      (figures.lcp / 1000).toFixed(2),
      figures.tbt.toFixed(0),
      figures.cls.toFixed(3),
      (figures.fcp / reference.fcp).toFixed(2),
      (figures.lcp / reference.lcp).toFixed(2),
      (figures.tbt - reference.tbt).toFixed(0),
      ...Object.keys(byteKinds).map((kind) => kib(bytes[kind as keyof typeof byteKinds])),
    ]),
  )
  const groups = Object.keys(mainThreadGroups)
    .filter((group) => (figures.mainThread[group] ?? 0) >= 1)
    .map((group) => `${mainThreadGroups[group]} ${figures.mainThread[group]!.toFixed(0)}`)
  console.log(
    `${''.padEnd(widths[0]! + 1)}main thread, ms: ${groups.join(', ')}; longest task ${figures.longestTask.toFixed(0)}`,
  )
  for (const reason of figures.failing) console.log(`${''.padEnd(widths[0]! + 1)}↳ ${reason}`)
}

function printSummary(results: { route: string; preset: Preset; figures: Figures }[], floor: Floor[]) {
  const worst = <T>(list: T[], value: (item: T) => number, lowest = false) =>
    list.reduce((a, b) => ((lowest ? value(b) < value(a) : value(b) > value(a)) ? b : a))
  const mobile = results.filter((result) => result.preset === 'mobile')
  const parts: string[] = []
  let met = true
  const report = (text: string, ok: boolean) => {
    parts.push(`${text} ${ok ? '✓' : '✗'}`)
    met &&= ok
  }
  for (const id of categories) {
    const low = worst(results, (result) => result.figures.scores[id], true)
    report(
      `${id} ${low.figures.scores[id]} (${low.route} ${low.preset}; target ${targets.score})`,
      low.figures.scores[id] >= targets.score,
    )
  }
  if (mobile.length > 0) {
    const lcp = worst(mobile, (result) => result.figures.lcp)
    report(
      `mobile LCP ${(lcp.figures.lcp / 1000).toFixed(2)} s (${lcp.route}; target ≤ ${targets.mobileLcpMs / 1000} s)`,
      lcp.figures.lcp <= targets.mobileLcpMs,
    )
  }
  // The paint targets, read against the reference page measured with the same preset in the same run: every page
  // LCP ≤ 1.25× and FCP ≤ 1.15× the reference's, English content pages FCP ≤ 1.10× (their HTML is the lighter).
  const mobileReference = floor.find((entry) => entry.preset === 'mobile')?.figures
  if (mobile.length > 0 && mobileReference) {
    const island = (route: string) => ['/contact', '/news'].includes(splitLocale(route.split('?')[0]!).path)
    const english = mobile.filter(({ route }) => splitLocale(route).locale === 'en' && !island(route))
    const lcpRatio = (result: (typeof results)[number]) => result.figures.lcp / mobileReference.lcp
    const fcpRatio = (result: (typeof results)[number]) => result.figures.fcp / mobileReference.fcp
    const ratio = (group: typeof mobile, of: typeof lcpRatio, name: string, limit: number) => {
      if (group.length === 0) return
      const high = worst(group, of)
      report(`${name} ${of(high).toFixed(2)}× the reference's (${high.route}; target ≤ ${limit}×)`, of(high) <= limit)
    }
    ratio(mobile, lcpRatio, 'mobile LCP', 1.25)
    ratio(mobile, fcpRatio, 'mobile FCP', 1.15)
    ratio(english, fcpRatio, 'English content pages: mobile FCP', 1.1)
    // For comparison only: the same ratios against the reference served in a renderer process already warm.
    const bare = floor.find((entry) => entry.preset === 'mobile')!.bare
    const fcp = worst(mobile, (result) => result.figures.fcp)
    const lcp = worst(mobile, (result) => result.figures.lcp)
    console.log(
      `against the reference without the site's headers: mobile FCP up to ${(fcp.figures.fcp / bare.fcp).toFixed(2)}× (${fcp.route}), LCP up to ${(lcp.figures.lcp / bare.lcp).toFixed(2)}× (${lcp.route}), TBT up to ${(worst(mobile, (result) => result.figures.tbt).figures.tbt - bare.tbt).toFixed(0)} ms over`,
    )
  }
  const referenceTbt = (preset: Preset) => floor.find((entry) => entry.preset === preset)!.figures.tbt
  const overReference = (result: (typeof results)[number]) => result.figures.tbt - referenceTbt(result.preset)
  const tbt = worst(results, overReference)
  report(
    `TBT ${tbt.figures.tbt.toFixed(0)} ms (${tbt.route} ${tbt.preset}), ${overReference(tbt).toFixed(0)} ms over the reference's ${referenceTbt(tbt.preset).toFixed(0)} ms (target ≤ ${targets.tbtOverReferenceMs} ms over)`,
    overReference(tbt) <= targets.tbtOverReferenceMs,
  )
  const cls = worst(results, (result) => result.figures.cls)
  report(
    `CLS ${cls.figures.cls.toFixed(3)} (${cls.route} ${cls.preset}; target ${targets.cls})`,
    cls.figures.cls <= targets.cls,
  )
  console.log(`\nworst: ${parts.join('; ')}`)
  const explained = results.some((result) => result.figures.failing.length > 0)
  console.log(
    met
      ? 'every target met'
      : `some targets missed (✗)${explained ? ': the ↳ lines above name the audits that cost points' : ''}`,
  )
  const tbts = floor.map(({ preset, tbts }) => `${preset} ${tbts.map((tbt) => tbt.toFixed(0)).join(', ')} ms`)
  console.log(`${referencePage.label}, TBT of each run on this machine: ${tbts.join('; ')}`)
}

/**
 * Debian's Chromium with the flags of testing/browser/chromium.ts (headless, and nothing that reaches for Google's services), a
 * profile of its own and the DevTools port Lighthouse drives it through.
 */
async function startChromium(directory: string) {
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
    )
  }
  const port = await freePort()
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${path.join(directory, 'chromium-profile')}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, child, 'Chromium').catch((error: unknown) => {
    child.kill('SIGTERM')
    throw error
  })
  return { process: child, port }
}

await main()
