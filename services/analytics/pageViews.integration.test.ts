import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtPages, ensureBuilt } from '../../testing/service/builtSite.ts'
import { cleanUp, freePort, tempDir, validEnquiry } from '../../testing/service/serviceFixtures.ts'
import { type ProductionServer, startProductionServer } from '../../testing/service/productionServer.ts'
import { crawlersReportOf } from './goaccessReport.ts'

// The site as `npm start` runs it, with the analytics at their defaults: what it records under its data folder, what
// it never records, and GoAccess's report made from the files by the staff tool as the image runs it.

let server: ProductionServer
let dataDir: string
let metricsPort: number
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const searchWords = 'confidential tender zebrafish'
const referrer = 'https://news.example.org/articles/robots-in-dubai?utm_source=private'

beforeAll(async () => {
  ensureBuilt()
  dataDir = await tempDir()
  metricsPort = await freePort()
  server = await startProductionServer({ dataDir, env: { METRICS_PORT: String(metricsPort) } })
}, 600_000)

afterAll(async () => {
  await server?.stop()
  await cleanUp()
})

const analyticsDir = () => path.join(dataDir, 'analytics')
const recorded = () =>
  fs.existsSync(analyticsDir())
    ? fs
        .readdirSync(analyticsDir())
        .filter((name) => name.endsWith('.log'))
        .map((name) => fs.readFileSync(path.join(analyticsDir(), name), 'utf8'))
        .join('')
    : ''
const recordedLines = () => recorded().split('\n').filter(Boolean)
/** The recorded lines' paths, in order. */
const recordedPaths = () => recordedLines().map((line) => /"GET (\S+) HTTP/.exec(line)?.[1])

async function open(address: string, headers: Record<string, string> = {}, method = 'GET') {
  const answer = await fetch(`${server.origin}${address}`, {
    method,
    redirect: 'manual',
    headers: {
      'user-agent': browser,
      accept: 'text/html',
      'sec-fetch-dest': 'document',
      referer: referrer,
      ...headers,
    },
  })
  await answer.arrayBuffer()
  return answer
}

describe('page views recorded by the site at its defaults', () => {
  const pages = ['/', '/ar', '/about', '/vision/dubai-d33']

  it('records the pages, a search and the not-found page under the data folder, with no cookie anywhere', async () => {
    const answers = [
      ...(await Promise.all(pages.map((page) => open(page)))),
      await open(`/search?q=${encodeURIComponent(searchWords)}`),
      await open(`/ar/search?q=${encodeURIComponent(searchWords)}`),
      await open('/no-such-page'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 404])
    const sent = await fetch(`${server.origin}/api/contact`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        accept: 'text/html',
        'content-type': 'application/x-www-form-urlencoded',
        origin: server.origin,
        'user-agent': browser,
      },
      body: new URLSearchParams(validEnquiry),
    })
    expect(sent.status).toBe(303)
    const confirmation = await open(sent.headers.get('location')!)
    for (const answer of [...answers, sent, confirmation]) expect(answer.headers.get('set-cookie')).toBeNull()

    const expected = [
      ...pages,
      '/search',
      '/ar/search',
      '/no-such-page',
      new URL(sent.headers.get('location')!, server.origin).pathname,
    ]
    await expect
      .poll(() => recordedLines().length >= expected.length, { timeout: 10_000, message: `${expected.length} lines` })
      .toBe(true)
    expect(recordedPaths().sort()).toEqual(expected.sort())
    const files = fs.readdirSync(analyticsDir()).filter((name) => name.endsWith('.log'))
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}\.[A-Za-z0-9.-]+\.log$/)

    const text = recorded()
    expect(text).toContain('"GET /no-such-page HTTP/1.1" 404 ')
    expect(text).toMatch(/^ar \S+ .*"GET \/ar HTTP\/1\.1" 200 /m)
    expect(text).toMatch(/^en \S+ .*"GET \/about HTTP\/1\.1" 200 \d+ "https:\/\/news\.example\.org" "Mozilla\/5\.0 /m)
    // Nothing a visitor typed, where they came from beyond its origin, or their address.
    for (const word of searchWords.split(' ')) expect(text).not.toContain(word)
    for (const value of Object.values(validEnquiry)) expect(text).not.toContain(value)
    expect(text).not.toContain('jane')
    expect(text).not.toContain('utm_source')
    expect(text).not.toContain('/articles/')
    expect(text).not.toContain('127.0.0.1')
    expect(text).not.toMatch(/::ffff:/)
    // One visitor, one pseudonym for the day.
    expect(new Set(recordedLines().map((line) => line.split(' ')[1])).size).toBe(1)
  })

  it('records no asset, API answer, editor, health check, script fetch or HEAD', async () => {
    const before = recordedLines().length
    await open('/favicon.ico')
    await open('/site.webmanifest')
    await open('/healthz')
    await open('/api/contact')
    await open('/admin')
    await open('/about', { 'sec-fetch-dest': 'empty' })
    await open('/about', {}, 'HEAD')
    await open('/contact')
    // The last, recorded, comes after the others: once it is there, they would have been too.
    await expect
      .poll(() => recordedPaths().at(-1) === '/contact', { timeout: 10_000, message: 'the view of /contact' })
      .toBe(true)
    expect(recordedLines()).toHaveLength(before + 1)
  })

  it('records no view sent with Sec-GPC: 1 or DNT: 1, and the same view without them', async () => {
    const about = () => recordedPaths().filter((page) => page === '/ar/about').length
    await open('/ar/about', { 'sec-gpc': '1' })
    await open('/ar/about', { dnt: '1' })
    await open('/ar/about')
    await expect.poll(() => about() === 1, { timeout: 10_000, message: 'the view without the signal' }).toBe(true)
    expect(about()).toBe(1)
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text()
    const sample = (series: string) =>
      Number(
        metrics
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.split(' ')[1],
      )
    expect(sample('page_views_total{language="ar",outcome="refused"}')).toBe(2)
    const lines = recordedLines()
    expect(sample('page_views_total{language="ar",outcome="recorded"}')).toBe(
      lines.filter((line) => line.startsWith('ar ')).length,
    )
    expect(sample('page_views_total{language="en",outcome="recorded"}')).toBe(
      lines.filter((line) => line.startsWith('en ')).length,
    )
    expect(sample('page_views_total{language="en",outcome="unwritten"}')).toBe(0)
  })
})

