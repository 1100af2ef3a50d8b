// A page's HTML is the only request before its first paint. Its module scripts (Vike's entry, which imports its
// chunks), its web manifest, on Arabic pages the files of their typeface (for the next page), and on a page with a
// React island or search results its whole stylesheet (for the states the island draws; other pages carry every rule they can use,
// inlineCss.ts) are listed in a data block and requested by one small fixed script once the page has loaded and been
// drawn (lib/securityHeaders.ts). The islands (the contact form, the
// news filter) therefore start after the first paint: the form posts as plain HTML until then. Without JavaScript,
// <noscript> links load the manifest and, on those pages, the whole stylesheet.
import { arabicTypefaceStyleId } from '../../lib/arabicTypeface.ts'
import { afterLoadList } from '../../lib/securityHeaders.ts'

/** Beasties' switch of its deferred stylesheet to all media, which it writes at the end of every page. */
const beastiesSwitch =
  "<script>document.querySelectorAll('link[data-beasties-media]').forEach(function(l){l.media=l.getAttribute('data-beasties-media');l.removeAttribute('data-beasties-media')})</script>"
// Vike's entry: <script src="/assets/entries/…" type="module" async></script>
const moduleScript = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/g
// Beasties' deferred whole stylesheet: <link rel="stylesheet" … href="…" media="print" data-beasties-media="all">
const deferredStylesheet =
  /<link rel="stylesheet" type="text\/css" href="(\/assets\/[^"]+\.css)" media="print" data-beasties-media="all">/g

// The web manifest, which browsers fetch as soon as the page has loaded (pages/+Head.tsx).
const manifestLink = /<link rel="manifest" href="([^"]+)">/

/**
 * Whether a built page loads the whole stylesheet after its first paint. A React island draws states the built page
 * does not show; the search page's results are written by the service into lists of which the built page holds one
 * hidden item, so rules between items (dividers) match nothing there.
 */
export const loadsTheWholeStylesheet = (html: string) =>
  /<script type="application\/json" data-island=|data-search-template/.test(html)

/** The address of every stylesheet of this site a built page links, in its head or its <noscript>. */
export const linkedStylesheets = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/g)].map((link) => link[1]!)

/** `html`, as Beasties left it, with what the first paint does not need moved after it; `route` names it in errors. */
export function loadAfterFirstPaint(html: string, route: string): string {
  const later: string[] = []
  const collect = (_tag: string, url: string) => {
    later.push(url)
    return ''
  }
  const hasIsland = loadsTheWholeStylesheet(html)
  let moved = html
    .replace(deferredStylesheet, (tag, url: string) => (hasIsland ? collect(tag, url) : ''))
    .replace(moduleScript, collect)
    // Readers without JavaScript still find the manifest in the head.
    .replace(manifestLink, (tag, url: string) => `<noscript>${tag}</noscript>${collect(tag, url)}`)
  // The Arabic typeface's files, fetched into the cache for the next page (tooling/plugin/arabicFont.ts).
  const typeface = new RegExp(`<style id="${arabicTypefaceStyleId}">([^<]*)</style>`).exec(html)?.[1] ?? ''
  later.push(...[...typeface.matchAll(/url\((\/assets\/fonts\/[^)]+\.woff2)\)/g)].map((match) => match[1]!))
  if (!moved.includes(beastiesSwitch))
    throw new Error(
      `${route}: the stylesheet switch Beasties writes is missing; has it changed what it writes? Update tooling/postbuild/afterLoad.ts.`,
    )
  moved = moved.replace(beastiesSwitch, later.length ? afterLoadList(later) : '')
  if (
    /<script[^>]+type="module"/.test(moved) ||
    /data-beasties-media/.test(moved) ||
    /(?<!<noscript>)<link rel="manifest"/.test(moved)
  )
    throw new Error(
      `${route}: a module script, deferred stylesheet or manifest is left before the first paint; see tooling/postbuild/afterLoad.ts.`,
    )
  return moved
}
