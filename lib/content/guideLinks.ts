import { contentTypeOf } from './contentTypes.ts'

/** Where the field guide lives, from the repository's root; `npm run docs:content` writes it from the schemas. */
export const guideFile = 'docs/content-guide.md'

/** The anchor of a field in the guide: initiative-alignment-cards-color (list positions are left out). */
export function fieldAnchor(id: string, fieldPath: readonly (string | number)[]): string {
  const named = fieldPath.filter((part): part is string => typeof part === 'string')
  return [id, ...named]
    .join('-')
    .replace(/[^A-Za-z0-9-]/g, '-')
    .toLowerCase()
}

/**
 * Where the guide describes the field a problem names ("alignment › item 2 › color" in
 * content/initiatives/x.mdx): docs/content-guide.md#initiative-alignment-color. Undefined for files it has no part on.
 */
export function guideLink(file: string, field: string | undefined): string | undefined {
  const id = contentTypeOf(file)?.id
  if (!id) return undefined
  // Problems of an MDX file's text (a link in it, its structure) lead to the part on the kind of file.
  const parts = (field ?? '')
    .split(' › ')
    .filter((part) => part && !/^item \d+$/.test(part) && !['(the whole file)', 'link', 'text'].includes(part))
  return `${guideFile}#${parts.length > 0 ? fieldAnchor(id, parts) : id}`
}
