import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { healthProbe, type StoreHealth } from './healthProbe.ts'

const down: StoreHealth = { ok: false, error: 'The enquiry log cannot be written.' }

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A probe that takes `ms` to answer what `answer` says at that moment, counting its runs. */
function slowProbe(ms: number, answer: () => StoreHealth) {
  const runs = { count: 0 }
  const probe = async () => {
    runs.count += 1
    await new Promise((resolve) => setTimeout(resolve, ms))
    return answer()
  }
  return { runs, probe }
}

/** The probe's answer once its timers have run. */
async function settled(health: Promise<StoreHealth>): Promise<StoreHealth> {
  await vi.advanceTimersByTimeAsync(0)
  return health
}

describe('the store’s health probe', () => {
  it('answers a hundred callers at once with one probe', async () => {
    const { runs, probe } = slowProbe(50, () => ({ ok: true }))
    const shared = healthProbe(probe)

    const answers = Promise.all(Array.from({ length: 100 }, () => shared.health()))
    await vi.advanceTimersByTimeAsync(50)

    expect(await answers).toEqual(Array(100).fill({ ok: true }))
    expect(runs.count).toBe(1)
  })

  it('keeps an answer for a second, then probes again', async () => {
    let health: StoreHealth = { ok: true }
    const { runs, probe } = slowProbe(0, () => health)
    const shared = healthProbe(probe)

    expect(await settled(shared.health())).toEqual({ ok: true })
    health = down
    await vi.advanceTimersByTimeAsync(999)
    expect(await shared.health()).toEqual({ ok: true })
    await vi.advanceTimersByTimeAsync(1)

    expect(await settled(shared.health())).toEqual(down)
    expect(runs.count).toBe(2)
  })

  it('takes a write that succeeded as an answer, even over a probe that ran meanwhile', async () => {
    const { runs, probe } = slowProbe(100, () => down)
    const shared = healthProbe(probe)

    const probing = shared.health()
    await vi.advanceTimersByTimeAsync(50)
    await shared.watch(Promise.resolve())
    await vi.advanceTimersByTimeAsync(50)

    expect(await probing).toEqual({ ok: true })
    expect(await shared.health()).toEqual({ ok: true })
    expect(runs.count).toBe(1)
  })

  it('keeps its answer after a write that failed for no outage (a value the store refused)', async () => {
    const { runs, probe } = slowProbe(0, () => ({ ok: true }))
    const shared = healthProbe(probe)

    await settled(shared.health())
    const refused = shared.watch(Promise.reject(new Error('value refused')), () => false)
    await expect(refused).rejects.toThrow('value refused')

    expect(await shared.health()).toEqual({ ok: true })
    expect(runs.count).toBe(1)
  })

  it('probes afresh after a write failed, rather than repeat an answer from before it', async () => {
    let health: StoreHealth = { ok: true }
    const { runs, probe } = slowProbe(0, () => health)
    const shared = healthProbe(probe)

    expect(await settled(shared.health())).toEqual({ ok: true })
    health = down
    await expect(shared.watch(Promise.reject(new Error('disk full')))).rejects.toThrow('disk full')

    expect(await settled(shared.health())).toEqual(down)
    expect(runs.count).toBe(2)
  })
})
