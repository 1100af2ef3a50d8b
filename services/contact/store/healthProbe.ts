/** Whether an enquiry could be kept right now, and if not, why. */
export type StoreHealth = { ok: true } | { ok: false; error: string }

export interface HealthProbe {
  /** The store's health: the last answer while it is fresh, else one probe shared by every caller meanwhile. */
  health(): Promise<StoreHealth>
  /**
   * Settles as `write` does, learning from it: a write that succeeded is fresher than any probe and saves the next
   * one; after one that failed for an outage (`isOutage`, every failure unless told), the next caller probes afresh
   * rather than be told an answer from before it.
   */
  watch<T>(write: Promise<T>, isOutage?: (error: unknown) => boolean): Promise<T>
}

/**
 * Health checks and scrapes come as often as their senders like (every replica's load balancer, alerts, Prometheus):
 * one probe at a time answers all of them, and its answer stands for `freshMs`, so checking costs the store at most
 * one probe a second however many ask.
 */
export function healthProbe(
  probe: () => Promise<StoreHealth>,
  { freshMs = 1_000, now = Date.now }: { freshMs?: number; now?: () => number } = {},
): HealthProbe {
  let last: { at: number; health: StoreHealth } | undefined
  let running: Promise<StoreHealth> | undefined
  // Counts the writes seen, so a probe that was running meanwhile does not overwrite what a write said.
  let writes = 0
  return {
    health() {
      if (last && now() - last.at < freshMs) return Promise.resolve(last.health)
      running ??= (async () => {
        const writesBefore = writes
        try {
          const health = await probe()
          if (writes === writesBefore) last = { at: now(), health }
          return last && writes !== writesBefore ? last.health : health
        } finally {
          running = undefined
        }
      })()
      return running
    },
    async watch(write, isOutage = () => true) {
      try {
        const result = await write
        writes += 1
        last = { at: now(), health: { ok: true } }
        return result
      } catch (error) {
        if (isOutage(error)) {
          writes += 1
          last = undefined
        }
        throw error
      }
    },
  }
}
