// The label of each field of the CMS configuration in every language of the editor, by the key paths the preview
// marks (alignment.cards.*.title): what the preview's marked texts and pictures are called when they take the
// keyboard's focus ("Edit: Line under the name"), in the words of the editor they are in.
import { contentTypes } from '../../../lib/content/contentTypes.ts'
import type { InWords, Locale } from '../../../lib/locales.ts'
import type { CmsField } from '../cmsConfig.ts'

interface Config {
  collections: { name: string; fields?: CmsField[]; files?: { name: string; fields: CmsField[] }[] }[]
}

/** Each key path's label in one configuration, lists' positions written `*`. */
function labelsOf(fields: CmsField[], prefix: string, into: Map<string, string>) {
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const label = String(field.label ?? field.name)
    into.set(path, label)
    if (Array.isArray(field.fields))
      labelsOf(field.fields as CmsField[], field.widget === 'list' ? `${path}.*` : path, into)
    // A list of single values: each item goes by the item field's label.
    const item = field.field as CmsField | undefined
    if (item) into.set(`${path}.*`, String(item.label ?? label))
  }
}

/**
 * The labels of every field by content type id (as ./fieldKinds.ts names the types) and key path, in each language.
 * The configurations differ only in their words: the same schemas made them.
 */
export function fieldLabels(configs: Record<Locale, Config>): Record<string, Record<string, InWords>> {
  const byLocale = new Map<string, Map<string, Partial<Record<Locale, string>>>>()
  for (const [locale, config] of Object.entries(configs) as [Locale, Config][])
    for (const collection of config.collections) {
      const owners = collection.files
        ? collection.files.map((file) => [file.name, file.fields] as const)
        : [
            [
              contentTypes.find((each) => each.kind === 'collection' && each.key === collection.name)?.id ??
                collection.name,
              collection.fields ?? [],
            ] as const,
          ]
      for (const [owner, fields] of owners) {
        const found = new Map<string, string>()
        labelsOf(fields, '', found)
        const labels = byLocale.get(owner) ?? new Map()
        for (const [path, label] of found) labels.set(path, { ...labels.get(path), [locale]: label })
        byLocale.set(owner, labels)
      }
    }
  return Object.fromEntries(
    [...byLocale].map(([owner, labels]) => [owner, Object.fromEntries(labels) as Record<string, InWords>]),
  )
}
