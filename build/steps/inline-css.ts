// Build step after `vike build`: each page carries, inline, the rules of the stylesheet its own elements use (picked by
// Beasties), and loads the whole stylesheet without holding the first paint back. A phone on a slow network then
// draws the page from the HTML alone, one round trip sooner; the whole stylesheet (the same file on every page, cached
// for a year) adds what only interaction needs, such as an open menu. Without JavaScript, a <noscript> link loads it
// as usual.
import fs from 'node:fs'
import path from 'node:path'
import Beasties from 'beasties'
import { builtPages } from './builtPages.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')
const beasties = new Beasties({
  path: root,
  publicPath: '/',
  // The stylesheet is linked for print media, which browsers load without waiting for it, and one small script at the
  // end of <body> switches it to all media. That script never changes, so the Content-Security-Policy allows it by a
  // fixed hash (lib/securityHeaders.ts); the other strategies need inline event handlers, which it refuses.
  // A link at the end of <body> ('body') held the first paint back as much as one in <head>.
  preload: 'media-script',
  // The stylesheet stays whole: it is one file for every page.
  pruneSource: false,
  inlineFonts: false,
  reduceInlineStyles: false,
  logLevel: 'warn',
})

const pages = builtPages(root)
for (const { file } of pages) fs.writeFileSync(file, await beasties.process(fs.readFileSync(file, 'utf8')))
console.log(
  `inline-css: ${pages.length} pages carry the rules they use and load the whole stylesheet after their first paint`,
)
