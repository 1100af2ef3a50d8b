// Bundles the production entry points with the code they use from lib/, so `npm start`, the Docker image and a
// CDN deployment run plain JavaScript with only the runtime dependencies installed:
//   dist/service/start.mjs      the site and the contact service (npm start)
//   dist/service/contact.mjs    the contact service alone, for a deployment where a CDN serves dist/client
//   dist/service/enquiries.mjs  the staff tool (list, export --csv, resend)
import { build } from 'esbuild'
import { writeBuildStamp } from './ensure-built.mjs'

await build({
  entryPoints: [
    { in: 'services/entry/start.ts', out: 'start' },
    { in: 'services/entry/contactAlone.ts', out: 'contact' },
    { in: 'services/entry/enquiries.ts', out: 'enquiries' },
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
console.log('service: dist/service/{start,contact,enquiries}.mjs')
