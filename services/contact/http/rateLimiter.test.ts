import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLogger } from '../../../testing/service/memoryLogger.ts'
import { memoryRateLimit } from './rateLimiter.ts'

const windowMs = 10 * 60_000

function limiterOf(limit: number) {
  return memoryRateLimit({ limit, windowMs, logger: memoryLogger().logger })
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T09:00:00Z') })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the rate limiter in memory', () => {
  it('lets `limit` posts of a client through in a window, then says how long until it ends', async () => {
    const limiter = limiterOf(2)

    expect(await limiter.hit('a')).toEqual({ allowed: true })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await limiter.hit('a')).toEqual({ allowed: true })
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 540 })
    await vi.advanceTimersByTimeAsync(539_500)
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    limiter.stop()
  })

  it('counts afresh once the window, counted from the first post, has ended', async () => {
    const limiter = limiterOf(1)

    await limiter.hit('a')
    await vi.advanceTimersByTimeAsync(windowMs - 1)
    expect((await limiter.hit('a')).allowed).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await limiter.hit('a')).allowed).toBe(true)
    limiter.stop()
  })

  it('counts each client on its own', async () => {
    const limiter = limiterOf(1)

    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('b')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    limiter.stop()
  })

  it('gives one post back on a refund, and never more than were counted', async () => {
    const limiter = limiterOf(1)

    await limiter.hit('a')
    await limiter.refund('a')
    await limiter.refund('a')
    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    await limiter.refund('never seen')
    limiter.stop()
  })

  it('gives back exactly one post on a refund, even after refused ones', async () => {
    const limiter = limiterOf(2)

    await limiter.hit('a')
    await limiter.hit('a')
    expect((await limiter.hit('a')).allowed).toBe(false)
    expect((await limiter.hit('a')).allowed).toBe(false)
    await limiter.refund('a')

    expect((await limiter.hit('a')).allowed).toBe(true)
    expect((await limiter.hit('a')).allowed).toBe(false)
    limiter.stop()
  })

  it('forgets a client once its window has ended, leaving no timer behind', async () => {
    const before = vi.getTimerCount()
    const limiter = limiterOf(1)
    await limiter.hit('a')
    await limiter.hit('b')
    expect(vi.getTimerCount()).toBe(before + 2)

    await vi.advanceTimersByTimeAsync(windowMs)
    expect(vi.getTimerCount()).toBe(before)
    expect((await limiter.hit('a')).allowed).toBe(true)
    limiter.stop()
  })
})
