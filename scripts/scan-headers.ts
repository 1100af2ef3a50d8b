// `npm run scan:headers`: builds when needed, starts the production server on a free port and runs the MDN HTTP
// Observatory scanner against it, printing each test, the score and the grade. Fails when a test fails, except the
// two that need TLS, which a local plain-HTTP server cannot pass: redirection (to HTTPS) and
// strict-transport-security (sent, but only honoured over HTTPS).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { textContent } from 'domutils'
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt } from '../tooling/run/ensure-built.mjs'
import { parseDocument } from '../lib/html.ts'
import { startProductionServer } from '../testing/service/productionServer.ts'

/** What the scanner's scan() returns, as far as this report reads it (the package has no types). */
interface ScanResult {
  scan: {
    algorithmVersion: number
    statusCode: number
    score: number
    grade: string
    testsPassed: number
    testsQuantity: number
  }
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number; scoreDescription?: string }>
}

const needTls = new Set(['redirection', 'strict-transport-security'])

// The scanner is installed on first use into .cache/observatory rather than as a devDependency: its dependencies
// (a web server, a PostgreSQL client, install scripts that download lists) would weigh on every `npm ci` and cannot
// install offline. --ignore-scripts skips its postinstall, which downloads the HSTS preload list; an empty list only
// means no host counts as preloaded, which 127.0.0.1 never is anyway.
const prefix = path.resolve('.cache/observatory')
const observatory = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory')
if (!fs.existsSync(observatory)) {
  console.log('Installing the MDN HTTP Observatory scanner into .cache/observatory (once)')
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-save',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      '@mdn/mdn-http-observatory@1.4.8',
    ],
    { stdio: 'inherit' },
  )
  if (install.status !== 0) {
    console.error(
      'Could not install @mdn/mdn-http-observatory@1.4.8 from the npm registry; check the network and try again.',
    )
    process.exit(1)
  }
}
const preloadList = path.join(observatory, 'conf/hsts-preload.json')
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}\n')

ensureBuilt()

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scan-headers-'))
let exitCode = 1
let host = '127.0.0.1'
try {
  const server = await startProductionServer({ dataDir })
  try {
    // The scanner takes a host, not a URL, and resolves it itself: 127.0.0.1, as localhost may resolve to ::1 first.
    host = new URL(server.origin).host
    // The scanner talks to the server through axios, which would honour a proxy from the environment.
    process.env.NO_PROXY = [process.env.NO_PROXY, '127.0.0.1'].filter(Boolean).join(',')
    const { scan } = (await import(pathToFileURL(path.join(observatory, 'src/index.js')).href)) as {
      scan: (host: string) => Promise<ScanResult>
    }
    exitCode = report(await scan(host))
  } finally {
    await server.stop()
  }
} catch (error) {
  console.error(`The scan could not run: ${error instanceof Error ? error.message : error}`)
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(exitCode)

/** Prints one line per test and the total; returns the exit code. */
function report({ scan, tests }: ScanResult): number {
  const rows = Object.entries(tests).map(([name, test]) => ({ name, test, excused: !test.pass && needTls.has(name) }))
  const width = Math.max(...rows.map((row) => row.name.length))
  console.log(
    `MDN HTTP Observatory (algorithm ${scan.algorithmVersion}) on http://${host}/ (status ${scan.statusCode})\n`,
  )
  for (const { name, test, excused } of rows) {
    const mark = test.pass ? 'pass' : excused ? 'fail' : 'FAIL'
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier)
    console.log(
      `${name.padEnd(width)}  ${mark}  ${modifier.padStart(3)}  ${test.result}${excused ? ' (needs TLS: not counted)' : ''}`,
    )
    if (!test.pass) console.log(`${''.padEnd(width)}             ${plainText(test.scoreDescription)}`)
  }
  const failures = rows.filter((row) => !row.test.pass && !row.excused)
  const tlsPoints = -rows.filter((row) => row.excused).reduce((sum, row) => sum + row.test.scoreModifier, 0)
  console.log(
    `\nscore ${scan.score}, grade ${scan.grade}: ${scan.testsPassed} of ${scan.testsQuantity} tests passed` +
      (tlsPoints > 0 ? ` (the tests that need TLS cost ${tlsPoints} points here)` : ''),
  )
  if (failures.length === 0) {
    console.log('Every test passes except those that need TLS.')
    return 0
  }
  console.error(`Failing: ${failures.map((row) => row.name).join(', ')}`)
  return 1
}

/** The scanner's descriptions are HTML fragments. */
function plainText(html = ''): string {
  return textContent(parseDocument(html)).replace(/\s+/g, ' ').trim()
}
