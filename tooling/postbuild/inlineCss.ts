// After `vike build`: each page carries, inline, the rules of the stylesheet its own elements use (picked by
// Beasties), and loads the whole stylesheet and its scripts only once it has loaded (afterLoad.ts). A phone on a slow
// network then draws the page from the HTML alone; the whole stylesheet (the same file on every page, cached for a
// year) adds what only interaction needs, such as an open menu. Without JavaScript, a <noscript> link loads it as
// usual.
import fs from 'node:fs'
import Beasties from 'beasties'
import { loadAfterFirstPaint } from './afterLoad.ts'
import { builtPages } from './builtPages.ts'
import { withoutUnusedWhereRules } from './unusedWhereRules.ts'

/** Inlines each built page's rules in dist/client (`client`) and defers the rest; says what it did. */
export async function inlineCss(client: string): Promise<string> {
  const beasties = new Beasties({
    path: client,
    publicPath: '/',
    // Beasties links the stylesheet for print media with a small script that switches it to all media, and a <noscript>
    // link; loadAfterFirstPaint replaces the first two with the request after the load. The other strategies need inline
    // event handlers, which the Content-Security-Policy refuses; a link at the end of <body> ('body') held the first
    // paint back as much as one in <head>.
    preload: 'media-script',
    // The stylesheet stays whole: it is one file for every page.
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  })

  const pages = builtPages(client)
  for (const { route, file } of pages)
    fs.writeFileSync(
      file,
      loadAfterFirstPaint(withoutUnusedWhereRules(await beasties.process(fs.readFileSync(file, 'utf8')), route), route),
    )
  return `${pages.length} pages carry the rules they use and load their scripts and the whole stylesheet once they have loaded`
}
