import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserForm, pagesAnswering, passedOn, runRoute, shownProblem } from '../../../testing/service/routeHarness.ts'
import { memoryLogger } from '../../../testing/service/memoryLogger.ts'
import { answering } from './answering.ts'
import { answers } from './answers.ts'
import { limitRate } from './limitRate.ts'
import { memoryRateLimit } from './rateLimiter.ts'

const json = answering(undefined)

afterEach(() => {
  vi.useRealTimers()
})

describe('the rate limit on a route', () => {
  it('passes posts on up to the limit, then answers 429 with Retry-After and the minutes to wait', async () => {
    vi.useFakeTimers({ now: 0, toFake: ['Date', 'setTimeout', 'clearTimeout'] })
    const limiter = memoryRateLimit({ limit: 2, windowMs: 600_000, logger: memoryLogger().logger })
    const route = [limitRate(limiter, json)]

    const statuses = []
    for (let post = 0; post < 2; post += 1) statuses.push((await runRoute(route, { body: {} })).status)
    vi.setSystemTime(60_000)
    const limited = await runRoute(route, { body: {} })
    limiter.stop()

    expect(statuses).toEqual([passedOn, passedOn])
    expect(limited.status).toBe(429)
    expect(limited.headers['retry-after']).toBe('540')
    expect(limited.json()).toEqual({ error: answers.tooMany(540) })
  })

  it('counts the client by the address the trusted proxy forwarded, port and all dropped, never by its own claim', async () => {
    const keys: string[] = []
    const limiter = {
      async hit(key: string) {
        keys.push(key)
        return { allowed: true as const }
      },
    }
    const route = [limitRate(limiter, json)]
    const viaProxy = { remoteAddress: '127.0.0.1', trustProxy: ['loopback'] }

    await runRoute(route, { ...viaProxy, headers: { 'x-forwarded-for': '203.0.113.5:4711' } })
    await runRoute(route, { ...viaProxy, headers: { 'x-forwarded-for': '[2001:db8::1]:4711' } })
    await runRoute(route, { remoteAddress: '198.51.100.7', headers: { 'x-forwarded-for': '203.0.113.5' } })

    expect(keys).toEqual(['203.0.113.5', '2001:db8::/64', '198.51.100.7'])
  })

  it('gives a browser over the limit the form back in its language with what was typed', async () => {
    const refused = { hit: async () => ({ allowed: false as const, retryAfterSeconds: 30 }) }
    const typed = { firstName: 'ليلى', message: 'مرحباً', locale: 'ar' }

    const answer = await runRoute([limitRate(refused, pagesAnswering())], {
      headers: browserForm('ar'),
      body: new URLSearchParams(typed).toString(),
    })

    expect(answer.status).toBe(429)
    expect(answer.headers['retry-after']).toBe('30')
    expect(shownProblem(answer)).toEqual({ locale: 'ar', problem: 'tooMany', values: typed })
  })
})
