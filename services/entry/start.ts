// `npm start` (after the build): the prerendered pages and the site's service (the contact form, search, the editor's
// sign-in, metrics) from one process on PORT.
// stopSignals.ts first, so a signal during the start ends the process cleanly.
import './stopSignals.ts'
import path from 'node:path'
import { serve } from './serve.ts'
import { staticSite } from '../site/staticSite.ts'

await serve({ name: 'site and service', site: staticSite(path.resolve('dist/client')) })
