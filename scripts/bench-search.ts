// `npm run bench:search`: how fast the service answers a search, against the same server sending a built page from
// disk in the same run (the reference: no work but the file). Each address is asked over 8 connections for 5 s
// against the production server (dist/service/start.mjs). A measurement, not a test: it prints figures, and fails
// only when an answer is not 200.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { loadEveryLanguage } from '../lib/content/loadEveryLanguage.ts'
import { localePath } from '../lib/locales.ts'
import { SiteSearch } from '../services/search/siteSearch.ts'
import { startProductionServer } from '../testing/service/productionServer.ts'

const connections = 8
const durationSeconds = 5

const { en, ar } = loadEveryLanguage()
const search = (locale: 'en' | 'ar', words: string) => `${localePath(locale, '/search')}?q=${encodeURIComponent(words)}`
const addresses: [string, string][] = [
  ['a built page (reference)', '/about'],
  ['one word', search('en', 'metaverse')],
  ['a title', search('en', en.initiatives[0]!.data.title)],
  ['no results', search('en', 'zzqxj')],
  ['a 100-character query', search('en', 'automation '.repeat(10))],
  ['Arabic, two words', search('ar', 'الطاقة النظيفة')],
  ['Arabic, a title', search('ar', ar.initiatives[0]!.data.title)],
]

// The index alone, in this process: what a search costs before the page is written.
const loaded = SiteSearch.load(path.resolve('dist'))
if (!('search' in loaded)) throw new Error(`The build has no ${loaded.missing}: run npm run build.`)
const rounds = 200
console.log(`bench:search: the index alone, mean of ${rounds} searches after one to warm up`)
for (const [what, address] of addresses.slice(1)) {
  const url = new URL(address, 'http://site.test')
  const locale = url.pathname.startsWith('/ar/') ? 'ar' : 'en'
  const words = url.searchParams.get('q') ?? ''
  loaded.search.search(locale, words)
  const started = performance.now()
  for (let round = 0; round < rounds; round++) loaded.search.search(locale, words)
  console.log(`  ${what.padEnd(24)}${((performance.now() - started) / rounds).toFixed(2).padStart(8)} ms`)
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-search-'))
const server = await startProductionServer({ dataDir })
try {
  console.log(`\nbench:search: ${connections} connections, ${durationSeconds} s each, ${server.origin}\n`)
  console.log(`${'what'.padEnd(26)}${'answers/s'.padStart(11)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}`)
  for (const [what, address] of addresses) {
    // As a browser asks: the built page comes precompressed, a search is compressed as it is sent.
    const headers = { 'accept-encoding': 'br, gzip' }
    const result = await autocannon({
      url: `${server.origin}${address}`,
      headers,
      connections,
      duration: durationSeconds,
    })
    const ok = result['2xx']
    if (ok !== result.requests.total || result.errors > 0) {
      throw new Error(`${address}: ${result.requests.total - ok} answers were not 200 (${result.errors} errors)`)
    }
    const line = `${what.padEnd(26)}${Math.round(result.requests.average).toString().padStart(11)}`
    console.log(`${line}${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}`)
  }
} finally {
  await server.stop()
  await rm(dataDir, { recursive: true, force: true })
}
