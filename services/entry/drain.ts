/**
 * How long requests in progress get to finish on a stop, at most. `docker stop` waits 10 s by default, then kills;
 * after the drain the process still closes its store and exits, so the drain leaves it 2 s of that.
 * docs/deployment.md names the stop timeout to give a container, and drain.test.ts holds the two apart.
 */
export const drainMs = 8_000

/** What the process needs after the drain (closing the store, the last log line), within the stop timeout. */
export const afterDrainMs = 2_000
