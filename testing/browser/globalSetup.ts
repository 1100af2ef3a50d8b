import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildInBackground } from '../service/builtSite.ts'
import { type ProductionServer, startProductionServer } from '../service/productionServer.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where the browser tests learn, once it is known, how to reach the production server under test: a JSON file
     * holding `{ origin }` (e.g. http://127.0.0.1:41234) or `{ error }` (testing/browser/serverReady.ts reads it).
     */
    serverFile: string
    /** Its data folder: the enquiry log and the outbox. */
    dataDir: string
  }
}

/** What the server file holds. */
export type ServerFile = { origin: string } | { error: string }

/**
 * Builds the site when needed and starts the production server, as `npm start` does, on a free port. Neither is
 * awaited here: the unit and integration tests run first, beside the build (which takes a core for most of a minute),
 * and the browser tests wait for the server file before they start.
 */
export default function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const serverFile = path.join(dataDir, 'server.json')
  project.provide('serverFile', serverFile)
  project.provide('dataDir', dataDir)
  const tell = (answer: ServerFile) => {
    // Written whole under another name, then renamed: a test reading it never meets half of it.
    fs.writeFileSync(`${serverFile}.partial`, JSON.stringify(answer))
    fs.renameSync(`${serverFile}.partial`, serverFile)
  }
  const started: Promise<ProductionServer | undefined> = buildInBackground()
    .then(() => startProductionServer({ dataDir, contactRateLimit: 1000 }))
    .then(
      (server) => {
        tell({ origin: server.origin })
        return server
      },
      (error: unknown) => {
        tell({ error: error instanceof Error ? error.message : String(error) })
        return undefined
      },
    )
  return async () => {
    await (await started)?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
