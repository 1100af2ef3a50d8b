// Build step after inline-css: a page's HTML is the only request before its first paint. Its module scripts (Vike's
// entry, which imports its chunks) and its whole stylesheet, which the inlined rules make unnecessary for that paint,
// are listed in a data block and requested by one small fixed script once the page has loaded. The islands (the
// contact form, the news filter) therefore start after the first paint: the form posts as plain HTML until then.
// Without JavaScript, the <noscript> link still loads the whole stylesheet.
import fs from 'node:fs'
import path from 'node:path'
import { afterLoadList, stylesheetSwitchScript } from '../../lib/securityHeaders.ts'
import { builtPages } from './builtPages.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')

// Vike's entry: <script src="/assets/entries/…" type="module" async></script>
const moduleScript = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/g
// Beasties' deferred whole stylesheet: <link rel="stylesheet" … href="…" media="print" data-beasties-media="all">
const deferredStylesheet =
  /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)" media="print" data-beasties-media="all">/g
const switchScript = `<script>${stylesheetSwitchScript}</script>`

let count = 0
for (const { route, file } of builtPages(root)) {
  let html = fs.readFileSync(file, 'utf8')
  const later: string[] = []
  html = html.replace(deferredStylesheet, (_tag, href: string) => {
    later.push(href)
    return ''
  })
  html = html.replace(moduleScript, (_tag, src: string) => {
    later.push(src)
    return ''
  })
  if (!html.includes(switchScript))
    throw new Error(
      `${route}: the stylesheet switch inline-css adds is missing; has Beasties changed what it writes? Update build/steps/after-load.ts.`,
    )
  html = html.replace(switchScript, later.length ? afterLoadList(later) : '')
  if (/<script[^>]+type="module"/.test(html) || /data-beasties-media/.test(html))
    throw new Error(
      `${route}: a module script or deferred stylesheet is left before the first paint; see build/steps/after-load.ts.`,
    )
  fs.writeFileSync(file, html)
  count += 1
}
console.log(`after-load: ${count} pages load their scripts and whole stylesheet once they have loaded`)
