/** Where the field guide lives, from the repository's root; `npm run docs:content` writes it from the schemas. */
export const guideFile = 'docs/content-guide.md'

/** Each kind of content file by the guide's id for it, and where its files are under content/ (and content/ar/). */
export const contentFiles = {
  company: 'company.yaml',
  navigation: 'navigation.yaml',
  home: 'home.yaml',
  about: 'about.yaml',
  leadership: 'leadership.yaml',
  vision: 'vision.yaml',
  initiative: 'initiatives/<slug>.mdx',
  solutions: 'solutions.yaml',
  solution: 'solutions/<id>.mdx',
  news: 'news.yaml',
  'news-item': 'news/<id>.mdx',
  'team-member': 'team/<id>.yaml',
  contact: 'contact.yaml',
  'legal-labels': 'legal.yaml',
  legal: 'legal/<slug>.mdx',
  'not-found': 'not-found.yaml',
} as const

export type ContentTypeId = keyof typeof contentFiles

/** The kind of a file under content/, English or Arabic, from its name in messages. */
export function contentTypeOf(file: string): ContentTypeId | undefined {
  const relative = file.replace(/^content\/(ar\/)?/, '')
  return (Object.keys(contentFiles) as ContentTypeId[]).find((id) => {
    const [folder, name] = contentFiles[id].split('/')
    return name ? relative.startsWith(`${folder}/`) : relative === folder
  })
}

/** The anchor of a field in the guide: initiative-alignment-cards-color (list positions are left out). */
export function fieldAnchor(id: string, fieldPath: readonly (string | number)[]): string {
  const named = fieldPath.filter((part): part is string => typeof part === 'string')
  return [id, ...named].join('-').replace(/[^A-Za-z0-9-]/g, '-').toLowerCase()
}

/**
 * Where the guide describes the field a problem names ("alignment › item 2 › color" in
 * content/initiatives/x.mdx): docs/content-guide.md#initiative-alignment-color. Undefined for files it has no part on.
 */
export function guideLink(file: string, field: string | undefined): string | undefined {
  const id = contentTypeOf(file)
  if (!id) return undefined
  // Problems of an MDX file's text (a link in it, its structure) lead to the part on the kind of file.
  const parts = (field ?? '')
    .split(' › ')
    .filter((part) => part && !/^item \d+$/.test(part) && !['(the whole file)', 'link', 'text'].includes(part))
  return `${guideFile}#${parts.length > 0 ? fieldAnchor(id, parts) : id}`
}
