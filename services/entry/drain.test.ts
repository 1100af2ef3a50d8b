import fs from 'node:fs'
import { expect, it } from 'vitest'
import { afterDrainMs, drainMs } from './drain.ts'

it('drains for less than the stop timeout docs/deployment.md gives the container, leaving time to close', () => {
  const deployment = fs.readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8')
  const stopTimeouts = [...deployment.matchAll(/--stop-timeout (\d+)/g)].map((match) => Number(match[1]) * 1000)
  expect(stopTimeouts.length).toBeGreaterThan(0)
  for (const stopTimeoutMs of stopTimeouts) expect(drainMs + afterDrainMs).toBeLessThanOrEqual(stopTimeoutMs)
  // Docker's own default, for a container started without the flag.
  expect(drainMs + afterDrainMs).toBeLessThanOrEqual(10_000)
})
