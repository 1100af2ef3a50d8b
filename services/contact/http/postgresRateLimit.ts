import { createHash } from 'node:crypto'
import type { Pool } from 'pg'
import type { Logger } from 'pino'
import { errorSummary } from '../errorSummary.ts'
import type { RateDecision, RateLimit } from './rateLimiter.ts'

/**
 * The rate limit counted in PostgreSQL (table `rate_limits`, migration 002), so every replica on one database counts a
 * client's posts together: behind a load balancer, two replicas must not give a client twice the limit. Fixed windows
 * as the in-memory RateLimiter has them, timed by the database's clock alone, so replicas whose clocks differ still
 * agree when a window ends.
 */
export class PostgresRateLimit implements RateLimit {
  readonly #pool: Pool
  readonly #limit: number
  readonly #windowSeconds: number
  readonly #logger: Logger
  readonly #sweeper: NodeJS.Timeout

  constructor(pool: Pool, options: { limit: number; windowMs: number; logger: Logger }) {
    this.#pool = pool
    this.#limit = options.limit
    this.#windowSeconds = options.windowMs / 1000
    this.#logger = options.logger
    // Finished windows are deleted now and then by each replica; a row left a while longer limits no one.
    this.#sweeper = setInterval(() => void this.#sweep(), options.windowMs)
    this.#sweeper.unref()
  }

  async hit(key: string): Promise<RateDecision> {
    try {
      // One statement, so concurrent posts of one client (on any replica) queue on its row: none is lost. The count
      // stops one past the limit, so a refund after refused posts still gives back exactly one accepted post.
      const { rows } = await this.#pool.query<{ hits: number; seconds_left: number }>(
        `INSERT INTO rate_limits AS counted (client, hits, window_ends_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::float8))
         ON CONFLICT (client) DO UPDATE SET
           hits = CASE WHEN counted.window_ends_at <= now() THEN 1 ELSE LEAST(counted.hits + 1, $3::int + 1) END,
           window_ends_at = CASE WHEN counted.window_ends_at <= now() THEN excluded.window_ends_at
                            ELSE counted.window_ends_at END
         RETURNING hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS seconds_left`,
        [hashedKey(key), this.#windowSeconds, this.#limit],
      )
      const counted = rows[0]
      if (counted === undefined || counted.hits <= this.#limit) return { allowed: true }
      return { allowed: false, retryAfterSeconds: Math.max(1, counted.seconds_left) }
    } catch (error) {
      // Fail open: an enquiry lost to a database hiccup is a customer lost, while a post let through uncounted costs
      // one more message at most. If the database is really down, storing the post fails next and says so.
      this.#logger.warn(
        { err: errorSummary(error) },
        'Could not count a post against the rate limit in PostgreSQL; it was let through. Check that PostgreSQL is running and reachable at DATABASE_URL.',
      )
      return { allowed: true }
    }
  }

  async refund(key: string): Promise<void> {
    try {
      await this.#pool.query(
        `UPDATE rate_limits SET hits = LEAST(hits, $2::int) - 1
         WHERE client = $1 AND hits > 0 AND window_ends_at > now()`,
        [hashedKey(key), this.#limit],
      )
    } catch (error) {
      this.#logger.warn(
        { err: errorSummary(error) },
        'Could not give a post back to its rate limit in PostgreSQL after it failed to be stored; the client may be refused a little early.',
      )
    }
  }

  stop(): void {
    clearInterval(this.#sweeper)
  }

  async #sweep(): Promise<void> {
    try {
      await this.#pool.query('DELETE FROM rate_limits WHERE window_ends_at <= now()')
    } catch (error) {
      this.#logger.warn({ err: errorSummary(error) }, 'Could not delete finished rate-limit windows from PostgreSQL')
    }
  }
}

/**
 * A client's key (an IP address or an IPv6 /64, which the privacy policy counts as personal data) is stored only as
 * its SHA-256, so the table, its backups and a dump show no address. The hash is no secret: the IPv4 space can be
 * hashed whole, so it does not make the rows anonymous. A keyed hash (HMAC with a secret every replica shares) would
 * resist that, but a row lives ten minutes and says only that someone posted: not worth one more secret to keep.
 */
function hashedKey(key: string): Buffer {
  return createHash('sha256').update(key).digest()
}
