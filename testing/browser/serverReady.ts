// Run before each browser test file (vitest.config.ts): waits until the global setup has built the site and started
// the production server, so a file may read dist/ and the server's address as it is collected.
import fs from 'node:fs'
import { inject } from 'vitest'
import { waitFor } from '../waitFor.ts'
import { baseURL } from './pages.ts'

// A build from nothing takes about a minute alone; beside other tests on a busy machine, a few.
await waitFor(() => fs.existsSync(inject('serverFile')), 'the site to be built and its server started', 10 * 60_000)
// Throws the build's or the server's own error when either failed, so every file says why.
baseURL()
