// `npm run bench:search`: how fast the service answers a search, as a ratio to the same server sending a built page
// from disk in the same run (the reference: no work but the file), as the machine may be busy with other work. Each
// address is asked over 8 connections for 5 s against the production server (dist/service/start.mjs), asking for
// compression as a browser does; the reference and every search are measured in each round, and the rounds'
// spread is printed. The server's CPU time per answer, read from /proc, is printed too: it moves less with the load
// of the machine than answers per second do. A measurement, not a test: it prints figures, and fails only when an
// answer is not 200.
//   --rounds N     rounds of the reference and every search (3)
//   --seconds N    seconds per address and round (5)
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { type Locale, localePath } from '../lib/locales.ts'
import { wordPattern } from '../lib/search/searchIndex.ts'
import { maxQueryLength } from '../services/search/siteSearch.ts'
import { startProductionServer } from '../testing/service/productionServer.ts'

const { values } = parseArgs({ options: { rounds: { type: 'string' }, seconds: { type: 'string' } } })
const rounds = Number(values.rounds ?? 3)
const durationSeconds = Number(values.seconds ?? 5)
const connections = 8
/** What each search must reach, against the built page in the same round. */
const target = { rate: 0.5, p99Ms: 25 }

const languages = loadEveryLanguage()
const search = (locale: Locale, words: string) => `${localePath(locale, '/search')}?q=${encodeURIComponent(words)}`

/**
 * Searches never asked before, one per request: two different words of the site's titles and descriptions, each
 * pair once, so no answer can have been kept from an earlier one.
 */
function neverAskedBefore(locale: Locale): () => string {
  const content = languages[locale]
  const texts = [...content.initiatives, ...content.solutions].flatMap((page) => [
    page.data.title,
    page.data.seoDescription,
  ])
  const words = [...new Set(texts.join(' ').match(wordPattern) ?? [])].filter((word) => word.length >= 4)
  let first = 0
  let second = 0
  return () => {
    second++
    if (second >= words.length) {
      first = (first + 1) % words.length
      second = first + 1
    }
    return search(locale, `${words[first]} ${words[second % words.length]}`)
  }
}

/**
 * Words of the site with one letter left out, each once: a misspelt word (the commonest search) is a word the index
 * does not hold, so it is found only through the words within an edit or two of it.
 */
function misspelt(locale: Locale): () => string {
  const content = languages[locale]
  const texts = [...content.initiatives, ...content.solutions].flatMap((page) => [
    page.data.title,
    page.data.seoDescription,
  ])
  const words = [...new Set(texts.join(' ').match(wordPattern) ?? [])].filter((word) => word.length >= 5)
  let word = 0
  let letter = 1
  return () => {
    word++
    if (word >= words.length) {
      word = 0
      letter++
    }
    const each = words[word]!
    const at = 1 + (letter % (each.length - 1))
    return search(locale, each.slice(0, at) + each.slice(at + 1))
  }
}

const sentence = languages.en.initiatives[0]!.data.summary
const hundred = `${sentence} ${sentence}`.slice(0, maxQueryLength)
const addresses: [string, string | (() => string)][] = [
  ['a built page (reference)', '/about'],
  ['one word', search('en', 'metaverse')],
  [`a ${[...hundred].length}-character query`, search('en', hundred)],
  ['Arabic words', search('ar', 'الطاقة النظيفة')],
  ['never asked, English', neverAskedBefore('en')],
  ['never asked, Arabic', neverAskedBefore('ar')],
  ['misspelt, English', misspelt('en')],
  ['misspelt, Arabic', misspelt('ar')],
]

/** The CPU time the process has used, in ms; undefined where there is no /proc. */
function cpuMs(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return undefined
  }
}

interface Figures {
  rate: number
  p99: number
  cpu?: number
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-search-'))
const server = await startProductionServer({ dataDir })
const figures = new Map<string, Figures[]>(addresses.map(([what]) => [what, []]))
try {
  console.log(
    `bench:search: ${connections} connections, ${durationSeconds} s per address, ${rounds} rounds, ${server.origin}\n`,
  )
  // One short run to warm the server up, not counted.
  await autocannon({ url: `${server.origin}${search('en', 'robot')}`, connections, duration: 1 })
  for (let round = 1; round <= rounds; round++) {
    for (const [what, address] of addresses) {
      const before = cpuMs(server.process.pid!)
      const result = await autocannon({
        url: server.origin,
        // As a browser asks: the built page comes precompressed, a search is compressed as it is sent.
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        connections,
        duration: durationSeconds,
        requests: [
          { setupRequest: (request) => ({ ...request, path: typeof address === 'string' ? address : address() }) },
        ],
      })
      const after = cpuMs(server.process.pid!)
      const ok = result['2xx']
      if (ok !== result.requests.total || result.errors > 0) {
        throw new Error(`${what}: ${result.requests.total - ok} answers were not 200 (${result.errors} errors)`)
      }
      const cpu = before !== undefined && after !== undefined ? (after - before) / result.requests.total : undefined
      figures.get(what)!.push({ rate: result.requests.average, p99: result.latency.p99, cpu })
    }
    console.log(`round ${round}`)
    print(() => round - 1)
  }
  if (rounds > 1) {
    console.log(`\nthe median of ${rounds} rounds (each ratio against the reference of its own round)`)
    print(medianRound)
    console.log('\nthe spread of the rounds: lowest and highest ratio of rate, p99')
    const reference = figures.get(addresses[0]![0])!
    for (const [what] of addresses.slice(1)) {
      const ratios = figures.get(what)!.map((each, at) => each.rate / reference[at]!.rate)
      const p99s = figures.get(what)!.map((each) => each.p99)
      console.log(
        `  ${what.padEnd(26)}${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×  ` +
          `p99 ${Math.min(...p99s)}–${Math.max(...p99s)} ms`,
      )
    }
  }
} finally {
  await server.stop()
  await rm(dataDir, { recursive: true, force: true })
}

/** The round whose ratio to its reference is the median of `what`'s (for the reference, of its rates). */
function medianRound(what: string): number {
  const reference = figures.get(addresses[0]![0])!
  const ratios = figures.get(what)!.map((each, at) => ({ at, ratio: each.rate / reference[at]!.rate }))
  const sorted = what === addresses[0]![0] ? reference.map((each, at) => ({ at, ratio: each.rate })) : ratios
  return sorted.toSorted((a, b) => a.ratio - b.ratio)[Math.floor(sorted.length / 2)]!.at
}

/** A table of the figures of one round for each address, each search as a ratio to the reference of that round. */
function print(roundOf: (what: string) => number) {
  console.log(
    `  ${'what'.padEnd(26)}${'answers/s'.padStart(10)}${'ratio'.padStart(8)}${'p99 ms'.padStart(8)}` +
      `${'CPU ms/answer'.padStart(15)}   target: ≥ ${target.rate}×, p99 ≤ ${target.p99Ms} ms`,
  )
  const references = figures.get(addresses[0]![0])!
  for (const [what] of addresses) {
    const at = roundOf(what)
    const mine = figures.get(what)![at]!
    const ratio = mine.rate / references[at]!.rate
    const met = what === addresses[0]![0] ? '' : ratio >= target.rate && mine.p99 <= target.p99Ms ? '✓' : '✗'
    console.log(
      `  ${what.padEnd(26)}${Math.round(mine.rate).toString().padStart(10)}${`${ratio.toFixed(2)}×`.padStart(8)}` +
        `${String(mine.p99).padStart(8)}${(mine.cpu?.toFixed(2) ?? '–').padStart(15)}   ${met}`,
    )
  }
}
