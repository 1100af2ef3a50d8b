import postcss from 'postcss'
import { first, parseDocument } from '../../lib/html.ts'

/**
 * The rules of the inlined CSS whose selectors use `:where()` and match nothing on the page, taken out. Beasties
 * strips a selector's pseudo-classes before it looks for the elements, and its pattern takes everything from the
 * first `:where(` to the last `)`: `.prose :where(kbd):not(:where(...))` is looked for as `.prose`, so every rule of
 * the typography plugin (tables, code, figures, keyboard keys ...) was inlined on every page with prose, about 0.8 KiB
 * brotli, which pushed the longest articles past the first round trip. css-select evaluates `:where()` and `:not()`
 * itself; a selector it cannot evaluate here (`::marker`, `:hover`) is kept.
 */
export function withoutUnusedWhereRules(html: string, route: string): string {
  const inlined = /<style>([^<]*)<\/style>/.exec(html)
  if (!inlined) throw new Error(`${route}: no inlined <style> found; has Beasties changed what it writes?`)
  const document = parseDocument(html)
  const root = postcss.parse(inlined[1]!)
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => {
      if (!selector.includes(':where(')) return true
      try {
        return first(selector, document) !== null
      } catch {
        return true
      }
    })
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return html.replace(inlined[0], `<style>${root.toString()}</style>`)
}
