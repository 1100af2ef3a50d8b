// MDX lets a body hold JavaScript: expressions in curly braces, import and export lines, any component, attributes
// computed by code. The site's bodies are an editor's words, and an editor's pull request is built by the job that
// pushes the image, so none of that may reach the compiler's output. This plugin runs inside the MDX compiler (the
// build's, the content check's and the preview's, through mdxOptions.ts) before any code is generated, and stops
// the compile at the first piece of code; the content check lists every piece with the same finder.
import type { Root, RootContent } from 'mdast'
// The MDX node types (mdxjsEsm, mdxTextExpression, ...) join mdast's through this module's declarations.
import type {} from 'mdast-util-mdx'
import type { VFile } from 'vfile'
import { type CompanyFactTag, companyFactTags } from '../../lib/mdx/companyFactTags.ts'

/** What kind of code a body holds. */
export type CodeKind = 'expression' | 'import or export' | 'unknown tag' | 'computed attribute'

/**
 * Each kind as the check's message names it. The editor's report says it in the editor's language from the dictionaries
 * (check.codeKinds in lib/content/translations/), which this module does not import: the preview runs it in the browser.
 */
export const codeKindWords: Record<CodeKind, string> = {
  expression: 'an expression in curly braces',
  'import or export': 'an import or export line',
  'unknown tag': 'a tag the site does not know',
  'computed attribute': 'a tag with a value in curly braces',
}

/** One piece of code in a body: what it is, where it starts (1-based, in the body) and its text as written. */
export interface CodeInBody {
  kind: CodeKind
  line: number
  column: number
  source: string
}

type Node = Root | RootContent

interface Attribute {
  type: string
  value?: unknown
}

const allowedTags: ReadonlySet<string> = new Set<CompanyFactTag>(companyFactTags)

/** The pieces of code in a parsed MDX body, in the order they appear. */
export function codeInBody(tree: Root, text: string): CodeInBody[] {
  const found: CodeInBody[] = []
  const add = (kind: CodeKind, node: Node) => {
    const start = node.position?.start
    const end = node.position?.end
    const source = start?.offset !== undefined && end?.offset !== undefined ? text.slice(start.offset, end.offset) : ''
    found.push({ kind, line: start?.line ?? 1, column: start?.column ?? 1, source })
  }
  const walk = (node: Node) => {
    switch (node.type) {
      case 'mdxjsEsm':
        add('import or export', node)
        return
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        add('expression', node)
        return
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        // A fragment (<>) has no name; a lowercase name is raw HTML, which Markdown says another way.
        if (!node.name || !allowedTags.has(node.name)) {
          add('unknown tag', node)
          return
        }
        const attributes = node.attributes as Attribute[]
        const computed = attributes.some(
          (attribute) =>
            attribute.type === 'mdxJsxExpressionAttribute' ||
            (typeof attribute.value === 'object' && attribute.value !== null),
        )
        if (computed) {
          add('computed attribute', node)
          return
        }
        break
      }
    }
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(tree)
  return found
}

/** The tags a body may hold, as an editor writes them: <CompanyName />, <LegalName />, ... */
export const allowedTagList = companyFactTags.map((tag) => `<${tag} />`).join(', ')

/** A piece of code as quoted in a message: on one line, and cut where it is long. */
export function quotedSource(source: string): string {
  const line = source.replace(/\s+/g, ' ').trim()
  return line.length > 40 ? `${line.slice(0, 37)}...` : line
}

/**
 * The sentence of the content check for one piece of code; scripts/content-report/ says it in each editor's
 * language by this shape.
 */
export function codeInBodyMessage(code: Pick<CodeInBody, 'kind' | 'source'>): string {
  return `holds code, which the site never runs: ${codeKindWords[code.kind]} "${quotedSource(code.source)}"; remove it (the text takes Markdown and these tags only: ${allowedTagList})`
}

/** The remark plugin: fails the compile of a body that holds code, before anything of it is turned into JavaScript. */
export function remarkContentAsData() {
  return (tree: Root, file: VFile) => {
    const [first, ...more] = codeInBody(tree, String(file.value))
    if (!first) return
    const others = more.length > 0 ? ` (and ${more.length} more; \`npm run check:content\` lists them)` : ''
    file.fail(`${codeInBodyMessage(first)}${others}`, {
      place: { line: first.line, column: first.column },
      ruleId: 'content-as-data',
      source: 'remark-content-as-data',
    })
  }
}
