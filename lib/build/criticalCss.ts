import Beasties from 'beasties'
import { selectOne } from 'css-select'
import { parseDocument } from 'htmlparser2'
import postcss, { type AtRule, type Rule } from 'postcss'

type Document = ReturnType<typeof parseDocument>

// Beasties keeps a rule when an element of the page matches its selector once pseudo-classes are stripped. A selector
// made of pseudo-classes alone (the site-wide :focus-visible ring) strips to nothing and would be dropped: keep it.
const beasties = new Beasties({
  reduceInlineStyles: true,
  compress: true,
  keyframes: 'critical',
  fonts: false,
  allowRules: [/^::?[a-z-]+(\(.*\))?$/],
  logLevel: 'warn',
})

/**
 * The rules of `css` the page's own elements use, hover, focus and every screen width included. The page inlines
 * these for its first paint; the whole stylesheet follows once it has painted (lib/client/hydrateAfterPaint.ts), for
 * what only JavaScript shows (open menus, toasts, other pages).
 */
export async function criticalCss(html: string, css: string): Promise<string> {
  const page = html
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>|<link rel="stylesheet"[^>]*>/g, '')
    // Beasties compares class names as written: decode the characters React escapes in them ([&>picture]:contents).
    .replace(/ class="([^"]*)"/g, (_, names: string) => ` class="${decodeAttribute(names)}"`)
  const result = await beasties.process(page.replace('</head>', () => `<style data-critical>${css}</style></head>`))
  // Beasties removes the element when no rule is left (the toast's stylesheet: no toast is open on a fresh page).
  const kept = /<style data-critical[^>]*>([\s\S]*?)<\/style>/.exec(result)?.[1] ?? ''
  return kept && dropUnmatchedFunctionalRules(kept, parseDocument(page))
}

/**
 * Beasties strips a pseudo-class with everything after it up to the last parenthesis, so `.prose :where(pre):not(…)`
 * (every rule of the typography plugin) is matched as `.prose` and kept on any page with prose, though the page has
 * no <pre>: about 17 KB of rules on an article page. Rules whose selectors hold :where(), :is(), :not() or :has() are
 * matched again here with those kept and only the states (hover, focus, ::before…) set aside.
 */
function dropUnmatchedFunctionalRules(css: string, document: Document): string {
  const root = postcss.parse(css)
  root.walkRules((rule) => {
    if (isInsideKeyframes(rule) || !/:(where|is|not|has)\(/.test(rule.selector)) return
    if (!rule.selectors.some((selector) => matchesSomeElement(selector, document))) rule.remove()
  })
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove()
  })
  return root.toString()
}

// Pseudo-classes the page's HTML can answer; every other one is a state (hover, focus…) or a pseudo-element.
const staticPseudoClasses = new Set([
  'first-child', 'last-child', 'only-child', 'first-of-type', 'last-of-type', 'only-of-type', 'empty', 'root',
  'checked', 'disabled', 'enabled', 'required', 'optional', 'link', 'any-link',
])

function matchesSomeElement(selector: string, document: Document): boolean {
  const withoutStates = selector.replace(/(^|[\s>+~(,])?(?<!\\)(::?)([a-z-]+)(?![a-z-(])/gi, (whole, before: string | undefined, colons: string, name: string) =>
    colons === ':' && staticPseudoClasses.has(name) ? whole : `${before ?? ''}${before !== undefined ? '*' : ''}`,
  )
  try {
    return selectOne(withoutStates || '*', document) !== null
  } catch {
    // A selector css-select cannot evaluate is kept: a rule too many costs bytes, a rule too few a wrong first paint.
    return true
  }
}

function isInsideKeyframes(rule: Rule): boolean {
  return rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)
}

function decodeAttribute(value: string): string {
  return value.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}
