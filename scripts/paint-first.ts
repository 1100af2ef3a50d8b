// Build step after `vike build`: compiles lib/client/hydrateAfterPaint.ts and rewrites every prerendered page so its
// first paint needs only the HTML (lib/build/paintFirst.ts says how and why). Then writes dist/security-headers.txt:
// the headers a CDN serving dist/client must send, with this build's inline-script hash in the policy.
import fs from 'node:fs'
import path from 'node:path'
import { transformSync } from 'esbuild'
import { criticalCss } from '../lib/build/criticalCss.ts'
import { linkedStylesheets, paintFirst } from '../lib/build/paintFirst.ts'
import { builtPages, inlineScriptHashes } from '../services/site/inlineScripts.ts'
import { securityHeaderValues } from '../services/site/securityHeaders.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')

// A classic script wrapped in a function, so its names stay out of the page's global scope.
const { code: bootScript } = transformSync(fs.readFileSync('lib/client/hydrateAfterPaint.ts', 'utf8'), {
  loader: 'ts',
  format: 'iife',
  target: 'es2022',
  minify: true,
})

const stylesheets = new Map<string, string>()
const stylesheet = (href: string) => {
  if (!stylesheets.has(href)) stylesheets.set(href, fs.readFileSync(path.join(root, href), 'utf8'))
  return stylesheets.get(href)!
}

/** The static imports of a built module (import ... from "./x.js" and import "./x.js"), as URL paths. */
const imports = (href: string) => {
  const source = fs.readFileSync(path.join(root, href), 'utf8')
  return [...source.matchAll(/\b(?:from|import)\s*"(\.{1,2}\/[^"]+\.js)"/g)].map((match) => new URL(match[1]!, `http://site${href}`).pathname)
}

let count = 0
for (const file of builtPages(root)) {
  const page = path.relative(root, file)
  const html = fs.readFileSync(file, 'utf8')
  const critical = new Map<string, string>()
  for (const href of linkedStylesheets(html)) critical.set(href, await criticalCss(html, stylesheet(href)))
  fs.writeFileSync(file, paintFirst(html, page, { bootScript, inlineCss: (href) => critical.get(href)!, imports }))
  count += 1
}

const headers = Object.entries(securityHeaderValues(inlineScriptHashes(root)))
fs.writeFileSync(path.join(root, '../security-headers.txt'), headers.map(([name, value]) => `${name}: ${value}\n`).join(''))
console.log(`paint-first: ${count} pages inline the CSS they use and start the rest after the first paint; headers for a CDN in dist/security-headers.txt`)
