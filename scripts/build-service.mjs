// Bundles the production server (services/start.ts and the code it uses from lib/) into one ES module, so
// `npm start` and the Docker image run plain JavaScript with only the runtime dependencies installed.
import fs from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: ['services/start.ts'],
  outfile: 'dist/service/start.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
fs.writeFileSync('dist/.build-stamp', new Date().toISOString())
console.log('service: dist/service/start.mjs')
