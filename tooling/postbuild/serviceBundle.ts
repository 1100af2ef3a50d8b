// Bundles the production entry points with the code they use from lib/, so `npm start`, the Docker image and a
// CDN deployment run plain JavaScript with only the runtime dependencies installed:
//   dist/service/start.mjs      the site and its service (npm start)
//   dist/service/service.mjs    the service alone, for a deployment where a CDN serves dist/client
//   dist/service/enquiries.mjs  the staff tool (list, export, resend, import, find, erase, purge)
//   dist/service/analytics.mjs  the analytics report (GoAccess over the recorded page views)
import fs from 'node:fs'
import { build } from 'esbuild'
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { writeBuildStamp } from '../buildStamp.mjs'

/**
 * Bundles the service's programs into dist/service and stamps the build as complete, so `npm start` builds again only
 * when a source changes: the last step, as a build stopped before it must count as no build.
 */
export async function bundleService(): Promise<string> {
  // A program renamed or removed leaves no stale copy behind for a start script to find.
  fs.rmSync('dist/service', { recursive: true, force: true })
  await build({
    entryPoints: [
      { in: 'services/entry/start.ts', out: 'start' },
      { in: 'services/entry/serviceAlone.ts', out: 'service' },
      { in: 'services/entry/enquiries.ts', out: 'enquiries' },
      { in: 'services/entry/analytics.ts', out: 'analytics' },
    ],
    outdir: 'dist/service',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
  writeBuildStamp()
  return 'dist/service/{start,service,enquiries,analytics}.mjs'
}
