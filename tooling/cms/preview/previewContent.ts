import { orders, snapshot } from 'virtual:preview-snapshot'
import type { ContentTypeId, SiteContent } from '../../../lib/content/contentTypes.ts'
import type { Entry } from '../../../lib/content/readContent.ts'
import { type Locale, localeInfo, localizeLinks, locales } from '../../../lib/locales.ts'

/** The entry open in the CMS, as its preview pane has it: the values of one language, as typed so far. */
export interface EditedEntry {
  /** The content type of its file. */
  type: ContentTypeId
  locale: Locale
  /** Its file's name without the extension; a new entry that has none yet is "new". */
  slug: string
  /** content/ar/initiatives/dubai-d33.mdx and the like. */
  file: string
  /** The fields; an MDX file's text is `body`. */
  data: Record<string, unknown>
}

let contents = snapshot.contents
let editedFile: string | undefined

/** Whether `file` (content/initiatives/dubai-d33.mdx) is the entry being edited, whose body is marked as its field. */
export const isEdited = (file: string) => file === editedFile

/** Every language's words as the pages are drawn from now: the built content with the edited entry laid over it. */
export const currentContents = () => contents

/** The content type of a CMS entry: by its file, or for a new entry not yet named, by its folder collection. */
export function contentTypeOf(collection: string, file: string): (typeof snapshot.types)[number] | undefined {
  const relative = file.replace(/^content\//, '').replace(new RegExp(`^(${locales.join('|')})/`), '')
  return snapshot.types.find((type) =>
    type.folder
      ? relative.startsWith(`${type.folder}/`) || (!relative && type.key === collection)
      : relative === type.file,
  )
}

/** Lays the edited entry over the built content of its language (of every language, for the shared company facts). */
export function showEntry(edited: EditedEntry): void {
  const { body = '', ...fields } = edited.data
  const next = { ...snapshot.contents }
  const type = snapshot.types.find(({ id }) => id === edited.type)!
  editedFile = edited.file
  if (type.kind === 'shared') {
    // content/company.yaml: one file for every language, its Arabic words in a block of their own.
    const { ar, ...facts } = fields as { ar?: object }
    for (const locale of locales)
      next[locale] = {
        ...next[locale],
        company: { ...facts, ...(localeInfo[locale].contentFolder ? ar : {}) },
      } as SiteContent
  } else if (type.kind === 'document') {
    next[edited.locale] = { ...next[edited.locale], [type.key!]: localizeLinks(edited.locale, fields) }
  } else {
    const key = type.key as 'initiatives'
    const entries = next[edited.locale][key] as Entry<unknown>[]
    const entry = {
      slug: edited.slug,
      file: edited.file,
      data: localizeLinks(edited.locale, fields),
      body: String(body),
    }
    const others = entries.filter(({ slug }) => slug !== edited.slug)
    const order = orders[key] ?? (() => 0)
    // Fields still empty while an entry is being written cannot be compared: it then stays last.
    const compare = (a: unknown, b: unknown) => {
      try {
        return order(a, b) || 0
      } catch {
        return 0
      }
    }
    const sorted = [...others, entry].sort((a, b) => compare(a.data, b.data))
    next[edited.locale] = { ...next[edited.locale], [key]: sorted as Entry<never>[] }
  }
  contents = next
}