describe('ANALYTICS=off', () => {
  it('records nothing, and makes no folder for it', async () => {
    const quiet = await tempDir()
    const off = await startProductionServer({ dataDir: quiet, env: { ANALYTICS: 'off' } })
    try {
      const answer = await fetch(`${off.origin}/about`, { headers: { accept: 'text/html', 'user-agent': browser } })
      expect(answer.status).toBe(200)
      await answer.arrayBuffer()
    } finally {
      await off.stop()
    }
    expect(fs.existsSync(path.join(quiet, 'analytics'))).toBe(false)
  })
})

describe('cookies', () => {
  it('none is set by any page of the site, in either language', async () => {
    // The not-found pages are listed by their file ('404', 'ar/404'): asked for as such, they answer as any stray path.
    const routes = builtPages(path.resolve('dist/client')).map((page) =>
      page.route.startsWith('/') ? page.route : `/${page.route}`,
    )
    expect(routes).toContain('/ar/about')
    for (const route of routes) {
      const answer = await open(route)
      expect([route, answer.headers.get('set-cookie')]).toEqual([route, null])
    }
  })
})

describe('npm run analytics', () => {
  const runReport = (out: string, env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['dist/service/analytics.mjs', '--out', out], {
      env: { ...process.env, CONTACT_LOG: path.join(dataDir, 'enquiries.jsonl'), ...env },
      encoding: 'utf8',
    })
  /** GoAccess's report keeps its figures as JSON in the page, slashes escaped. */
  const reportText = (file: string) => fs.readFileSync(file, 'utf8').replaceAll('\\/', '/')
  /** The views GoAccess counted, crawlers left out of the people's report and the people out of the crawlers'. */
  const countedViews = (file: string) => Number(/"valid_requests": ?(\d+)/.exec(reportText(file))?.[1])

  it("writes GoAccess's report of the recorded days, /about among the pages, reading each line once", async () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    await open('/crawled-only', { 'user-agent': googlebot })
    await expect
      .poll(() => recordedPaths().includes('/crawled-only'), { timeout: 10_000, message: "the crawler's view written" })
      .toBe(true)
    const out = path.join(await tempDir(), 'analytics.html')
    const first = runReport(out)
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    const html = reportText(out)
    expect(html).toContain('"data": "/about"')
    expect(html).toContain('"data": "/ar/search"')
    expect(html).toContain('"data": "/no-such-page"')
    expect(html).toContain('"data": "ar"')
    expect(html).not.toContain(searchWords.split(' ')[2])
    // Crawlers apart: the robot's view is in their report alone.
    expect(html).not.toContain('/crawled-only')
    expect(reportText(crawlersReportOf(out))).toContain('"data": "/crawled-only"')
    expect(countedViews(crawlersReportOf(out))).toBe(1)
    expect(countedViews(out)).toBe(recordedLines().length - 1)

    await open('/about')
    await expect
      .poll(() => recordedLines().length === countedViews(out) + 2, {
        timeout: 10_000,
        message: 'the new view written',
      })
      .toBe(true)
    const second = runReport(out)
    expect(second.status).toBe(0)
    expect(countedViews(out)).toBe(recordedLines().length - 1)
  })

  it('says in one line how to install GoAccess when it is not there', async () => {
    const out = path.join(await tempDir(), 'analytics.html')
    // A PATH with nothing on it: Node is started by its full path, and GoAccess is looked for there.
    const run = runReport(out, { PATH: await tempDir() })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
    expect(run.stderr).toContain('apt-get install goaccess')
    expect(fs.existsSync(out)).toBe(false)
  })
})
