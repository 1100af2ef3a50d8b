import type { Pool } from 'pg'
import { RateLimiterPostgres } from 'rate-limiter-flexible'
import { errorSummary } from '../errorSummary.ts'
import { CountedRateLimit, type RateLimit, type RateOptions } from './rateLimiter.ts'

/**
 * The rate limit counted in PostgreSQL (table `rate_limit_points`, made by a migration rather than by the library at
 * run time), so every replica on one database counts a client's posts together: behind a load balancer, two replicas
 * must not give a client twice the limit. Each count is one upsert, so concurrent posts of one client queue on its
 * row and none is lost. Windows are timed by each replica's clock, which NTP keeps within far less than the
 * ten-minute window.
 */
export function postgresRateLimit(pool: Pool, { limit, windowMs, logger }: RateOptions): RateLimit {
  const counter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName,
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: '',
    points: limit,
    duration: windowMs / 1000,
  })
  // Finished windows are deleted now and then by each replica (the library's own sweep keeps them an hour).
  const sweeper = setInterval(() => void sweep(pool, logger), windowMs)
  sweeper.unref()
  return new CountedRateLimit(counter, logger, () => clearInterval(sweeper))
}

const tableName = 'rate_limit_points'

async function sweep(pool: Pool, logger: RateOptions['logger']): Promise<void> {
  try {
    await pool.query(`DELETE FROM ${tableName} WHERE expire <= $1`, [Date.now()])
  } catch (error) {
    logger.warn({ err: errorSummary(error) }, 'Could not delete finished rate-limit windows from PostgreSQL')
  }
}
