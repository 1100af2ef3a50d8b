// `npm start` (after the build): the prerendered site and the contact form service from one process on PORT.
import path from 'node:path'
import { serve } from './serve.ts'
import { inlineScriptHashes } from './site/inlineScripts.ts'
import { staticSite } from './site/staticSite.ts'

const root = path.resolve('dist/client')
await serve({ name: 'site and contact service', site: staticSite(root), scriptHashes: inlineScriptHashes(root) })
