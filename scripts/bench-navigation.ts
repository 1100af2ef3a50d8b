// `npm run bench:navigation [-- --runs 5] [--latency 150]`: how long a visitor waits between clicking a link and seeing
// the next page, with the pages' speculation rules and with the same pages without them, in one run. A measuring
// script, not a test: it prints figures.
//
// Chromium prerenders nothing while a DevTools client is attached to the page, and every automation driver is one. So
// this script runs a real Chromium window on a virtual display (Debian's xvfb), moves and clicks the pointer as a
// visitor does with xdotool, and attaches (through playwright-core) only to open a page and, after the click, to read
// the new page's paint timing. A proxy in front of the production server holds every response back by --latency ms,
// so the figures include a mobile network's round trip, and for the second variant takes the rules out of the pages.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { chromiumFlags, chromiumPath } from '../testing/browser/chromium.ts'
import { ensureProductionBuild } from '../tooling/budgets/ensureProductionBuild.ts'
import { freePort, startProductionServer, waitUntilAnswering } from '../testing/service/productionServer.ts'

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, latency: { type: 'string', default: '150' } },
})
const runs = Number(options.runs)
const latencyMs = Number(options.latency)

/** Journeys through the site: from a page, the header or body link a visitor follows next. */
const journeys: [from: string, to: string][] = [
  ['/', '/about'],
  ['/about', '/vision'],
  ['/vision', '/vision/dubai-d33'],
  ['/solutions', '/solutions/robotics'],
  ['/about', '/news'],
]

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

for (const tool of ['Xvfb', 'xdotool']) {
  try {
    execFileSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' })
  } catch {
    throw new Error(`${tool} is missing: apt-get install xvfb xdotool`)
  }
}

/**
 * Holds each response back by `latency` ms before passing it on: one round trip of a mobile network. With
 * `withoutRules`, takes the speculation rules out of every page, as if the site had none.
 */
async function delayingProxy(target: string, latency: number, withoutRules: boolean) {
  const port = await freePort()
  const server = http.createServer((request, response) => {
    // Uncompressed from the server in both variants, so that the pages can be edited here and both cost the same.
    const headers = { ...request.headers, 'accept-encoding': 'identity' }
    setTimeout(() => {
      const upstream = http.request(
        new URL(request.url ?? '/', target),
        { method: request.method, headers },
        (answer) => {
          if (!withoutRules || !answer.headers['content-type']?.startsWith('text/html')) {
            response.writeHead(answer.statusCode ?? 502, answer.headers)
            return answer.pipe(response)
          }
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => {
            const html = Buffer.concat(chunks)
              .toString('utf8')
              .replace(/<script type="speculationrules">[^<]*<\/script>/, '')
            response.writeHead(answer.statusCode ?? 502, {
              ...answer.headers,
              'content-length': Buffer.byteLength(html),
            })
            response.end(html)
          })
        },
      )
      upstream.on('error', () => response.destroy())
      request.pipe(upstream)
    }, latency)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** A full-screen Chromium window on `display`, driven by nothing until a client connects to `port`. */
async function startWindow(display: string, profile: string) {
  const port = await freePort()
  const child = spawn(
    chromiumPath,
    // Not headless: a real window, whose pointer xdotool moves. The window fills the screen, so page and screen
    // coordinates are the same.
    [
      ...chromiumFlags.filter((flag) => flag !== '--headless'),
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--kiosk',
      '--window-position=0,0',
      '--window-size=1280,900',
      'about:blank',
    ],
    { stdio: 'ignore', env: { ...process.env, DISPLAY: display } },
  )
  await waitUntilAnswering(`http://127.0.0.1:${port}/json/version`, child, 'Chromium')
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill()
    })
  return { stop, endpoint: `http://127.0.0.1:${port}` }
}

/** Runs `work` on the window's page with a DevTools client attached, then detaches so nothing watches the click. */
async function attached<T>(endpoint: string, work: (page: import('playwright-core').Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(endpoint)
  try {
    return await work(browser.contexts()[0]!.pages()[0]!)
  } finally {
    await browser.close()
  }
}

/** Milliseconds from the click to the next page's first paint on screen, and whether it had been prerendered. */
async function clickToPaint(endpoint: string, display: string, origin: string, from: string, to: string) {
  const target = await attached(endpoint, async (page) => {
    await page.goto(origin + from, { waitUntil: 'networkidle' })
    const link = page.locator(`main a[href="${to}"], header a[href="${to}"]:visible`).first()
    await link.scrollIntoViewIfNeeded()
    return link.evaluate((link) => {
      const box = link.getBoundingClientRect()
      return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }
    })
  })
  const xdotool = (...args: string[]) => execFileSync('xdotool', args, { env: { ...process.env, DISPLAY: display } })
  xdotool('mousemove', String(target.x), String(target.y))
  // A pointer resting on a link for 200 ms is what 'moderate' eagerness waits for; a visitor's rests longer.
  await sleep(600)
  xdotool('click', '1')
  await sleep(latencyMs * 4 + 1500)
  return JSON.parse(await evaluateInTab(endpoint, timingScript)) as { url: string; ms: number; prerendered: boolean }
}

