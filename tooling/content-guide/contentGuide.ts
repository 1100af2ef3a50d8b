import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import type TS from 'typescript'
import YAML from 'yaml'
import { type ContentType, contentTypes, filePattern } from '../../lib/content/contentTypes.ts'
import { fieldAnchor } from '../../lib/content/guideLinks.ts'
import { editorFile, type JsonSchema, jsonSchemaOf } from '../../lib/content/labels.ts'
import type { InWords } from '../../lib/locales.ts'
import { byKey } from '../../lib/content/translations/dictionaries.ts'
import { pickerFor, pickerInGuide } from '../cms/pickers/pickerFields.ts'

export { contentTypes }
export type { JsonSchema }

/** Where a kind's schema is written, whose JSDoc comments describe its fields, and the name it is exported as. */
const schemaSource = (type: ContentType) => ({
  file: `lib/content/schemas/${type.source}.ts`,
  exportName: `${type.source}Schema`,
})

// ---- The descriptions: the JSDoc comments of the schema files, read with the TypeScript parser. ----

type Docs = Map<string, string>

/**
 * What the shared field builders accept, where the schema's form alone (a text) would say too little: in the guide,
 * and after the hint in the CMS, in each language (`#accepts` and `#accepts:ar` in the map of descriptions).
 */
const builderAccepts: Record<string, InWords> = byKey((words) => words.guide.builderAccepts)

// The TypeScript compiler is a 9 MB module: it is loaded on first use, by require, which reads it in about half the time
// an ES import takes (no scan of the file for named exports), and only in a process that reads the schemas' comments.
let ts: typeof TS
const loadCompiler = () => {
  ts ??= createRequire(import.meta.url)('typescript') as typeof TS
}

const parsed = new Map<string, TS.SourceFile>()
function sourceFile(file: string): TS.SourceFile {
  let source = parsed.get(file)
  if (!source) {
    source = ts.createSourceFile(file, fs.readFileSync(path.resolve(file), 'utf8'), ts.ScriptTarget.Latest, true)
    parsed.set(file, source)
  }
  return source
}

function jsDoc(node: TS.Node): string | undefined {
  const docs = (node as { jsDoc?: TS.JSDoc[] }).jsDoc
  const text = docs
    ?.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .trim()
  return text ? text.replace(/\s+/g, ' ') : undefined
}

/** The initializer of a top-level `const name = ...` or the body of `const name = () => ...` in a file. */
function declaration(file: string, name: string): { expression: TS.Expression; doc?: string } | undefined {
  for (const statement of sourceFile(file).statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const variable of statement.declarationList.declarations) {
      if (!ts.isIdentifier(variable.name) || variable.name.text !== name || !variable.initializer) continue
      let expression = variable.initializer
      if (ts.isArrowFunction(expression) && !ts.isBlock(expression.body)) expression = expression.body
      return { expression, doc: jsDoc(statement) }
    }
  }
  return undefined
}

const fieldsFile = 'lib/content/fields.ts'

/** Follows an identifier or a call to the file that defines it: this schema's file, or the shared field builders. */
function resolve(name: string, file: string) {
  return declaration(file, name) ?? declaration(fieldsFile, name)
}

