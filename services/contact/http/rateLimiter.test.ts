import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RateLimiter } from './rateLimiter.ts'

const windowMs = 10 * 60_000

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the rate limiter in memory', () => {
  it('lets `limit` posts of a client through in a window, then says how long until it ends', async () => {
    const limiter = new RateLimiter({ limit: 2, windowMs })

    expect(await limiter.hit('a')).toEqual({ allowed: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 540 })
    await vi.advanceTimersByTimeAsync(539_500)
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    limiter.stop()
  })

  it('counts afresh once the window, counted from the first post, has ended', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs })

    await limiter.hit('a')
    await vi.advanceTimersByTimeAsync(windowMs - 1)
    expect((await limiter.hit('a')).allowed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await limiter.hit('a')).allowed).toBe(true)
    limiter.stop()
  })

  it('counts each client on its own', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs })

    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('b')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    limiter.stop()
  })

  it('gives one post back on a refund, and never more than were counted', async () => {
    const limiter = new RateLimiter({ limit: 1, windowMs })

    await limiter.hit('a')
    await limiter.refund('a')
    await limiter.refund('a')
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    await limiter.refund('never seen')
    limiter.stop()
  })

  it('keeps one timer, which stop() clears', () => {
    const before = vi.getTimerCount()
    const limiter = new RateLimiter({ limit: 1, windowMs })
    expect(vi.getTimerCount()).toBe(before + 1)
    limiter.stop()
    expect(vi.getTimerCount()).toBe(before)
  })
})
