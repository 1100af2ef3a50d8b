// Runs the site's service alone (the contact form, search, the editor's sign-in, metrics), for a deployment where a
// CDN serves the prerendered pages.
// `npm start` mounts the same service into the site server instead (services/entry/start.ts).
// stopSignals.ts first, so a signal during the start ends the process cleanly.
import './stopSignals.ts'
import { serve } from './serve.ts'

await serve({ name: 'service' })
