// What a page's HTML makes a browser (with scripting on) fetch or run on a first visit, read from its parsed markup.
// URLs are as written in the HTML; tooling/budgets/measure.ts resolves and weighs them.
import { type HtmlElement, all, attribute, isInside, keyword, parseDocument } from '../../lib/html.ts'

export interface PageResources {
  /** External scripts and the modules preloaded for them. */
  scripts: string[]
  /** Inline scripts a browser runs: classic, module, import map and speculation rules alike (data blocks are not). */
  inlineScripts: { type: string; text: string }[]
  stylesheets: string[]
  /** The text of each <style>. */
  inlineStyles: string[]
  /** The file each eagerly loaded or preloaded image downloads (see eagerImages). */
  images: string[]
  /** Fonts the HTML preloads; those stylesheets declare are found in the CSS. */
  fonts: string[]
  /** Every URL fetched at once, for finding requests to other origins. */
  requests: string[]
  /** What the page requests only once it has loaded (its data block for tooling/postbuild/afterLoad.ts). */
  afterLoad: string[]
  /**
   * The requests a browser makes before it can paint the page, the HTML itself included: stylesheets, scripts and
   * preloads start while the HTML is parsed; pictures are left out (the first paint does not wait for them).
   */
  beforeFirstPaint: number
}

/** A browser with scripting on neither fetches nor runs what these hold. */
const inert = ['noscript', 'template']

/** Types under which a <script> runs; any other type makes it a data block, e.g. application/ld+json. */
const runnableTypes = new Set(['', 'module', 'importmap', 'speculationrules'])
const javaScriptMimeType =
  /^(?:(?:application|text)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/

export function pageResources(html: string): PageResources {
  const document = parseDocument(html)
  const live = (selector: string) => all(selector, document).filter((element) => !isInside(element, inert))
  const links = live('link[href], link[imagesrcset]')
  const linked = (rel: string, as?: string) =>
    links.filter(
      (link) => keyword(link, 'rel').split(/\s+/).includes(rel) && (as === undefined || keyword(link, 'as') === as),
    )
  const hrefs = (elements: HtmlElement[]) => elements.map((element) => attribute(element, 'href') ?? '')

  const scriptElements = live('script').filter(runs)
  // A module-supporting browser skips nomodule scripts.
  const scripts = scriptElements
    .filter((script) => attribute(script, 'src') !== undefined && attribute(script, 'nomodule') === undefined)
    .map((script) => attribute(script, 'src')!)
  const inlineScripts = scriptElements
    .filter((script) => attribute(script, 'src') === undefined)
    .map((script) => ({ type: keyword(script, 'type'), text: textOf(script) }))
  const preloadedScripts = [...hrefs(linked('modulepreload')), ...hrefs(linked('preload', 'script'))]

  const stylesheets = [...hrefs(linked('stylesheet')), ...hrefs(linked('preload', 'style'))]
  const images = [...eagerImages(live), ...linked('preload', 'image').map(pickPreloadedImage)]
  const fonts = hrefs(linked('preload', 'font'))
  const afterLoad = live('script[data-after-load]').flatMap((block) => JSON.parse(textOf(block)) as string[])
  const preloadedFiles = hrefs(linked('preload').filter((link) => keyword(link, 'as') !== 'image'))
  const early = new Set([...scripts, ...preloadedScripts, ...stylesheets, ...preloadedFiles])
  return {
    // What loads after the page has loaded still weighs on a first visit.
    scripts: [...scripts, ...preloadedScripts, ...afterLoad.filter((url) => url.endsWith('.js'))],
    inlineScripts,
    stylesheets: [...stylesheets, ...afterLoad.filter((url) => url.endsWith('.css'))],
    inlineStyles: live('style').map(textOf),
    images,
    fonts,
    requests: [...scripts, ...preloadedScripts, ...stylesheets, ...hrefs(linked('preload')), ...images, ...afterLoad],
    afterLoad,
    beforeFirstPaint: 1 + early.size,
  }
}

function runs(script: HtmlElement): boolean {
  const type = keyword(script, 'type')
  return runnableTypes.has(type) || javaScriptMimeType.test(type)
}

/** Raw text of a script or style: the parser keeps it as one text child, character references untouched. */
function textOf(element: HtmlElement): string {
  return element.children.map((child) => ('data' in child ? child.data : '')).join('')
}

/** The viewport the image figures are taken at: a phone, as the budgets are about the slowest visitors. */
const viewportWidth = 390

/**
 * The file each eagerly loaded image downloads at a 390 px wide viewport (1x): for a <picture> its first <source>
 * without a media query that excludes that width (AVIF, which Chromium decodes), otherwise the <img> itself; from a
 * srcset, the smallest candidate at least as wide as the slot its `sizes` gives at that width.
 */
function eagerImages(live: (selector: string) => HtmlElement[]): string[] {
  const chosen: string[] = []
  for (const img of live('img')) {
    if (keyword(img, 'loading') === 'lazy') continue
    const picture = img.parent && 'name' in img.parent && img.parent.name === 'picture' ? img.parent : undefined
    const source = picture
      ? all('source', picture).find((candidate) => mediaMatches(attribute(candidate, 'media')))
      : undefined
    const tag = source ?? img
    chosen.push(pickCandidate(attribute(tag, 'srcset'), attribute(tag, 'sizes')) ?? attribute(img, 'src') ?? '')
  }
  return chosen.filter(Boolean)
}

/** A preloaded image: the candidate of its imagesrcset a browser would pick, or its href. */
function pickPreloadedImage(link: HtmlElement): string {
  return pickCandidate(attribute(link, 'imagesrcset'), attribute(link, 'imagesizes')) ?? attribute(link, 'href') ?? ''
}

/** The srcset candidate a browser downloads for the slot `sizes` gives at the viewport; undefined without a srcset. */
function pickCandidate(srcset: string | undefined, sizes: string | undefined): string | undefined {
  if (!srcset?.trim()) return undefined
  const candidates = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({
      url,
      width: descriptor.endsWith('w') ? Number.parseFloat(descriptor) : viewportWidth,
    }))
    .sort((a, b) => a.width - b.width)
  const slot = slotWidth(sizes)
  return (candidates.find((candidate) => candidate.width >= slot) ?? candidates.at(-1))?.url
}

/** The width `sizes` gives the image at the measuring viewport: the first entry whose media condition holds. */
export function slotWidth(sizes: string | undefined, width = viewportWidth): number {
  for (const entry of (sizes ?? '100vw').split(',')) {
    const match = /^\s*(\(.*\))?\s*([\d.]+)(px|vw)\s*$/.exec(entry)
    if (!match) continue
    if (match[1] && !mediaMatches(match[1], width)) continue
    return match[3] === 'vw' ? (Number(match[2]) / 100) * width : Number(match[2])
  }
  return width
}

/** Whether a simple media query ((min-width: 640px), (max-width: 1023px), joined by "and") holds at the viewport. */
function mediaMatches(media: string | undefined, width = viewportWidth): boolean {
  if (!media) return true
  return [...media.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, value]) =>
    kind === 'min' ? width >= Number(value) : width <= Number(value),
  )
}
