// What each field of the CMS configuration holds, as the preview script needs it: which values are words to mark with
// their field (so a click on the page finds the field), which are pictures, dates or choices to find by other means.
import { contentTypes } from '../../../lib/content/contentTypes.ts'
import type { CmsField } from '../cmsConfig.ts'
import { pickerTypes } from '../pickers/pickerFields.ts'

/**
 * words: text typed by the editor and shown as typed; picture: a file under content/images/; date: an ISO date, shown
 * formatted; choice: a value picked from a list (a category, an icon, a colour); body: the MDX text.
 */
export type FieldKind = 'words' | 'picture' | 'date' | 'choice' | 'body'

/** A field's key path, with `*` for a list's position (alignment.cards.*.title), and what it holds. */
export interface KindOfField {
  path: string
  kind: FieldKind
}

interface Config {
  collections: { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[]
}

/**
 * Values other entries are matched against (the news categories a news item's category names) stay unmarked, so the
 * match still holds while they are shown: `pages › news` and its `categories.*`.
 */
function relationTargets(config: Config): Set<string> {
  const targets = new Set<string>()
  const visit = (fields: CmsField[]) => {
    for (const field of fields) {
      if (field.widget === 'relation' && typeof field.value_field === 'string')
        targets.add(`${String(field.file ?? field.collection)}:${field.value_field}`)
      if (Array.isArray(field.fields)) visit(field.fields as CmsField[])
      if (field.field) visit([field.field as CmsField])
    }
  }
  for (const collection of config.collections)
    for (const file of collection.files ?? [collection]) visit(file.fields ?? [])
  return targets
}

function kindOf(field: CmsField): FieldKind | undefined {
  switch (field.widget) {
    case 'string':
    case 'text':
      // Addresses, numbers and e-mail addresses (a pattern or a type) are written into links, not shown as typed.
      return field.pattern || field.type ? undefined : 'words'
    case 'markdown':
      return 'body'
    case 'image':
      return 'picture'
    case 'datetime':
      return 'date'
    case 'select':
    case 'relation':
    case pickerTypes.symbol:
    case pickerTypes.colour:
      return 'choice'
    default:
      return undefined
  }
}

function kindsOf(fields: CmsField[], prefix: string, owner: string, targets: Set<string>): KindOfField[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    if (field.widget === 'object') return kindsOf(field.fields as CmsField[], path, owner, targets)
    if (field.widget === 'list') {
      const items = `${path}.*`
      if (Array.isArray(field.fields)) return kindsOf(field.fields as CmsField[], items, owner, targets)
      const item = field.field as CmsField | undefined
      if (!item) return []
      if (targets.has(`${owner}:${items}`)) return []
      const kind = kindOf(item)
      return kind ? [{ path: items, kind }] : []
    }
    if (targets.has(`${owner}:${path}`)) return []
    const kind = kindOf(field)
    return kind ? [{ path, kind }] : []
  })
}

/**
 * The kinds of every field, by content type id (lib/content/contentTypes.ts): a file of the CMS is named by its type's
 * id, a folder collection by its type's key (the news page's file and the news items' folder are both "news").
 */
export function fieldKinds(config: Config): Record<string, KindOfField[]> {
  const targets = relationTargets(config)
  const kinds: Record<string, KindOfField[]> = {}
  for (const collection of config.collections)
    if (collection.files)
      for (const file of collection.files) kinds[file.name] = kindsOf(file.fields, '', file.name, targets)
    else {
      const type = contentTypes.find((each) => each.kind === 'collection' && each.key === collection.name)
      if (!type)
        throw new Error(`preview: no content type is kept in the CMS's folder collection "${collection.name}".`)
      kinds[type.id] = kindsOf(collection.fields ?? [], '', collection.name, targets)
    }
  return kinds
}