/** What the page that is shown says of its first paint, relative to when the visitor asked for it. */
const timingScript = `(() => {
  const navigation = performance.getEntriesByType('navigation')[0]
  const paint = performance.getEntriesByName('first-contentful-paint')[0]
  // A prerendered page was loaded before the click; the visitor's wait starts when it is activated (shown).
  const activation = navigation.activationStart || 0
  return JSON.stringify({ url: location.pathname, ms: paint ? paint.startTime - activation : NaN, prerendered: activation > 0 })
})()`

/**
 * Evaluates `expression` in the window's tab. After a prerendered page is shown, Playwright's view of the tab has lost
 * its frame, so this goes through the browser's own target list and a plain DevTools session.
 */
async function evaluateInTab(endpoint: string, expression: string): Promise<string> {
  const browser = await chromium.connectOverCDP(endpoint)
  try {
    const cdp = await browser.newBrowserCDPSession()
    const { targetInfos } = await cdp.send('Target.getTargets')
    const tab = targetInfos.find((target) => target.type === 'page' && target.url.startsWith('http'))
    if (!tab) throw new Error('No page is open in the window')
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId: tab.targetId, flatten: false })
    const answer = new Promise<string>((resolve) => {
      cdp.on('Target.receivedMessageFromTarget', (event) => {
        const message = JSON.parse(event.message)
        if (message.id === 1) resolve(message.result.result.value)
      })
    })
    await cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: 1, method: 'Runtime.evaluate', params: { expression, returnByValue: true } }),
    })
    return await answer
  } finally {
    await browser.close()
  }
}

async function main() {
  ensureProductionBuild()
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-navigation-'))
  const server = await startProductionServer({ dataDir: scratch })
  const display = `:${90 + Math.floor(Math.random() * 9)}`
  const xvfb: ChildProcess = spawn('Xvfb', [display, '-screen', '0', '1280x900x24'], { stdio: 'ignore' })
  await sleep(500)
  const variants = [
    { name: 'speculation rules', proxy: await delayingProxy(server.origin, latencyMs, false) },
    { name: 'no speculation rules', proxy: await delayingProxy(server.origin, latencyMs, true) },
  ]
  try {
    console.log(`click to first paint of the next page, median of ${runs}, ${latencyMs} ms added to every response\n`)
    console.log(['journey'.padEnd(36), ...variants.map((variant) => variant.name.padStart(30))].join(''))
    const totals = variants.map(() => [] as number[])
    for (const [from, to] of journeys) {
      const cells: string[] = []
      for (const [index, variant] of variants.entries()) {
        const samples = []
        for (let run = 0; run < runs; run += 1) {
          // A window of its own for each click: once a prerendered page is shown, DevTools clients lose track of the tab.
          const window = await startWindow(display, path.join(scratch, `profile-${samples.length}-${Date.now()}`))
          samples.push(await clickToPaint(window.endpoint, display, variant.proxy.origin, from, to))
          await window.stop()
        }
        const arrived = samples.filter((sample) => sample.url === to && Number.isFinite(sample.ms))
        if (arrived.length < samples.length)
          throw new Error(`${from} → ${to}: ${samples.length - arrived.length} clicks did not reach ${to}`)
        const ms = median(arrived.map((sample) => sample.ms))
        totals[index]!.push(ms)
        cells.push(
          `${ms.toFixed(0)} ms (${arrived.filter((sample) => sample.prerendered).length}/${runs} prerendered)`.padStart(
            30,
          ),
        )
      }
      console.log([`${from} → ${to}`.padEnd(36), ...cells].join(''))
    }
    const [withRules, without] = totals.map(median)
    console.log(
      `\nmedian of the journeys: ${withRules!.toFixed(0)} ms with the rules, ${without!.toFixed(0)} ms without: the next page shows ${(without! - withRules!).toFixed(0)} ms sooner`,
    )
  } finally {
    xvfb.kill()
    for (const variant of variants) await variant.proxy.close()
    await server.stop()
    // Chromium's helper processes may still be writing to the profiles for a moment after the window closed.
    fs.rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
  }
}

await main()
