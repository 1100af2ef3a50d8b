export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * Counts a client's posts: in memory for one replica (RateLimiter), or in PostgreSQL where every replica shares the
 * count (postgresRateLimit.ts).
 */
export interface RateLimit {
  /** Counts a post under `key` (clientKey.ts), unless the client is already at the limit. */
  hit(key: string): Promise<RateDecision>
  /** Gives a hit back, for a post we failed to store: the visitor is asked to try again and must be able to. */
  refund(key: string): Promise<void>
  stop(): void
}

interface Window {
  count: number
  resetsAt: number
}

/**
 * Fixed windows per key: at most `limit` hits per `windowMs`, counted from a key's first hit. Simple and enough for a
 * contact form; kept in memory, so each replica counts on its own: the one replica of the JSON-lines log.
 */
export class RateLimiter implements RateLimit {
  readonly #limit: number
  readonly #windowMs: number
  readonly #now: () => number
  readonly #windows = new Map<string, Window>()
  readonly #sweeper: NodeJS.Timeout

  constructor(options: { limit: number; windowMs: number; now?: () => number }) {
    this.#limit = options.limit
    this.#windowMs = options.windowMs
    this.#now = options.now ?? Date.now
    // Forget finished windows now and then, so a crowd of one-time visitors does not grow the map for ever.
    this.#sweeper = setInterval(() => this.#sweep(), options.windowMs)
    this.#sweeper.unref()
  }

  async hit(key: string): Promise<RateDecision> {
    const now = this.#now()
    let window = this.#windows.get(key)
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + this.#windowMs }
      this.#windows.set(key, window)
    }
    if (window.count >= this.#limit) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) }
    }
    window.count += 1
    return { allowed: true }
  }

  async refund(key: string): Promise<void> {
    const window = this.#windows.get(key)
    if (window && window.count > 0) window.count -= 1
  }

  stop(): void {
    clearInterval(this.#sweeper)
  }

  #sweep(): void {
    const now = this.#now()
    for (const [key, window] of this.#windows) if (window.resetsAt <= now) this.#windows.delete(key)
  }
}
