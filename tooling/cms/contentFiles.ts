import YAML from 'yaml'
import { type ContentType, contentTypeOf } from '../../lib/content/contentTypes.ts'
import { type CmsField, fieldsOf } from './cmsConfig.ts'

/**
 * A content file written exactly as the CMS writes it when an editor saves it: its fields in the order of the schema,
 * empty optional fields left out, switches written out, YAML in one style (no comments, no folded lines, quotes only
 * where needed). Files kept in this form change by exactly the words an editor changed, never by a reformatting.
 */

/** The YAML the CMS writes (Sveltia CMS's own options for the `yaml` package). */
export function cmsYaml(data: unknown): string {
  return YAML.stringify(data, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: 'PLAIN',
    defaultStringType: 'PLAIN',
    singleQuote: true,
  }).trim()
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0)

function arrange(value: unknown, fields: CmsField[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value
  const source = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    if (!(field.name in source)) {
      // A switch the file leaves out is off, and the CMS writes it so.
      if (field.widget === 'boolean') out[field.name] = false
      continue
    }
    const shaped = shape(source[field.name], field)
    if (field.required === false && isEmpty(shaped)) continue
    out[field.name] = shaped
  }
  // Keys the schema does not know are kept after the known ones, as the CMS keeps them; check:content reports them.
  for (const [key, item] of Object.entries(source))
    if (!(key in out) && !fields.some((f) => f.name === key)) out[key] = item
  return out
}

function shape(value: unknown, field: CmsField): unknown {
  const fields = field.fields as CmsField[] | undefined
  const itemField = field.field as CmsField | undefined
  if (field.widget === 'object' && fields) return arrange(value, fields)
  if (field.widget === 'list' && Array.isArray(value)) {
    if (fields) return value.map((item) => arrange(item, fields))
    if (itemField) return value.map((item) => shape(item, itemField))
  }
  return value
}

const frontMatter = /^---\n(?<head>[\s\S]*?)\n---(?:\n(?<body>[\s\S]*))?$/

/**
 * Puts a content file's text (content/ar/home.yaml and the like) in the form the CMS writes it, with the pictures of
 * content/images/ as its picture fields' choices. Each kind's fields are worked out once, for all its files.
 */
export function cmsFormatter(images: string[]): (file: string, source: string) => string {
  const fieldsByType = new Map<ContentType, CmsField[]>()
  return (file, source) => {
    const type = contentTypeOf(file)
    if (!type)
      throw new Error(`${file} belongs to no kind of content file; add its kind to lib/content/contentTypes.ts.`)
    let fields = fieldsByType.get(type)
    if (!fields) {
      fields = fieldsOf(type, images)
      fieldsByType.set(type, fields)
    }
    if (!file.endsWith('.mdx')) return `${cmsYaml(arrange(YAML.parse(source) ?? {}, fields))}\n`
    const match = source.match(frontMatter)
    if (!match?.groups) throw new Error(`${file}: expected its fields between two lines of "---" at the top.`)
    const data = arrange(YAML.parse(match.groups.head ?? '') ?? {}, fields)
    const body = (match.groups.body ?? '').replace(/^\n/, '').trimEnd()
    return `---\n${cmsYaml(data)}\n---\n${body ? `\n${body}\n` : ''}`
  }
}
