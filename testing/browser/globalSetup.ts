import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { ensureBuilt } from '../service/builtSite.ts'
import { startProductionServer } from '../service/productionServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server under test listens, e.g. http://127.0.0.1:41234. */
    baseURL: string
    /** Its data folder: the enquiry log and the outbox. */
    dataDir: string
  }
}

/** Builds the site when needed and starts the production server, as `npm start` does, on a free port. */
export default async function setup(project: TestProject) {
  ensureBuilt()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const server = await startProductionServer({ dataDir, contactRateLimit: 1000 }).catch((error: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  project.provide('baseURL', server.origin)
  project.provide('dataDir', dataDir)
  return async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
