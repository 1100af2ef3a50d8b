import type { z } from 'zod'
import type { InWords, Locale } from '../locales.ts'
import { inLanguages } from './translations/dictionaries.ts'
import type { Dictionary } from './translations/en.ts'
import type { Entry } from './readContent.ts'
import type { Company } from './schemas/company.ts'
import { aboutSchema } from './schemas/about.ts'
import { companySchema } from './schemas/company.ts'
import { contactPageSchema } from './schemas/contactPage.ts'
import { homeSchema } from './schemas/home.ts'
import { initiativeSchema } from './schemas/initiative.ts'
import { leadershipSchema } from './schemas/leadership.ts'
import { legalLabelsSchema } from './schemas/legalLabels.ts'
import { legalPageSchema } from './schemas/legalPage.ts'
import { navigationSchema } from './schemas/navigation.ts'
import { newsItemSchema } from './schemas/newsItem.ts'
import { newsPageSchema } from './schemas/newsPage.ts'
import { notFoundSchema } from './schemas/notFound.ts'
import { searchPageSchema } from './schemas/searchPage.ts'
import { solutionSchema } from './schemas/solution.ts'
import { solutionsPageSchema } from './schemas/solutionsPage.ts'
import { teamMemberSchema } from './schemas/teamMember.ts'
import { visionPageSchema } from './schemas/visionPage.ts'

/**
 * Every kind of content file, once: where its files are, the schema that checks them and the words the field guide
 * gives it. The loader, the field guide and its links, the parity check between languages and anything else that
 * walks content/ are derived from this list, so a new kind of file is added here, with its words (its name, and a
 * folder's name for one entry) in each language's file of lib/content/translations/, and nowhere else.
 */
interface ContentTypeBase<S extends z.ZodType> {
  /** The field guide's id (its anchor) for this kind. */
  id: string
  /** Its name in the CMS's list, the guide's heading and the content check's messages: a page, or a list of entries. */
  label: InWords
  schema: S
  /** The schema's file under lib/content/schemas/, whose JSDoc comments the guide reads; its export is `<source>Schema`. */
  source: string
}

/** One file per language: content/<file> and content/ar/<file>. `key` names it in the loaded content. */
export interface DocumentType<S extends z.ZodType = z.ZodType> extends ContentTypeBase<S> {
  kind: 'document'
  key: string
  file: string
}

/** One file for every language (content/company.yaml): its other languages are blocks inside it. */
export interface SharedDocumentType<S extends z.ZodType = z.ZodType> extends ContentTypeBase<S> {
  kind: 'shared'
  file: string
}

/** A folder of files, one per page or person: content/<folder>/<name><extension>, and the same under content/ar/. */
export interface CollectionType<S extends z.ZodType = z.ZodType> extends ContentTypeBase<S> {
  kind: 'collection'
  key: string
  folder: string
  extension: '.mdx' | '.yaml'
  /** What a file's name is called in the guide: <slug> names a page's address, <id> only the file. */
  entryName: 'slug' | 'id'
  /** One entry, as the CMS's buttons name it ("New initiative"). */
  singular: InWords
  /** The text below the fields of an MDX file: its label, and what it is on the page. */
  body?: { label: InWords; hint: InWords }
  /** The order of the files in the loaded content (and on the pages), by their fields; the file name's otherwise. */
  compare?(a: z.output<S>, b: z.output<S>): number
}

export type ContentType = DocumentType | SharedDocumentType | CollectionType

type TypeWords = Dictionary['types']
type TypeId = keyof TypeWords
/** The kinds whose dictionary entry names one entry: the folders. */
type FolderId = { [I in TypeId]: TypeWords[I] extends { singular: string } ? I : never }[TypeId]
/** The kinds with text below their fields. */
type BodyId = { [I in TypeId]: TypeWords[I] extends { body: object } ? I : never }[TypeId]

/** A kind's name in every language, from the editor's dictionaries (lib/content/translations/), by its id. */
const labelOf = (id: TypeId): InWords => inLanguages((words) => words.types[id].label)

/** The label and hint of a folder's text below the fields, in every language. */
const bodyOf = (id: BodyId): NonNullable<CollectionType['body']> => ({
  label: inLanguages((words) => words.types[id].body.label),
  hint: inLanguages((words) => words.types[id].body.hint),
})

const document = <K extends string, S extends z.ZodType>(id: TypeId, key: K, file: string, schema: S, source: string) =>
  ({ kind: 'document', id, key, file, label: labelOf(id), schema, source }) as const satisfies DocumentType<S>

const collection = <K extends string, S extends z.ZodType>(
  fields: {
    id: FolderId
    key: K
    folder: string
    extension: '.mdx' | '.yaml'
    entryName: 'slug' | 'id'
    schema: S
    source: string
  },
  extra: { body?: CollectionType['body']; compare?: (a: z.output<S>, b: z.output<S>) => number } = {},
) =>
  ({
    kind: 'collection',
    ...fields,
    label: labelOf(fields.id),
    singular: inLanguages((words) => words.types[fields.id].singular),
    ...extra,
  }) as const satisfies CollectionType<S>

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order

