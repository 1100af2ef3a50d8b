// The rate limit counted in PostgreSQL, straight on a real database: what every replica sharing it must agree on.
import { createHash } from 'node:crypto'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanUp, freePort, memoryLogger, sleep, testPostgres } from '../../../testing/service/serviceFixtures.ts'
import { migrate } from '../store/postgresMigrations.ts'
import { postgresRateLimit } from './postgresRateLimit.ts'
import type { RateLimit } from './rateLimiter.ts'

afterAll(cleanUp)

const pools: pg.Pool[] = []
afterAll(async () => {
  for (const pool of pools) await pool.end()
})

/** A new migrated database, and `count` pools on it standing for as many replicas. */
async function replicas(count: number): Promise<pg.Pool[]> {
  const url = await (await testPostgres()).createDatabase()
  const opened = Array.from({ length: count }, () => new pg.Pool({ connectionString: url, max: 5 }))
  pools.push(...opened)
  await migrate(opened[0] as pg.Pool)
  return opened
}

function limiter(pool: pg.Pool, limit: number, windowMs = 600_000) {
  const logs = memoryLogger()
  const rateLimit = postgresRateLimit(pool, { limit, windowMs, logger: logs.logger })
  return Object.assign(rateLimit, { logs })
}

describe('the rate limit in PostgreSQL', () => {
  it('lets exactly the limit through when one client posts many times at once through two replicas', async () => {
    const [one, other] = await replicas(2)
    const limiters = [limiter(one as pg.Pool, 5), limiter(other as pg.Pool, 5)]

    const decisions = await Promise.all(
      Array.from({ length: 30 }, (_, index) => (limiters[index % 2] as RateLimit).hit('198.51.100.7')),
    )

    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5)
    for (const decision of decisions.filter((each) => !each.allowed))
      expect(decision).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) })
    expect(await limiters[0]!.hit('198.51.100.8')).toEqual({ allowed: true })
    for (const each of limiters) each.stop()
  })

  it('says how long until the window ends, and counts afresh once it has', async () => {
    const [pool] = await replicas(1)
    const rateLimit = limiter(pool as pg.Pool, 1, 1_500)

    expect(await rateLimit.hit('198.51.100.7')).toEqual({ allowed: true })
    const refused = await rateLimit.hit('198.51.100.7')
    // Whole seconds, rounded up: 1.5 s left, or a little less on a slow machine.
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) })
    expect([1, 2]).toContain(refused.allowed ? 0 : refused.retryAfterSeconds)
    await sleep(1_600)
    expect(await rateLimit.hit('198.51.100.7')).toEqual({ allowed: true })
    rateLimit.stop()
  })

  it('gives back exactly one post on a refund, even after refused ones', async () => {
    const [pool] = await replicas(1)
    const rateLimit = limiter(pool as pg.Pool, 2)

    await rateLimit.hit('198.51.100.7')
    await rateLimit.hit('198.51.100.7')
    expect((await rateLimit.hit('198.51.100.7')).allowed).toBe(false)
    expect((await rateLimit.hit('198.51.100.7')).allowed).toBe(false)
    await rateLimit.refund('198.51.100.7')

    expect((await rateLimit.hit('198.51.100.7')).allowed).toBe(true)
    expect((await rateLimit.hit('198.51.100.7')).allowed).toBe(false)
    rateLimit.stop()
  })

  it('keeps the SHA-256 of a client’s address, never the address, in its migrated table, and sweeps finished windows away', async () => {
    const [pool] = await replicas(1)
    const rateLimit = limiter(pool as pg.Pool, 5, 300)

    await rateLimit.hit('2001:db8:5:6::/64')
    const { rows } = await (pool as pg.Pool).query<{ key: string }>('SELECT key FROM rate_limit_points')
    expect(rows.map((row) => row.key)).toEqual([createHash('sha256').update('2001:db8:5:6::/64').digest('hex')])
    const dump = await (pool as pg.Pool).query('SELECT rate_limit_points::text AS row FROM rate_limit_points')
    expect(JSON.stringify(dump.rows)).not.toContain('2001:db8')
    // The migrations made the only table it counts in: the library created none of its own, and the old one is gone.
    const tables = await (pool as pg.Pool).query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
    )
    expect(tables.rows.map((table) => table.name)).toEqual([
      'contact_migrations',
      'delivery_attempts',
      'enquiries',
      'rate_limit_points',
      'spam',
    ])

    await sleep(700)
    expect((await (pool as pg.Pool).query('SELECT 1 FROM rate_limit_points')).rowCount).toBe(0)
    rateLimit.stop()
  })

  it('lets a post through when the database cannot count it, warning without the address', async () => {
    const unreachable = new pg.Pool({
      connectionString: `postgres://test@127.0.0.1:${await freePort()}/nothing`,
      connectionTimeoutMillis: 500,
    })
    pools.push(unreachable)
    const rateLimit = limiter(unreachable, 1)

    expect(await rateLimit.hit('198.51.100.7')).toEqual({ allowed: true })
    expect(await rateLimit.hit('198.51.100.7')).toEqual({ allowed: true })
    await rateLimit.refund('198.51.100.7')

    expect(rateLimit.logs.lines.map((line) => line.level)).toEqual(['warn', 'warn', 'warn'])
    expect(rateLimit.logs.text()).not.toContain('198.51.100')
    rateLimit.stop()
  })
})
