// Rewrites a prerendered page so that its first paint needs nothing but the HTML document: the rules of the linked
// stylesheets that the page uses are inlined, and Vike's entry script with its module preloads gives way to
// lib/client/hydrateAfterPaint.ts, inline, which fetches the whole stylesheets and the modules once the page is on
// screen. Lighthouse's slow-4G phone counted every script requested before the first paint against it (LCP 2.0 s);
// with this, the paint waits only for the document, which stays small enough to arrive in one round trip.

/** What the rewrite needs from the build. */
export interface PaintFirstInputs {
  /** The compiled hydrateAfterPaint script, a classic script that reads its data attributes. */
  bootScript: string
  /** The CSS to inline for a stylesheet the page links, by its URL path: the rules the page uses (criticalCss). */
  inlineCss: (href: string) => string
  /** The modules a module imports statically, as URL paths. */
  imports: (href: string) => string[]
}

const modulePreload = /<link rel="modulepreload" href="([^"]+)"[^>]*>\s*/g
const entryScript = /<script src="([^"]+)" type="module" async><\/script>/g
const stylesheetLink = /<link rel="stylesheet" type="text\/css" href="([^"]+)">/g

/** The URL paths of the stylesheets Vike linked in a page, in order. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(stylesheetLink)].map((match) => match[1]!)
}

/** The page with inlined CSS and its JavaScript started after the first paint. `page` names it in errors. */
export function paintFirst(html: string, page: string, inputs: PaintFirstInputs): string {
  const entries = [...html.matchAll(entryScript)]
  if (entries.length !== 1) {
    throw new Error(
      `${page}: expected Vike's one entry script (<script src="..." type="module" async>), found ${entries.length}. ` +
        'Vike changed the HTML it writes: update the patterns in lib/build/paintFirst.ts to match it.',
    )
  }
  const entry = entries[0]![1]!
  const preloads = dependenciesFirst([...html.matchAll(modulePreload)].map((match) => match[1]!), inputs.imports)
  if (/<\/script/i.test(inputs.bootScript)) throw new Error('The boot script contains "</script", which would end it early.')
  const boot = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${inputs.bootScript.trim()}</script>`
  return html
    .replace(modulePreload, '')
    .replace(entryScript, () => boot)
    .replace(stylesheetLink, (_, href: string) => inlineStylesheet(href, inputs.inlineCss(href), page))
}

/**
 * The modules in an order where each comes after the modules it imports (Vike lists the page's own module first). The
 * boot script runs them in this order, one per task: each module then evaluates alone, React's in a task of its own,
 * instead of all together in one long task when the first one that imports the rest runs.
 */
export function dependenciesFirst(modules: string[], imports: (href: string) => string[]): string[] {
  const listed = new Set(modules)
  const ordered: string[] = []
  const visited = new Set<string>()
  const visit = (module: string) => {
    if (visited.has(module)) return
    visited.add(module)
    for (const dependency of imports(module)) if (listed.has(dependency)) visit(dependency)
    ordered.push(module)
  }
  modules.forEach(visit)
  return ordered
}

/**
 * The rules the page needs in a <style> element, then the link to the whole stylesheet marked `disabled`, which no
 * browser fetches: the boot script enables it after the first paint. Vite's module loader, seeing the link, does not
 * fetch the file a second time. Without JavaScript the <noscript> link loads it instead.
 */
function inlineStylesheet(href: string, css: string, page: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${page}: ${href} contains "</style", which would end the inlined stylesheet early.`)
  const relative = [...css.matchAll(/url\(\s*["']?([^"')]+)/g)].map((match) => match[1]!).find((url) => !/^(data:|\/|#|https?:)/.test(url))
  if (relative) {
    throw new Error(`${page}: ${href} refers to ${relative} relative to itself, which breaks once inlined; use an absolute path (/...).`)
  }
  const rules = css.trim() === '' ? '' : `<style data-href="${href}">${css.trim()}</style>`
  return (
    `${rules}<link rel="stylesheet" href="${href}" disabled>` +
    `<noscript><link rel="stylesheet" href="${href}"></noscript>`
  )
}