/** In the order of the field guide. */
export const contentTypes = [
  {
    kind: 'shared',
    id: 'company',
    file: 'company.yaml',
    label: inLanguages((words) => words.types.company.label),
    schema: companySchema,
    source: 'company',
  } as const satisfies SharedDocumentType,
  document('navigation', 'navigation', 'navigation.yaml', navigationSchema, 'navigation'),
  document('home', 'home', 'home.yaml', homeSchema, 'home'),
  document('about', 'about', 'about.yaml', aboutSchema, 'about'),
  document('leadership', 'leadership', 'leadership.yaml', leadershipSchema, 'leadership'),
  document('vision', 'vision', 'vision.yaml', visionPageSchema, 'visionPage'),
  collection(
    {
      id: 'initiative',
      key: 'initiatives',
      folder: 'initiatives',
      extension: '.mdx',
      entryName: 'slug',
      schema: initiativeSchema,
      source: 'initiative',
    },
    {
      body: bodyOf('initiative'),
      compare: byOrder,
    },
  ),
  document('solutions', 'solutionsPage', 'solutions.yaml', solutionsPageSchema, 'solutionsPage'),
  collection(
    {
      id: 'solution',
      key: 'solutions',
      folder: 'solutions',
      extension: '.mdx',
      entryName: 'id',
      schema: solutionSchema,
      source: 'solution',
    },
    {
      body: bodyOf('solution'),
      compare: byOrder,
    },
  ),
  document('news', 'newsPage', 'news.yaml', newsPageSchema, 'newsPage'),
  collection(
    {
      id: 'news-item',
      key: 'news',
      folder: 'news',
      extension: '.mdx',
      entryName: 'id',
      schema: newsItemSchema,
      source: 'newsItem',
    },
    // Newest first. A news item has no text below its fields: the card is all there is.
    { compare: (a, b) => b.date.localeCompare(a.date) },
  ),
  collection(
    {
      id: 'team-member',
      key: 'team',
      folder: 'team',
      extension: '.yaml',
      entryName: 'id',
      schema: teamMemberSchema,
      source: 'teamMember',
    },
    { compare: (a, b) => a.aboutOrder - b.aboutOrder },
  ),
  document('contact', 'contact', 'contact.yaml', contactPageSchema, 'contactPage'),
  document('legal-labels', 'legalLabels', 'legal.yaml', legalLabelsSchema, 'legalLabels'),
  collection(
    {
      id: 'legal',
      key: 'legal',
      folder: 'legal',
      extension: '.mdx',
      entryName: 'slug',
      schema: legalPageSchema,
      source: 'legalPage',
    },
    {
      body: bodyOf('legal'),
    },
  ),
  document('search', 'search', 'search.yaml', searchPageSchema, 'searchPage'),
  document('not-found', 'notFound', 'not-found.yaml', notFoundSchema, 'notFound'),
] as const

export type ContentTypeId = (typeof contentTypes)[number]['id']

type Types = (typeof contentTypes)[number]
export const documentTypes = contentTypes.filter(
  (type): type is Extract<Types, { kind: 'document' }> => type.kind === 'document',
)
export const collectionTypes = contentTypes.filter(
  (type): type is Extract<Types, { kind: 'collection' }> => type.kind === 'collection',
)

/** Where a kind's files are, relative to a language's folder: home.yaml, initiatives/<slug>.mdx. */
export function filePattern(type: ContentType): string {
  return type.kind === 'collection' ? `${type.folder}/<${type.entryName}>${type.extension}` : type.file
}

/** The kind of a file under content/, English or Arabic, from its name in messages. */
export function contentTypeOf(file: string): ContentType | undefined {
  const relative = file.replace(/^content\/(ar\/)?/, '')
  return contentTypes.find((type) =>
    type.kind === 'collection' ? relative.startsWith(`${type.folder}/`) : relative === type.file,
  )
}

/** What sits at the top of content/ beside the English words and is shared by every language. */
export const sharedFiles = [
  ...contentTypes.filter((type) => type.kind === 'shared').map((type) => type.file),
  'images',
] as const

/** The names of a language's files and folders, relative to its folder: what every translation must mirror. */
export const localeFiles = {
  documents: documentTypes.map((type) => type.file),
  folders: collectionTypes.map((type) => type.folder),
} as const

type DocumentTypes = (typeof documentTypes)[number]
type CollectionTypes = (typeof collectionTypes)[number]

/** One language's words, as the loader returns them: a field per document and per collection of this list. */
export type SiteContent = { [T in DocumentTypes as T['key']]: z.output<T['schema']> } & {
  [T in CollectionTypes as T['key']]: Entry<z.output<T['schema']>>[]
} & {
  locale: Locale
  /** The company's facts, in this language's words. */
  company: Company
}
