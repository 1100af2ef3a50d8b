// `npm start`: builds when needed, then serves the prerendered site and its service (the contact form, search, the
// editor's sign-in, metrics) on PORT.
import { ensureBuilt } from '../tooling/run/ensure-built.mjs'

ensureBuilt()
await import('../dist/service/start.mjs')
