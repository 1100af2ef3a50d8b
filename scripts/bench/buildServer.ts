// A build served from a folder of its own, so a measuring script can serve this build and another one (`--baseline`)
// side by side in one run.
import fs from 'node:fs'
import path from 'node:path'
import { type ProductionServer, startProductionServer } from '../../testing/service/productionServer.ts'

/** Fails with what to do when `build` is not a built dist/ folder. */
export function checkBaseline(build: string): void {
  if (!fs.existsSync(path.join(build, 'service/start.mjs')))
    throw new Error(`--baseline: ${build} holds no build (no service/start.mjs); copy a built dist/ there`)
}

/**
 * The production server, as `npm start` runs it, on a free port, serving a copy of `build` (a dist/ folder) made in
 * `directory`, which is also its data folder and which the caller removes. A copy, so a build started meanwhile (by
 * `npm start` or a test run) cannot mix two builds into one report.
 */
export function startBuildServer(directory: string, build: string): Promise<ProductionServer> {
  fs.cpSync(build, path.join(directory, 'dist'), { recursive: true })
  // The bundled server imports its runtime dependencies by name; they resolve through this link.
  fs.symlinkSync(path.resolve('node_modules'), path.join(directory, 'node_modules'), 'dir')
  return startProductionServer({ dataDir: directory, cwd: directory, env: { CONTENT_DIR: path.resolve('content') } })
}
