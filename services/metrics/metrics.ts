// Metrics for operators, in Prometheus's text format: what the service stored, how its e-mail queue stands, whether
// its store answers, and how its HTTP requests went. Served on a port of their own (metricsServer.ts), never on the
// public one. docs/deployment.md, "Metrics and alerts", lists them and what to alert on.
//
// No label ever carries what a visitor sent: a request is labelled by a small fixed set of routes, never its path.
import path from 'node:path'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { type Locale, locales, splitLocale } from '../../lib/locales.ts'
import type { ViewOutcome } from '../analytics/viewJournal.ts'
import type { DeliveryStats } from '../contact/mail/deliveryQueue.ts'
import type { RequestWatcher } from '../requestLog.ts'

/** What the gauges read from the store when Prometheus scrapes: ContactService's `store`. */
export interface StoreStatus {
  health(): Promise<{ ok: boolean }>
  deliveryStats(): Promise<DeliveryStats>
}

export interface ServiceMetrics {
  /** Its own registry, not prom-client's global one, so a test can run several services in one process. */
  registry: Registry
  /** For ContactServiceDeps.onStored. */
  countStored(kind: 'enquiry' | 'spam'): void
  /** The store the gauges read; until it is set they stay unknown (NaN). */
  watchStore(store: StoreStatus): void
  /** Counts and times every request, with the timing the request log takes (requestLog's `watch`). */
  watchRequest: RequestWatcher
  /** For ViewJournalOptions.count: a page view recorded, refused by the browser's privacy signal, or not written. */
  countPageView(outcome: ViewOutcome, locale: Locale): void
}

const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * The route label of a request: one of a fixed few, so the series stay bounded and no address a visitor typed (an
 * e-mail address in a path, a search) ever reaches Prometheus.
 */
export function routeLabel(method: string, urlPath: string): string {
  const lower = urlPath.toLowerCase().replace(/(.)\/$/, '$1')
  if (lower === '/api/contact' || lower === '/healthz' || lower === '/healthz/store') return lower
  if (lower === '/api/cms' || lower.startsWith('/api/cms/')) return '/api/cms/*'
  if (splitLocale(lower).path === '/search') return '/search'
  if (lower.startsWith('/api/') || (method !== 'GET' && method !== 'HEAD')) return 'other'
  return path.posix.extname(lower) === '' ? 'page' : 'asset'
}

export function createMetrics({ now = () => new Date() }: { now?: () => Date } = {}): ServiceMetrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  let store: StoreStatus | undefined

  const stored = new Counter({
    name: 'enquiries_stored_total',
    help: 'Posts stored since the process started: kind="enquiry" is e-mailed, kind="spam" filled the honeypot.',
    labelNames: ['kind'],
    registers: [registry],
  })
  // Both kinds from the first scrape, so a rate over them is never missing for want of a first post.
  stored.inc({ kind: 'enquiry' }, 0)
  stored.inc({ kind: 'spam' }, 0)

  // The three delivery gauges share one read of the store per scrape: prom-client collects them all at once.
  let reading: Promise<DeliveryStats | undefined> | undefined
  const readStats = () => {
    reading ??= (store?.deliveryStats() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => {
        reading = undefined
      })
    return reading
  }
  const deliveryGauge = (name: string, help: string, value: (stats: DeliveryStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const stats = await readStats()
        // Unknown while the store cannot say: NaN, rather than a 0 that would read as "all delivered".
        this.set(stats ? value(stats) : Number.NaN)
      },
    })
  deliveryGauge(
    'enquiry_deliveries_pending',
    'Stored enquiries not e-mailed yet; on PostgreSQL, those of every replica sharing it.',
    (stats) => stats.pending,
  )
  deliveryGauge(
    'enquiry_deliveries_retrying',
    'Of the pending enquiries, those at least one try to e-mail has failed for; they are retried until delivered.',
    (stats) => stats.retrying,
  )
  deliveryGauge(
    'enquiry_oldest_undelivered_age_seconds',
    'How long the longest-waiting enquiry not e-mailed yet has waited; 0 when none waits.',
    ({ oldestUndeliveredAt }) =>
      oldestUndeliveredAt ? Math.max(0, (now().getTime() - oldestUndeliveredAt.getTime()) / 1000) : 0,
  )
  new Gauge({
    name: 'enquiry_store_up',
    help: 'Whether an enquiry could be stored right now (1) or not (0), as /healthz/store answers.',
    registers: [registry],
    async collect() {
      const health = await store?.health().catch(() => ({ ok: false }))
      this.set(health === undefined ? Number.NaN : health.ok ? 1 : 0)
    },
  })

  const labelNames = ['method', 'route', 'status'] as const
  const requestCount = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route (a fixed set, never the path) and status code.',
    labelNames,
    registers: [registry],
  })
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route and status code.',
    labelNames,
    registers: [registry],
  })

  const watchRequest: RequestWatcher = (req) => {
    const method = knownMethods.has(req.method) ? req.method : 'other'
    const route = routeLabel(req.method, req.path)
    return ({ status, aborted, seconds }) => {
      const labels = { method, route, status: aborted ? 'aborted' : String(status) }
      requestCount.inc(labels)
      requestDuration.observe(labels, seconds)
    }
  }

  const pageViews = new Counter({
    name: 'page_views_total',
    help: 'Page views since the process started, by the page\'s language and outcome: "recorded" for the analytics, "refused" by the browser\'s Global Privacy Control or Do Not Track, "unwritten" when the write failed (the page was served all the same).',
    labelNames: ['language', 'outcome'],
    registers: [registry],
  })
  for (const language of locales)
    for (const outcome of ['recorded', 'refused', 'unwritten'] satisfies ViewOutcome[])
      pageViews.inc({ language, outcome }, 0)

  return {
    registry,
    countPageView: (outcome, language) => pageViews.inc({ language, outcome }),
    countStored: (kind) => stored.inc({ kind }),
    watchStore(watched) {
      store = watched
    },
    watchRequest,
  }
}