/** Every field's description under `expression`, by its path (alignment.cards[].color), into `docs`. */
function collect(expression: TS.Expression, file: string, prefix: string, docs: Docs): void {
  if (ts.isParenthesizedExpression(expression) || ts.isSatisfiesExpression(expression) || ts.isAsExpression(expression))
    return collect(expression.expression, file, prefix, docs)
  if (ts.isObjectLiteralExpression(expression)) {
    for (const property of expression.properties) {
      if (ts.isSpreadAssignment(property)) {
        // `...hero().shape` or `...inWords`: the spread object's own fields.
        let spread = property.expression
        if (ts.isPropertyAccessExpression(spread) && spread.name.text === 'shape') spread = spread.expression
        collect(spread, file, prefix, docs)
        continue
      }
      if (!ts.isPropertyAssignment(property)) continue
      const key = property.name.getText().replace(/^['"]|['"]$/g, '')
      const here = prefix ? `${prefix}.${key}` : key
      const builder = builderOf(property.initializer)
      const doc = jsDoc(property) ?? (builder && resolve(builder, file)?.doc)
      if (doc) docs.set(here, doc)
      const accepts = builder ? builderAccepts[builder] : undefined
      if (accepts) {
        docs.set(`${here}#accepts`, accepts.en)
        docs.set(`${here}#accepts:ar`, accepts.ar)
      }
      collect(property.initializer, file, here, docs)
    }
    return
  }
  if (ts.isIdentifier(expression)) {
    const own = declaration(file, expression.text)
    const found = own ?? declaration(fieldsFile, expression.text)
    if (found) collect(found.expression, own ? file : fieldsFile, prefix, docs)
    return
  }
  if (ts.isCallExpression(expression)) {
    const callee = expression.expression
    if (ts.isPropertyAccessExpression(callee)) {
      const method = callee.name.text
      if (['strictObject', 'object'].includes(method) && expression.arguments[0])
        return collect(expression.arguments[0], file, prefix, docs)
      if (method === 'array' && expression.arguments[0])
        return collect(expression.arguments[0], file, `${prefix}[]`, docs)
      if (method === 'extend' && expression.arguments[1]) {
        collect(expression.arguments[0]!, file, prefix, docs)
        return collect(expression.arguments[1], file, prefix, docs)
      }
      // .min(3), .length(4), .describe(...) and the like: the schema they are called on.
      return collect(callee.expression, file, prefix, docs)
    }
    if (ts.isIdentifier(callee)) {
      const own = declaration(file, callee.text)
      const found = own ?? declaration(fieldsFile, callee.text)
      if (found) collect(found.expression, own ? file : fieldsFile, prefix, docs)
    }
  }
}

/** The name of the builder a field is made with, such as seoDescription for `seoDescription()`. */
function builderOf(expression: TS.Expression): string | undefined {
  let current: TS.Expression = expression
  while (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression))
    current = current.expression.expression
  return ts.isCallExpression(current) && ts.isIdentifier(current.expression) ? current.expression.text : undefined
}

/** The description of every field of a content type, by path. */
export function fieldDescriptions(contentType: ContentType): Docs {
  loadCompiler()
  const docs: Docs = new Map()
  const { file, exportName } = schemaSource(contentType)
  const found = declaration(file, exportName)
  if (found) collect(found.expression, file, '', docs)
  return docs
}

// ---- The guide itself. ----

interface Row {
  path: string
  anchor: string
  /** The field's label in the editor, in each language. */
  label?: InWords
  required: boolean
  meaning: string
  allowed: string
}

function rows(contentType: ContentType, docs: Docs): Row[] {
  const schema = jsonSchemaOf(contentType)
  const out: Row[] = []
  const walk = (node: JsonSchema, parts: string[], docPath: string, required: boolean) => {
    if (node.properties) {
      for (const [key, child] of Object.entries(node.properties)) {
        const childPath = docPath ? `${docPath}.${key}` : key
        const childParts = [...parts, key]
        out.push({
          path: childParts.join(' › '),
          anchor: fieldAnchor(
            contentType.id,
            childParts.filter((part) => part !== '(each)'),
          ),
          label: child.label,
          required: required && (node.required ?? []).includes(key),
          // A field of a group written out by code (the service choices) is described by its group.
          meaning: docs.get(childPath) ?? (docs.has(docPath) ? `The "${key}" entry of \`${parts.join(' › ')}\`.` : ''),
          allowed: docs.get(`${childPath}#accepts`) ?? allowed(child),
        })
        walk(child, childParts, childPath, required && (node.required ?? []).includes(key))
      }
    } else if (node.items) {
      walk(node.items, [...parts, '(each)'], `${docPath}[]`, required)
    }
  }
  walk(schema, [], '', true)
  return out
}

function allowed(node: JsonSchema): string {
  if (node.anyOf) return node.anyOf.map(allowed).filter(Boolean).join(', or ')
  if (node.enum) {
    const names = `one of ${node.enum.map((value) => `\`${String(value)}\``).join(', ')}`
    const picker = pickerFor(node.enum)
    return picker ? `${names}; ${pickerInGuide[picker]}` : names
  }
  if (node.const !== undefined) return node.const === '' ? 'empty (`""`)' : `\`${String(node.const)}\``
  const range = (min: number | undefined, max: number | undefined, unit: string) =>
    min !== undefined && max !== undefined
      ? min === max
        ? `exactly ${min} ${unit}`
        : `${min} to ${max} ${unit}`
      : max !== undefined
        ? `up to ${max} ${unit}`
        : min !== undefined
          ? `at least ${min} ${unit}`
          : ''
  switch (node.type) {
    case 'string':
      return [
        'text',
        range(node.minLength, node.maxLength, 'characters'),
        node.pattern ? `written like \`${example(node, new Map())}\`` : '',
      ]
        .filter(Boolean)
        .join(', ')
    case 'integer':
    case 'number':
      return ['a whole number', range(node.minimum, node.maximum, '')].filter(Boolean).join(', ').trim()
    case 'array':
      return `a list, ${range(node.minItems, node.maxItems, node.maxItems === 1 ? 'item' : 'items')}`
    case 'object':
      return 'the fields below'
    default:
      return ''
  }
}

/** Example values of the builders whose rules the schema's form does not carry (a refinement). */
const builderExamples: Record<string, string> = {
  'a web address starting with https://': 'https://www.example.com/page',
}

