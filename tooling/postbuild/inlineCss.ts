// After `vike build`: each page carries, inline, every rule of the stylesheet its own elements can use, in any state
// (picked by Beasties, then completed by everyStateRules.ts), so it is drawn from the HTML alone and a page without a
// React island never needs the whole stylesheet: a stylesheet arriving after the first paint makes the browser style
// the whole page again, a long task on a phone. The pages with an island (the contact form, the news filter) and the
// search pages (whose results the service writes) load
// it after their first paint (afterLoad.ts), for the states their script draws, and without JavaScript through a
// <noscript> link. The other pages are then sent with short class names (shortClassNames.ts).
import fs from 'node:fs'
import path from 'node:path'
import Beasties from 'beasties'
import { parseDocument } from '../../lib/html.ts'
import { linkedStylesheets, loadAfterFirstPaint } from './afterLoad.ts'
import { builtPages } from './builtPages.ts'
import { rulesForEveryState } from './everyStateRules.ts'
import { withoutUnusedWhereRules } from './unusedWhereRules.ts'

/** Beasties' inlined rules: the first <style> of the page, which it writes at the top of <head>. */
const inlinedStyle = /<style>([^<]*)<\/style>/

/** Inlines each built page's rules in dist/client (`client`) and defers the rest; says what it did. */
export async function inlineCss(client: string): Promise<string> {
  const beasties = new Beasties({
    path: client,
    publicPath: '/',
    // Beasties links the stylesheet for print media with a small script that switches it to all media, and a <noscript>
    // link; loadAfterFirstPaint replaces the first two with the request after the load, or drops them. The other
    // strategies need inline event handlers, which the Content-Security-Policy refuses; a link at the end of <body>
    // ('body') held the first paint back as much as one in <head>.
    preload: 'media-script',
    // The stylesheet stays whole: it is one file for every page.
    pruneSource: false,
    inlineFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  })

  const pages = builtPages(client)
  const sheets = new Map<string, string>()
  const stylesheet = (href: string) =>
    sheets.get(href) ?? sheets.set(href, fs.readFileSync(path.join(client, href), 'utf8')).get(href)!
  for (const { route, file } of pages) {
    const built = fs.readFileSync(file, 'utf8')
    const inlined = await beasties.process(built)
    const whole = linkedStylesheets(built).map(stylesheet).join('\n')
    const picked = inlinedStyle.exec(inlined)
    if (!picked) throw new Error(`${route}: Beasties inlined no <style>; has it changed what it writes?`)
    const complete = inlined.replace(
      picked[0],
      () => `<style>${rulesForEveryState(whole, picked[1]!, parseDocument(built))}</style>`,
    )
    fs.writeFileSync(file, loadAfterFirstPaint(withoutUnusedWhereRules(complete, route), route))
  }
  return `${pages.length} pages carry the rules they use in every state; the pages with an island load their scripts and the whole stylesheet once they have loaded`
}
