// `npm start`: builds when needed, then serves the prerendered site and the contact form service on PORT.
import { ensureBuilt } from '../tooling/run/ensure-built.mjs'

ensureBuilt()
await import('../dist/service/start.mjs')
