import fs from 'node:fs'
import { expect, it } from 'vitest'
import { stopBudget, stopMs } from './drain.ts'

it('drains, lets the mail queue finish and closes the store within the stop timeout docs/deployment.md gives', () => {
  const deployment = fs.readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8')
  const stopTimeouts = [...deployment.matchAll(/--stop-timeout (\d+)/g)].map((match) => Number(match[1]) * 1000)
  expect(stopTimeouts.length).toBeGreaterThan(0)
  expect(stopMs).toBe(stopBudget.drainMs + stopBudget.queueGraceMs + stopBudget.closeMs)
  for (const stopTimeoutMs of stopTimeouts) expect(stopMs).toBeLessThan(stopTimeoutMs)
  // Docker's own default, for a container started without the flag.
  expect(stopMs).toBeLessThan(10_000)
  // The guide says the same figures.
  expect(deployment).toContain(`up to ${stopBudget.drainMs / 1000} s to finish`)
  expect(deployment).toContain(`${stopBudget.queueGraceMs / 1000} s to finish and be recorded`)
})
