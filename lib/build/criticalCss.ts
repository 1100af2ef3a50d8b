import Beasties from 'beasties'

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
    .replace('</head>', () => `<style data-critical>${css}</style></head>`)
  const result = await beasties.process(page)
  // Beasties removes the element when no rule is left (the toast's stylesheet: no toast is open on a fresh page).
  return /<style data-critical[^>]*>([\s\S]*?)<\/style>/.exec(result)?.[1] ?? ''
}

function decodeAttribute(value: string): string {
  return value.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&#x27;/g, "'").replace(/&amp;/g, '&')
}
