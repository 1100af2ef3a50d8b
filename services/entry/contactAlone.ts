// Runs the contact form service alone, for a deployment where a CDN serves the prerendered site.
// `npm start` mounts the same service into the site server instead (services/entry/start.ts).
// stopSignals.ts first, so a signal during the start ends the process cleanly.
import './stopSignals.ts'
import { serve } from './serve.ts'

await serve({ name: 'contact service' })
