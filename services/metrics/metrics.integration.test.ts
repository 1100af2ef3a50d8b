import type { AddressInfo } from 'node:net'
import path from 'node:path'
import express from 'express'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanUp, freePort, memoryLogger, tempDir, validEnquiry } from '../../testing/service/serviceFixtures.ts'
import { startServiceProcess, stopServiceProcesses } from '../../testing/service/serviceProcess.ts'
import { requestLog } from '../requestLog.ts'
import { createMetrics, routeLabel, type StoreStatus } from './metrics.ts'

afterAll(async () => {
  stopServiceProcesses()
  await cleanUp()
})

/** One sample's value from Prometheus's text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('the service as a process, with METRICS_PORT set', () => {
  it('serves /metrics on that port only: stored enquiries, the waiting e-mail, the store and the requests', async () => {
    const metricsPort = await freePort()
    const downSmtp = await freePort()
    const { url, output } = await startServiceProcess({
      CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
      SMTP_URL: `smtp://127.0.0.1:${downSmtp}`,
      METRICS_PORT: String(metricsPort),
    })
    expect(output()).toContain(`metrics for Prometheus at http://127.0.0.1:${metricsPort}/metrics`)
    const post = (body: object) =>
      fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post(validEnquiry)).status).toBe(201)
    expect((await post({ ...validEnquiry, website: 'http://spam.example' })).status).toBe(201)
    // A search for a person's address must leave no trace in the metrics.
    await fetch(`${url}/search?q=${encodeURIComponent(validEnquiry.email)}`)
    const scrape = () => fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    await expect
      .poll(async () => sample(await (await scrape()).text(), 'enquiry_deliveries_retrying') === 1, {
        timeout: 5_000,
        interval: 10,
        message: 'the failed try counted',
      })
      .toBe(true)

    const answer = await scrape()
    const text = await answer.text()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(sample(text, 'enquiries_stored_total{kind="enquiry"}')).toBe(1)
    expect(sample(text, 'enquiries_stored_total{kind="spam"}')).toBe(1)
    expect(sample(text, 'enquiry_deliveries_pending')).toBe(1)
    expect(sample(text, 'enquiry_oldest_undelivered_age_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'enquiry_store_up')).toBe(1)
    expect(sample(text, 'http_requests_total{method="POST",route="/api/contact",status="201"}')).toBe(2)
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/contact",status="201"}')).toBe(2)
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/search",status="\d{3}"\} 1$/m)
    // prom-client's process metrics, from this service's own registry.
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0)
    expect(text).not.toContain(validEnquiry.email)
    expect(text).not.toContain('example.com')

    const publicAnswer = await fetch(`${url}/metrics`)
    expect(publicAnswer.status).toBe(404)
    expect(await publicAnswer.text()).not.toContain('enquiries_stored_total')
    expect((await fetch(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404)
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(404)
  }, 30_000)

  it('serves no metrics with METRICS_PORT=off', async () => {
    const { output } = await startServiceProcess({
      CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
      METRICS_PORT: 'off',
    })
    expect(output()).not.toContain('metrics for Prometheus')
  }, 30_000)
})

describe('the route label', () => {
  it.each([
    ['POST', '/api/contact', '/api/contact'],
    ['GET', '/API/Contact/', '/api/contact'],
    ['GET', '/healthz', '/healthz'],
    ['GET', '/healthz/store', '/healthz/store'],
    ['GET', '/api/cms/auth', '/api/cms/*'],
    ['GET', '/api/cms/callback', '/api/cms/*'],
    ['GET', '/search', '/search'],
    ['GET', '/ar/search', '/search'],
    ['GET', '/api/jane@example.com', 'other'],
    ['POST', '/about', 'other'],
    ['GET', '/assets/entry-1a2b3c.js', 'asset'],
    ['GET', '/img/hero.avif', 'asset'],
    ['GET', '/', 'page'],
    ['HEAD', '/ar/vision/dubai-d33', 'page'],
    ['GET', '/robots.txt', 'asset'],
    ['GET', '/people/jane', 'page'],
  ])('of %s %s is %s', (method, urlPath, route) => {
    expect(routeLabel(method, urlPath)).toBe(route)
  })
})

describe('the metrics in one process', () => {
  const listen = async (app: express.Express) => {
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() }
  }

  it('labels a request by its route and status, never by its path, its query or an odd method', async () => {
    const metrics = createMetrics()
    const app = express()
    app.use(requestLog(memoryLogger().logger, metrics.watchRequest))
    app.use((_req, res) => void res.status(404).end())
    const { url, close } = await listen(app)
    try {
      await fetch(`${url}/people/jane?name=Jane+Doe`)
      await fetch(`${url}/people/omar@example.com`, { method: 'PROPFIND' })
    } finally {
      close()
    }
    const text = await metrics.registry.metrics()
    expect(sample(text, 'http_requests_total{method="GET",route="page",status="404"}')).toBe(1)
    expect(sample(text, 'http_requests_total{method="other",route="other",status="404"}')).toBe(1)
    expect(text).not.toMatch(/jane|omar|Doe|PROPFIND/i)
  })

  it('reads the store once per scrape, and says unknown (NaN) and down (0) when the store cannot answer', async () => {
    const metrics = createMetrics({ now: () => new Date('2025-03-01T10:00:00Z') })
    let reads = 0
    let failing = false
    const store: StoreStatus = {
      async health() {
        return { ok: !failing }
      },
      async deliveryStats() {
        reads += 1
        if (failing) throw new Error('connection refused')
        return { pending: 3, retrying: 2, oldestUndeliveredAt: new Date('2025-03-01T09:00:00Z') }
      },
    }
    const before = await metrics.registry.metrics()
    expect(sample(before, 'enquiry_store_up')).toBeNaN()
    expect(sample(before, 'enquiries_stored_total{kind="enquiry"}')).toBe(0)

    metrics.watchStore(store)
    metrics.countStored('enquiry')
    const healthy = await metrics.registry.metrics()
    expect(reads).toBe(1)
    expect(sample(healthy, 'enquiry_deliveries_pending')).toBe(3)
    expect(sample(healthy, 'enquiry_deliveries_retrying')).toBe(2)
    expect(sample(healthy, 'enquiry_oldest_undelivered_age_seconds')).toBe(3600)
    expect(sample(healthy, 'enquiry_store_up')).toBe(1)
    expect(sample(healthy, 'enquiries_stored_total{kind="enquiry"}')).toBe(1)

    failing = true
    const down = await metrics.registry.metrics()
    expect(sample(down, 'enquiry_store_up')).toBe(0)
    expect(sample(down, 'enquiry_deliveries_pending')).toBeNaN()
    expect(sample(down, 'enquiry_oldest_undelivered_age_seconds')).toBeNaN()
    expect(down).not.toContain('connection refused')
  })

  it('keeps two services apart: each has its own registry', async () => {
    const [a, b] = [createMetrics(), createMetrics()]
    a.countStored('spam')
    expect(sample(await a.registry.metrics(), 'enquiries_stored_total{kind="spam"}')).toBe(1)
    expect(sample(await b.registry.metrics(), 'enquiries_stored_total{kind="spam"}')).toBe(0)
  })
})