/** A value of a field that passes its schema, for the example; a text names its field. */
function example(node: JsonSchema, docs: Docs, docPath = '', name = 'text'): unknown {
  const accepts = docs.get(`${docPath}#accepts`)
  if (accepts && builderExamples[accepts]) return builderExamples[accepts]
  // A field that may stay empty until its value exists (a social network's address) is shown empty.
  if (node.anyOf)
    return example(node.anyOf.find((option) => option.const === '') ?? node.anyOf[0]!, docs, docPath, name)
  if (node.enum) return node.enum[0]
  if (node.const !== undefined) return node.const
  if (node.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2025-10-09'
  if (node.pattern?.includes('svg|png')) return 'news/dubai-ev-taxi-chargers.svg'
  if (node.pattern?.startsWith('^illustrations')) return 'illustrations/solutions/robotics.svg'
  if (node.pattern?.startsWith('^\\+')) return '+971 4 000 0000'
  if (node.pattern?.startsWith('^\\d')) return '1436380'
  if (node.pattern?.includes('#[a-z0-9-]')) return '/contact'
  switch (node.type) {
    case 'string': {
      if (node.format === 'email') return 'info@example.com'
      // A text that must hold a placeholder such as {category} holds it.
      const placeholder = docs.get(docPath)?.match(/\{[a-z]+\}/)?.[0]
      const words = placeholder ? `${name} ${placeholder}` : name
      return (node.minLength ?? 0) > 60 ? `${words}: `.padEnd(node.minLength!, '.') : words
    }
    case 'integer':
    case 'number':
      return node.minimum ?? 1
    case 'array':
      return Array.from({ length: Math.max(1, node.minItems ?? 1) }, () =>
        example(node.items ?? {}, docs, `${docPath}[]`, name),
      )
    case 'object':
      return Object.fromEntries(
        Object.entries(node.properties ?? {})
          // A drawing takes words or the decorative flag, not both: the example gives words.
          .filter(([key]) => !(key === 'decorative' && node.properties?.alt))
          .map(([key, child]) => [key, example(child, docs, docPath ? `${docPath}.${key}` : key, key)]),
      )
    default:
      return name
  }
}

/** A complete example of a kind of file: every field, with a value it accepts. */
export function exampleOf(contentType: ContentType): unknown {
  return example(jsonSchemaOf(contentType), fieldDescriptions(contentType))
}

/** Every field of a kind of file, with its meaning and what it accepts, as the guide lists them. */
export function fieldRows(contentType: ContentType): Row[] {
  return rows(contentType, fieldDescriptions(contentType))
}

/** docs/content-guide.md: every kind of content file, an example of it, and each of its fields. */
export function contentGuide(): string {
  const parts = [
    '# Content field guide',
    '',
    '<!-- Made by `npm run docs:content` from the schemas in lib/content/schemas/: edit those, not this file. -->',
    '',
    'Every word of the site lives in `content/` (English) and `content/ar/` (Arabic, the same files with the same',
    'fields). The editor at `/admin` (in Arabic at `/admin/ar`) changes them in the browser, English and Arabic side',
    "by side, and opens a pull request for each save ([the editors' guide](editors-guide.md)); its labels are those",
    'below, and its hints the meanings. This guide lists each kind of file: where it lives and where the editor shows',
    'it, a complete example to copy, and every field with its label, its meaning, whether it is required, and the',
    'values it accepts. Messages of `npm run check:content` name the field by its labels and link to it here.',
    '',
    ...contentTypes.map(
      (contentType) => `- [${contentType.label.en}](#${contentType.id}): \`content/${filePattern(contentType)}\``,
    ),
    '',
  ]
  for (const contentType of contentTypes) {
    const docs = fieldDescriptions(contentType)
    const yaml = YAML.stringify(exampleOf(contentType), { lineWidth: 0 }).trimEnd()
    const isMdx = contentType.kind === 'collection' && contentType.extension === '.mdx'
    parts.push(
      `<a id="${contentType.id}"></a>`,
      '',
      `## ${contentType.label.en}`,
      '',
      `In the editor: ${inTheEditor(contentType, 'en')} (in Arabic: ${inTheEditor(contentType, 'ar')}).`,
      '',
      contentType.kind === 'shared'
        ? `File: \`content/${contentType.file}\`, one file for both languages (its \`ar\` block holds the Arabic).`
        : `Files: \`content/${filePattern(contentType)}\`, and its Arabic twin \`content/ar/${filePattern(contentType)}\`.`,
      ...(contentType.kind === 'collection' && contentType.body
        ? [
            '',
            `Below the fields, ${contentType.body.label.en} (${contentType.body.label.ar}): ${contentType.body.hint.en}`,
          ]
        : []),
      '',
      'Example (every field, with placeholder words):',
      '',
      isMdx ? '```mdx' : '```yaml',
      ...(isMdx ? ['---', yaml, '---', '', 'The text of the page.'] : [yaml]),
      '```',
      '',
      '| field | label in the editor | required | meaning | accepts |',
      '|---|---|---|---|---|',
      ...rows(contentType, docs).map(
        (row) =>
          `| <a id="${row.anchor}"></a>\`${row.path}\` | ${row.label ? `${cell(row.label.en)}<br>${cell(row.label.ar)}` : ''} | ${row.required ? 'yes' : 'no'} | ${cell(row.meaning)} | ${cell(row.allowed)} |`,
      ),
      '',
    )
  }
  return `${parts.join('\n')}\n`
}

/** Where the CMS lists a kind of file: Pages › Home page; a collection's entries under its name. */
function inTheEditor(contentType: ContentType, locale: 'en' | 'ar'): string {
  const place = editorFile(contentType, '', locale)
  return (contentType.kind === 'collection' ? place.slice(0, 1) : place).join(' › ')
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')
