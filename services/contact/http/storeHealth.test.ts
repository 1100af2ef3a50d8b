import { describe, expect, it } from 'vitest'
import { runRoute } from '../../../testing/service/routeHarness.ts'
import type { StoreHealth } from '../store/healthProbe.ts'
import { storeHealth } from './storeHealth.ts'

const storeSaying = (health: StoreHealth) => ({ health: async () => health })

describe('the store’s answer', () => {
  it('is 200 while an enquiry could be stored', async () => {
    const answer = await runRoute([storeHealth(storeSaying({ ok: true }))], { method: 'GET' })

    expect(answer.status).toBe(200)
    expect(answer.json()).toEqual({ ok: true })
  })

  it('is 503 with the reason while it could not', async () => {
    const down = { ok: false, error: 'The enquiry database cannot be reached.' } as const
    const answer = await runRoute([storeHealth(storeSaying(down))], { method: 'GET' })

    expect(answer.status).toBe(503)
    expect(answer.json()).toEqual(down)
  })
})
