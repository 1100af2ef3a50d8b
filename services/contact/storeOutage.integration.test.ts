// With the store down, only enquiries are: the process stays live for the container's health check and the load
// balancer, pages and search still answer, and the store's own answer, the metrics and the form say it is down.
import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { textContent } from 'domutils'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readCompiledContent } from '../../lib/content/compiledContent.ts'
import { first, parseDocument } from '../../lib/html.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import {
  cleanUp,
  type RunningContact,
  startContact,
  storeKinds,
  tempDir,
  testPostgres,
  validEnquiry,
} from '../../testing/service/serviceFixtures.ts'
import { createMetrics, type ServiceMetrics } from '../metrics/metrics.ts'
import { SearchPages } from '../search/resultsPage.ts'
import { searchRoutes } from '../search/searchRoutes.ts'
import { SiteSearch } from '../search/siteSearch.ts'
import { staticSite } from '../site/staticSite.ts'
import { FormPages } from './http/formPages.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const dist = path.join(repoRoot, 'dist')
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }

let site: Parameters<typeof startContact>[1] & {}
let formPages: FormPages

beforeAll(() => {
  ensureBuilt()
  const pages = FormPages.load(path.join(dist, 'client'), readCompiledContent(dist))
  const index = SiteSearch.load(dist)
  const searchPages = SearchPages.load(path.join(dist, 'client'))
  if (!('pages' in pages) || !('search' in index) || !('pages' in searchPages)) throw new Error('The build is missing')
  formPages = pages.pages
  site = { site: staticSite(path.join(dist, 'client')), search: searchRoutes(index.search, searchPages.pages) }
}, 300_000)
afterAll(cleanUp)

/** What a load balancer, an alert, Prometheus and a visitor each see of one replica. */
async function whatEachSees(replica: RunningContact, metrics: ServiceMetrics) {
  const status = async (address: string) => (await fetch(`${replica.url}${address}`)).status
  const storeUp = /^enquiry_store_up (\S+)$/m.exec(await metrics.registry.metrics())?.[1]
  return {
    liveness: await status('/healthz'),
    store: await status('/healthz/store'),
    home: await status('/'),
    arabicHome: await status('/ar'),
    search: await status('/search?q=robots'),
    storeUp: Number(storeUp),
  }
}

/** A browser's plain form post, with what it typed read back from the page that answers it. */
async function postForm(replica: RunningContact) {
  const response = await fetch(`${replica.url}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...validEnquiry, website: '', locale: 'en' }).toString(),
  })
  const document = parseDocument(await response.text())
  return { status: response.status, message: textContent(first('#contact-message', document) ?? document) }
}

/** The store's answer may be a second old (it is probed at most once a second): wait for it to see the outage. */
async function storeSeenDown(replica: RunningContact) {
  await expect
    .poll(async () => (await fetch(`${replica.url}/healthz/store`)).status === 503, {
      timeout: 5_000,
      interval: 10,
      message: 'the store seen down',
    })
    .toBe(true)
}

const up = { liveness: 200, store: 200, home: 200, arabicHome: 200, search: 200, storeUp: 1 }
const storeDown = { ...up, store: 503, storeUp: 0 }

describe('with the store down', () => {
  it('on the JSON-lines log, stays live with pages and search, says the store is down, and keeps a form post’s words', async () => {
    const dir = await tempDir()
    const dataDir = path.join(dir, 'data')
    const metrics = createMetrics()
    const replica = await startContact(
      { contactLog: path.join(dataDir, 'enquiries.jsonl'), formPages },
      { ...site, metrics },
    )
    expect(await whatEachSees(replica, metrics)).toEqual(up)

    // The tests run as root, so permissions cannot block a write; a file where the data directory was can.
    await rm(dataDir, { recursive: true })
    await writeFile(dataDir, 'not a directory')
    await storeSeenDown(replica)

    expect(await whatEachSees(replica, metrics)).toEqual(storeDown)
    expect(await postForm(replica)).toEqual({ status: 503, message: validEnquiry.message })
  })

  it('on PostgreSQL, under two replicas, stays live with pages and search on both, and both say the store is down', async () => {
    const cluster = await testPostgres()
    const place = await storeKinds.find((kind) => kind.name === 'PostgreSQL')!.place()
    const replicas = []
    for (let count = 0; count < 2; count += 1) {
      const metrics = createMetrics()
      replicas.push({ metrics, replica: await startContact({ ...place.config, formPages }, { ...site, metrics }) })
    }
    for (const { replica, metrics } of replicas) expect(await whatEachSees(replica, metrics)).toEqual(up)

    await cluster.stop('immediate')
    try {
      for (const { replica, metrics } of replicas) {
        await storeSeenDown(replica)
        expect(await whatEachSees(replica, metrics)).toEqual(storeDown)
        expect(await postForm(replica)).toEqual({ status: 503, message: validEnquiry.message })
      }
    } finally {
      await cluster.start()
    }
    const [{ replica }] = replicas as [(typeof replicas)[number]]
    await expect
      .poll(async () => (await fetch(`${replica.url}/healthz/store`)).status === 200, {
        timeout: 10_000,
        interval: 10,
        message: 'the store to be back',
      })
      .toBe(true)
  })

  it('on PostgreSQL that answers but takes no writes (a standby, or read-only), stays live and says the store is down', async () => {
    const cluster = await testPostgres()
    const place = await storeKinds.find((kind) => kind.name === 'PostgreSQL')!.place()
    const database = new URL(place.config.database!.url).pathname.slice(1)
    const metrics = createMetrics()
    const replica = await startContact({ ...place.config, formPages }, { ...site, metrics })
    expect(await whatEachSees(replica, metrics)).toEqual(up)

    // As after a failover onto a read-only node: every new session of the database is read-only, and the service's
    // sessions are new ones (the old are ended, as a failover ends them).
    const admin = new pg.Client({ connectionString: cluster.url('postgres') })
    await admin.connect()
    const readOnly = async (on: boolean) => {
      await admin.query(
        `ALTER DATABASE "${database}" ${on ? 'SET default_transaction_read_only = on' : 'RESET default_transaction_read_only'}`,
      )
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      )
    }
    const storeAnswer = async () => (await fetch(`${replica.url}/healthz/store`)).json()
    try {
      await readOnly(true)
      await expect
        .poll(storeAnswer, { timeout: 5_000 })
        .toEqual({ ok: false, error: 'The enquiry database takes no writes: it is a standby or read-only.' })
      expect(await whatEachSees(replica, metrics)).toEqual(storeDown)
      expect(await postForm(replica)).toEqual({ status: 503, message: validEnquiry.message })
    } finally {
      await readOnly(false)
      await admin.end()
    }
    await expect.poll(storeAnswer, { timeout: 10_000 }).toEqual({ ok: true })
  })
})
