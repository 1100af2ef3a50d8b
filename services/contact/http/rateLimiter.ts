import { createHash } from 'node:crypto'
import type { Logger } from 'pino'
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { errorSummary } from '../errorSummary.ts'

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export interface RateLimit {
  /** Counts a post under `key` (clientKey.ts), unless the client is already at the limit. */
  hit(key: string): Promise<RateDecision>
  /** Gives a hit back, for a post we failed to store: the visitor is asked to try again and must be able to. */
  refund(key: string): Promise<void>
  stop(): void
}

export interface RateOptions {
  limit: number
  windowMs: number
  logger: Logger
}

/**
 * A client's posts counted by rate-limiter-flexible: at most `limit` per window, counted from the client's first post.
 * In memory (memoryRateLimit) for the one replica of the JSON-lines log, or in PostgreSQL (postgresRateLimit.ts) where
 * every replica counts together.
 *
 * A client's key (an IP address or an IPv6 /64, which the privacy policy counts as personal data) is counted only as
 * its SHA-256, so no table, backup, dump or heap snapshot shows an address. The hash is no secret: the IPv4 space can
 * be hashed whole, so it does not make the rows anonymous. A keyed hash would resist that, but a count lives ten
 * minutes and says only that someone posted: not worth one more secret for every replica to share.
 */
export class CountedRateLimit implements RateLimit {
  readonly #counter: RateLimiterAbstract
  readonly #logger: Logger
  readonly #onStop: () => void

  constructor(counter: RateLimiterAbstract, logger: Logger, onStop: () => void = () => undefined) {
    this.#counter = counter
    this.#logger = logger
    this.#onStop = onStop
  }

  async hit(key: string): Promise<RateDecision> {
    const hashed = hashedKey(key)
    try {
      await this.#counter.consume(hashed)
      return { allowed: true }
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        // The refused post is not counted, so the count stays at the limit and a refund frees exactly one post.
        await this.#counter.reward(hashed).catch(() => undefined)
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) }
      }
      // Fail open: an enquiry lost to a database hiccup is a customer lost, while a post let through uncounted costs
      // one more message at most. If the database is really down, storing the post fails next and says so.
      this.#logger.warn(
        { err: errorSummary(outcome) },
        'Could not count a post against the rate limit; it was let through. Check that PostgreSQL is running and reachable at DATABASE_URL.',
      )
      return { allowed: true }
    }
  }

  async refund(key: string): Promise<void> {
    const hashed = hashedKey(key)
    try {
      // Never below nothing: a client refunded more than it was counted would get more than the limit.
      const counted = await this.#counter.get(hashed)
      if (counted !== null && counted.consumedPoints > 0) await this.#counter.reward(hashed)
    } catch (error) {
      this.#logger.warn(
        { err: errorSummary(error) },
        'Could not give a post back to its rate limit after it failed to be stored; the client may be refused a little early.',
      )
    }
  }

  stop(): void {
    this.#onStop()
  }
}

/** Counts in this process's memory: each replica on its own, so only for the one replica of the JSON-lines log. */
export function memoryRateLimit({ limit, windowMs, logger }: RateOptions): RateLimit {
  const counter = new RateLimiterMemory({ points: limit, duration: windowMs / 1000, keyPrefix: '' })
  return new CountedRateLimit(counter, logger)
}

function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}
