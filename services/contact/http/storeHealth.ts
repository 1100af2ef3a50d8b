import type { RequestHandler } from 'express'
import type { EnquiryStore } from '../store/enquiryStore.ts'

/**
 * GET /healthz/store: 200 while an enquiry could be stored right now, else 503 with the reason; for alerts, as the
 * metrics' enquiry_store_up. Never a load balancer's check: pages and search need no store (GET /healthz is that).
 */
export function storeHealth(store: Pick<EnquiryStore, 'health'>): RequestHandler {
  return async (_req, res) => {
    const health = await store.health()
    if (health.ok) res.json({ ok: true })
    else res.status(503).json({ ok: false, error: health.error })
  }
}
