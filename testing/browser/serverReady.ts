// Run before each browser test file (vitest.config.ts): waits until the global setup has built the site and started
// the production server, so a file may read dist/ and the server's address as it is collected.
import fs from 'node:fs'
import { inject, vi } from 'vitest'
import { baseURL } from './pages.ts'

// A build from nothing takes about a minute alone; beside other tests on a busy machine, a few.
await vi.waitFor(
  () => {
    if (!fs.existsSync(inject('serverFile'))) throw new Error('waiting for the site to be built and its server started')
  },
  { timeout: 10 * 60_000, interval: 10 },
)
// Throws the build's or the server's own error when either failed, so every file says why.
baseURL()
