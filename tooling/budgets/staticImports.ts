// A browser fetches every module a script imports statically before it runs the script, whether or not the HTML
// preloads them, so a page's JavaScript is its scripts and all they import, followed to the end. Dynamic import() is
// left out: it loads only when used.

/**
 * An `import … from "x"`, `import "x"`, `export * from "x"` or `export { … } from "x"` statement, in Vite's minified
 * form too (`import{a as b}from"./c.js"`, `import"./x.js"`, `export*from"./y.js"`). It must start a statement (at the
 * start, after ; } a line break or a comment), which keeps out words in strings such as "pointer-import", and
 * `import(` never matches: that is a dynamic import.
 */
const staticImport =
  /(?:^|[;}\r\n]|\*\/)\s*(?:import\s*(?:[\w$]+\s*,?\s*)?(?:\*\s*as\s*[\w$]+\s*|\{[^{}]*\}\s*)?(?:from\s*)?|export\s*(?:\*\s*(?:as\s+[\w$]+\s*)?|\{[^{}]*\}\s*)from\s*)(["'])([^"'\r\n]+)\1/g

/** The specifiers a module imports or re-exports from statically, each once, in order. */
export function staticImportSpecifiers(source: string): string[] {
  return [...new Set([...source.matchAll(staticImport)].map((match) => match[2]!))]
}

/** Where an import leads: a file of this site (its URL path), another origin (its URL), or nowhere a browser could go. */
export type ImportTarget = { local: string } | { external: string } | undefined

/**
 * Resolves a specifier as a browser does against the importing module's URL. Bare specifiers ("react") resolve only
 * through an import map, which the site does not use: they are left out.
 */
export function resolveImport(specifier: string, importer: URL): ImportTarget {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(specifier)) {
    const url = new URL(specifier, importer)
    if (url.protocol === 'data:') return undefined // inside the module already: nothing to fetch
    return url.origin === importer.origin ? { local: url.pathname } : { external: url.href }
  }
  if (!/^\.{0,2}\//.test(specifier)) return undefined
  return { local: new URL(specifier, importer).pathname }
}

/**
 * The modules `entries` (URL paths of this site) load before running, themselves included, each once in the order
 * found; `read` gives a module's source by its URL path. Imports from other origins go to `external`.
 */
export function withStaticImports(
  entries: string[],
  read: (urlPath: string, importer: string | undefined) => string,
  origin: string,
): { files: string[]; external: string[] } {
  const seen = new Set<string>()
  const external = new Set<string>()
  const visit = (file: string, importer: string | undefined) => {
    if (seen.has(file)) return
    seen.add(file)
    const base = new URL(file, origin)
    for (const specifier of staticImportSpecifiers(read(file, importer))) {
      const target = resolveImport(specifier, base)
      if (target && 'local' in target) visit(target.local, file)
      else if (target) external.add(target.external)
    }
  }
  for (const entry of entries) visit(entry, undefined)
  return { files: [...seen], external: [...external] }
}
