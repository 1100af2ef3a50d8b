// `npm run bench:main-thread [-- --routes /,/about] [--runs 9] [--baseline dir]`: where each page's main-thread time
// goes, from Chromium's own trace with the processor slowed four times as Lighthouse's phone is. Lighthouse's mobile
// figures are computed from a model; this loads each page for real, in turn with the reference page
// (scripts/bench/referencePage.ts) in every round, and prints the medians: the first paint, the blocking time after it
// (each task's time over 50 ms), the longest task, and the time spent in layout and style. `--baseline` names another
// build's dist/ folder, whose pages are loaded in the same rounds, each after this build's. A measuring script, not a
// test: its figures vary with the machine, so read a page's against the reference's of the same run.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { launchBrowser } from '../testing/browser/chromium.ts'
import { ensureProductionBuild } from '../tooling/budgets/ensureProductionBuild.ts'
import { checkBaseline, startBuildServer } from './bench/buildServer.ts'
import { type MainThreadFigures, mainThreadFigures, type TraceEvent } from './bench/mainThread.ts'
import { median } from './bench/median.ts'
import { referencePage, startReferencePage } from './bench/referencePage.ts'

const { values: options } = parseArgs({
  options: {
    routes: {
      type: 'string',
      // The pages the performance targets name: the heaviest in each language, and the two with a React island.
      default:
        '/,/about,/vision/dubai-d33,/ar,/contact,/news,/ar/vision/uae-ai-2031,/ar/solutions/environmental,/ar/vision/dubai-urban-master-plan-2040,/ar/vision/dubai-d33',
    },
    runs: { type: 'string', default: '9' },
    baseline: { type: 'string' },
  },
})
const runs = Number(options.runs)
if (!Number.isInteger(runs) || runs < 1)
  throw new Error(`--runs: expected a whole number of at least 1, found "${options.runs}"`)
const routes = options.routes.split(',').map((route) => route.trim())

/** Lighthouse's phone: its screen, and a processor four times slower than this machine's. */
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const cpuSlowdown = 4
/** Time after the load event for the page's own after-load work (its script, the deferred requests). */
const settleMs = 2500

ensureProductionBuild()
if (options.baseline) checkBaseline(options.baseline)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-main-thread-'))
const server = await startBuildServer(dataDir, 'dist')
const baseline = options.baseline ? await startBuildServer(path.join(dataDir, 'baseline'), options.baseline) : undefined
const reference = await startReferencePage()
const browser = await launchBrowser()

async function measure(url: string): Promise<MainThreadFigures> {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(settleMs)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return mainThreadFigures(trace.traceEvents)
  } finally {
    await context.close()
  }
}

const keys = ['firstPaint', 'blockingAfterPaint', 'longestTask', 'layout', 'style', 'tasks'] as const
const headings = ['first paint', 'blocking after it', 'longest task', 'layout', 'style', 'all tasks']

try {
  // Round by round rather than page by page, so a busy minute of the machine falls on every page alike.
  const samples = new Map<string, MainThreadFigures[]>()
  const pages = [
    { label: referencePage.label, url: reference.url },
    { label: referencePage.bareLabel, url: reference.bareUrl },
    ...routes.flatMap((route) => [
      { label: route, url: `${server.origin}${route}` },
      ...(baseline ? [{ label: `${route} (baseline)`, url: `${baseline.origin}${route}` }] : []),
    ]),
  ]
  for (let run = 1; run <= runs; run += 1) {
    for (const { label, url } of pages) samples.set(label, [...(samples.get(label) ?? []), await measure(url)])
    console.error(`round ${run} of ${runs} done`)
  }
  console.log(
    `Main thread of one load, CPU slowed ${cpuSlowdown}×, median of ${runs} (ms; the blocking time is each task's time over 50 ms after the first paint)`,
  )
  console.log(['page'.padEnd(54), ...headings.map((heading) => heading.padStart(18))].join(''))
  for (const { label } of pages) {
    const figures = samples.get(label)!
    console.log(
      [
        label.padEnd(54),
        ...keys.map((key) =>
          median(figures.map((sample) => sample[key]))
            .toFixed(0)
            .padStart(18),
        ),
      ].join(''),
    )
  }
} finally {
  await browser.close()
  reference.server.close()
  await server.stop()
  await baseline?.stop()
  fs.rmSync(dataDir, { recursive: true, force: true })
}
