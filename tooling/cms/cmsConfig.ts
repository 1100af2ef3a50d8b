import fs from 'node:fs'
import path from 'node:path'
import { sameInEveryLanguage } from '../../lib/content/checkParity.ts'
import { type ContentType, contentTypes } from '../../lib/content/contentTypes.ts'
import { fieldDescriptions, type JsonSchema } from '../content-guide/contentGuide.ts'
import { jsonSchemaOf, pagesLabel } from '../../lib/content/labels.ts'
import { defaultLocale, type Locale, locales } from '../../lib/locales.ts'
import { pickerFor, pickerHints, pickerTypes } from './pickers/pickerFields.ts'
import { companyFactLabels } from './preview/companyFacts.tsx'
import { byKey, inLanguages } from '../../lib/content/translations/dictionaries.ts'

/**
 * The configuration of the editors' CMS (Sveltia CMS) at /admin, derived from the content types and their zod
 * schemas, with the field guide's descriptions as hints: a field added to a schema appears in the editor, and no
 * hand-written copy can drift from what `check:content` accepts.
 */

export type CmsField = Record<string, unknown> & { name: string; widget: string }

/** Where the editor saves: GitHub (pull requests through the editorial workflow), or the browser's own test store. */
export type CmsBackend =
  | { name: 'github'; repo: string; branch?: string; auth_endpoint?: string }
  | { name: 'test-repo' }

/**
 * The company-fact components an MDX body may hold, as code: the CMS reads a hint as Markdown and drops HTML, so a bare
 * <CompanyPhone /> vanished from it.
 */
export const companyFactTags = Object.keys(companyFactLabels).map((name) => `\`<${name} />\``)
const mdxComponents = inLanguages((words) => words.cms.mdxComponents)

/**
 * Latin runs in an Arabic hint (a date, a file's path, an address, a tag) wrapped in Unicode's first-strong isolates
 * (FSI … PDI), so the right-to-left text around them cannot reorder their parts: without it 2025-10-09 read 09-10-2025
 * and news/x.svg read x.svg/news. A run starts and ends with a letter, digit or sign of such a value and holds no Arabic;
 * the CMS keeps the two invisible characters through its Markdown and sanitising.
 */
export function isolateLatin(text: string): string {
  return text.replace(
    /[`<A-Za-z0-9/@+#~](?:[^\u0600-\u06FF\u2068\u2069]*[`>A-Za-z0-9/])?/g,
    (run) => `\u2068${run}\u2069`,
  )
}

/** The words the configuration adds to the schema's own, in each language of the editor. */
const editorWords = byKey((words) => words.cms.editorWords)

/** The files of content/images/, relative to it: what a picture field may choose from. */
export function imageFiles(root: string): string[] {
  const base = path.join(root, 'content/images')
  return (fs.readdirSync(base, { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => /\.(svg|png|jpe?g|webp|avif)$/i.test(name))
    .sort()
}

/** Every content file (YAML and MDX) under content/, as content/… paths. */
export function contentFiles(root: string): string[] {
  return (fs.readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' }) as string[])
    .map((name) => `content/${name.split(path.sep).join('/')}`)
    .filter((file) => !file.startsWith('content/images/') && /\.(yaml|mdx)$/.test(file))
    .sort()
}

interface Context {
  docs: Map<string, string>
  /** The language of the editor's labels and hints. */
  locale: Locale
  images: string[]
  /** The content type the fields belong to: its id picks the folder its pictures live in. */
  typeId: string
  /** Whether the file has a twin in every language: then each field says whether it is translated. */
  translated: boolean
}

/** A value that is not words: written once in English and copied into every translation. */
function copiedToTranslations(key: string, node: JsonSchema): boolean {
  if (sameInEveryLanguage.has(key)) return true
  if (node.type === 'number' || node.type === 'integer' || node.type === 'boolean') return true
  if (node.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return true
  if (node.pattern?.startsWith('^illustrations') || isPicture(node)) return true
  if (node.properties) return Object.entries(node.properties).every(([k, child]) => copiedToTranslations(k, child))
  if (node.items) return copiedToTranslations(key, node.items)
  return false
}

/**
 * Fields whose value names another entry, offered as a choice by its name: the initiative a solution's card links to
 * (by its title, saved as its address), the news category from the list the news page defines, in the entry's own
 * language.
 */
const relations: Record<string, Record<string, unknown>> = {
  initiative: {
    collection: 'initiatives',
    value_field: '{{slug}}',
    search_fields: ['title'],
    display_fields: ['title'],
  },
  category: {
    collection: 'pages',
    file: 'news',
    value_field: 'categories.*',
    search_fields: ['categories.*'],
    display_fields: ['categories.*'],
  },
}

/** The folder of content/images/ each content type's pictures are kept in: the picker shows that folder only. */
const pictureFolders: Record<string, { pictures?: string; drawings?: string }> = {
  home: { drawings: 'illustrations/home' },
  initiative: { drawings: 'illustrations/initiatives' },
  solution: { drawings: 'illustrations/solutions' },
  'news-item': { pictures: 'news' },
  'team-member': { pictures: 'team' },
}

/** Uploads larger than this are refused in the editor: a picture of a card or a portrait needs far less. */
const maxPictureBytes = 2 * 1024 * 1024

/**
 * A picture chosen from thumbnails of its own folder, or uploaded into it: the upload is saved with the entry, in the
 * same pull request. Drawings are SVG only, as the pages draw them inline; photographs may be any web format.
 */
function pictureFolder(node: JsonSchema, docPath: string, context: Context): string {
  const drawing = node.pattern?.startsWith('^illustrations') ?? false
  const folder = pictureFolders[context.typeId]?.[drawing ? 'drawings' : 'pictures']
  if (!folder)
    throw new Error(
      `The CMS has no folder for the pictures of "${context.typeId}" (field ${docPath}): add it to pictureFolders in tooling/cms/cmsConfig.ts.`,
    )
  return folder
}

function pictureField(node: JsonSchema, docPath: string, context: Context): Record<string, unknown> {
  const drawing = node.pattern?.startsWith('^illustrations') ?? false
  const folder = pictureFolder(node, docPath, context)
  return {
    widget: 'image',
    media_folder: `/content/images/${folder}`,
    public_folder: folder,
    choose_url: false,
    accept: drawing ? 'image/svg+xml' : 'image/svg+xml,image/png,image/jpeg,image/webp,image/avif',
    // File names become lower-case words with hyphens, as the schema's pattern for a picture's path wants.
    // Stock-photo sites are left out: the editor asks no other origin, and a stock photo has no licence checked here.
    media_libraries: {
      default: { config: { max_file_size: maxPictureBytes, slugify_filename: true } },
      stock_assets: { providers: [] },
    },
  }
}

const isPicture = (node: JsonSchema) => node.pattern?.includes('(svg|png|jpe?g|webp|avif)') ?? false

function field(key: string, node: JsonSchema, docPath: string, required: boolean, context: Context): CmsField {
  const { locale } = context
  const accepts = context.docs.get(`${docPath}#accepts${locale === 'en' ? '' : `:${locale}`}`)
  const picture = node.pattern?.startsWith('^illustrations') || isPicture(node)
  const date = node.pattern?.includes('\\d{4}-\\d{2}-\\d{2}') ?? false
  const picker = node.enum ? pickerFor(node.enum) : undefined
  // A picture's, a date's and a symbol's form is the picker's business: the hint says how to pick instead.
  const how = picture
    ? editorWords.picture[locale]
    : picker
      ? pickerHints[picker][locale]
      : date
        ? editorWords.date[locale]
        : accepts && editorWords.accepts[locale](accepts)
  const own = (locale === defaultLocale ? context.docs.get(docPath) : node.hint?.[locale])?.replace(/`/g, '')
  // "written like illustrations/solutions/robotics.svg" named another folder than the picker's own.
  const described = picture ? own?.replace(/(, written like|، ويُكتب مثل) \S+?(?=\.(\s|$))/, '') : own
  const hint = [described, how]
    .filter((text): text is string => Boolean(text))
    .map((text) => (locale === 'en' ? text : isolateLatin(text)))
  const label = node.label?.[locale]
  if (!label)
    throw new Error(
      `The field "${docPath}" has no label in ${locale}: add "${context.typeId}.${docPath}" to the fields of ` +
        `lib/content/translations/${locale}.ts, with its label (and, but in English, its hint).`,
    )
  const base: Record<string, unknown> = { name: key, label }
  if (!required) base.required = false
  if (context.translated) base.i18n = copiedToTranslations(key, node) ? 'duplicate' : true
  const withHint = (rest: Record<string, unknown>): CmsField =>
    ({ ...base, ...(hint.length ? { hint: hint.join(' ') } : {}), ...rest }) as CmsField

  // A value that may stay empty until it exists (a social network's address): the field is optional in the editor.
  if (node.anyOf) {
    const options = node.anyOf.filter((option) => option.const !== '')
    // The choice carries the field's label and hint, not the text inside it.
    const only = options.length === 1 ? { ...options[0]!, label: node.label, hint: node.hint } : undefined
    if (only) return { ...field(key, only, docPath, required, context), required: false }
    return withHint({ widget: 'string' })
  }
  if (node.enum) return withHint({ widget: picker ? pickerTypes[picker] : 'select', options: node.enum })
  switch (node.type) {
    case 'string': {
      if (node.pattern?.startsWith('^illustrations') || isPicture(node))
        return withHint(pictureField(node, docPath, context))
      // A date picked from a calendar, written as the schema wants it (2026-11-20).
      if (node.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
        return withHint({ widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' })
      const relation = relations[key]
      if (relation) return withHint({ widget: 'relation', ...relation })
      const limits = {
        ...(node.minLength && node.minLength > 1 ? { minlength: node.minLength } : {}),
        ...(node.maxLength ? { maxlength: node.maxLength } : {}),
      }
      const pattern = node.pattern
        ? { pattern: [node.pattern, editorWords.expected[locale](accepts ?? editorWords.theHintsForm[locale])] }
        : {}
      const type = node.format === 'email' ? { type: 'email' } : {}
      return withHint({ widget: (node.maxLength ?? 0) > 160 ? 'text' : 'string', ...limits, ...pattern, ...type })
    }
    case 'integer':
    case 'number':
      return withHint({
        widget: 'number',
        value_type: node.type === 'integer' ? 'int' : 'float',
        ...(node.minimum !== undefined ? { min: node.minimum } : {}),
        ...(node.maximum !== undefined ? { max: node.maximum } : {}),
      })
    case 'boolean':
      return withHint({ widget: 'boolean' })
    case 'object':
      return withHint({ widget: 'object', fields: fields(node, docPath, context) })
    case 'array': {
      const bounds = {
        ...(node.minItems !== undefined ? { min: node.minItems } : {}),
        ...(node.maxItems !== undefined ? { max: node.maxItems } : {}),
      }
      const items = node.items ?? {}
      const inStep = context.translated && !copiedToTranslations(key, node) ? listInStep(node, locale) : undefined
      const list = (rest: Record<string, unknown>) =>
        inStep
          ? ({ ...withHint(rest), ...inStep.options, hint: [...hint, inStep.hint].join(' ') } as CmsField)
          : withHint(rest)
      if (items.type === 'object')
        return list({ widget: 'list', ...bounds, fields: fields(items, `${docPath}[]`, context) })
      // A list of texts: each item goes by the list's name unless it has its own.
      const item = { ...items, label: items.label ?? node.label }
      return list({ widget: 'list', ...bounds, field: field(key, item, `${docPath}[]`, true, context) })
    }
    default:
      throw new Error(
        `The CMS has no widget for the field "${docPath}" (JSON schema ${JSON.stringify(node)}): ` +
          'add one in tooling/cms/cmsConfig.ts.',
      )
  }
}

/**
 * A translated list moves as one in both languages. The CMS keeps one list per language and, for a list marked
 * `i18n: true`, copies each duplicated value (an icon, a link) into the other language by its position: moving or
 * removing an English card gave the Arabic cards after it the wrong icons. Marked `duplicate`, the list's structure is
 * shared instead: adding, moving or removing an item does the same to both languages, whole items with their words,
 * while each item's words stay translated field by field. A list of a fixed length offers neither add nor remove.
 */
function listInStep(node: JsonSchema, locale: Locale): { options: Record<string, unknown>; hint: string } {
  const fixed = node.minItems !== undefined && node.minItems === node.maxItems
  const together = editorWords.together[locale]
  if (fixed)
    return {
      options: { i18n: 'duplicate', allow_add: false, allow_remove: false },
      hint: `${editorWords.always[locale](node.minItems!)} ${together}`,
    }
  return { options: { i18n: 'duplicate' }, hint: together }
}

function fields(node: JsonSchema, docPath: string, context: Context): CmsField[] {
  return Object.entries(node.properties ?? {}).map(([key, child]) =>
    field(key, child, docPath ? `${docPath}.${key}` : key, (node.required ?? []).includes(key), context),
  )
}

/** The fields of a content type, in the order of its schema (the order the CMS writes them in). */
export function fieldsOf(type: ContentType, images: string[], locale: Locale = defaultLocale): CmsField[] {
  const schema = jsonSchemaOf(type)
  return fields(schema, '', {
    docs: fieldDescriptions(type),
    locale,
    images,
    typeId: type.id,
    translated: type.kind !== 'shared',
  })
}

/** A list's thumbnail: the picture of `field`, found under content/images/ from the repository's root. */
const pictureThumbnail = (field: string) => `/content/images/{{fields.${field}}}`

/**
 * How each collection's list of entries reads: in the site's own order (the /vision grid's, the newest news first),
 * each entry summed up in a line an editor can scan, with its picture as a thumbnail. The CMS reads a picture's path
 * without a leading slash (news/x.svg, as the files write it) as beside the entry's own file, where it finds nothing:
 * the thumbnail is named by its whole path from the repository's root instead.
 */
const listViews: Record<string, Record<string, unknown>> = {
  initiative: {
    sortable_fields: { fields: ['order', 'title'], default: { field: 'order', direction: 'ascending' } },
    summary: '{{order}}. {{title}}',
    thumbnail: pictureThumbnail('illustration.src'),
  },
  solution: {
    sortable_fields: { fields: ['order', 'title'], default: { field: 'order', direction: 'ascending' } },
    summary: '{{order}}. {{title}}',
    thumbnail: pictureThumbnail('illustration.src'),
  },
  'news-item': {
    sortable_fields: { fields: ['date', 'title', 'category'], default: { field: 'date', direction: 'descending' } },
    summary: '{{title}} ({{category}}, {{date}})',
    thumbnail: pictureThumbnail('image'),
  },
  'team-member': {
    sortable_fields: { fields: ['aboutOrder', 'name'], default: { field: 'aboutOrder', direction: 'ascending' } },
    summary: '{{name}}, {{position}}',
    thumbnail: pictureThumbnail('image'),
  },
}

/** An entry of the folder, as its file is named: content/news/dubai-ev-taxi-chargers.mdx. */
function slugExample(root: string, folder: string, extension: string): string {
  const first = fs
    .readdirSync(path.join(root, 'content', folder))
    .filter((name) => name.endsWith(extension))
    .sort()[0]
  return `content/${folder.replace(/\/$/, '')}/${first ?? `robotics-week-2026${extension}`}`
}

/** content/<file> for English, content/ar/<file> for Arabic: the locale folder, left out for the default language. */
const localized = (file: string) => `content/{{locale}}/${file}`

/**
 * `locale` is the language of the editor's labels and hints: /admin is in English, /admin/ar in Arabic. Both edit the
 * same files in both languages and save them the same way.
 */
export function cmsConfig(options: { backend: CmsBackend; root: string; appTitle?: string; locale?: Locale }) {
  const locale = options.locale ?? defaultLocale
  const images = imageFiles(options.root)
  const bodyField = (body: NonNullable<(ContentType & { kind: 'collection' })['body']>): CmsField => ({
    name: 'body',
    label: body.label[locale],
    widget: 'markdown',
    // Markdown as the file has it first; the formatted view, with the Insert menu of company facts, one switch away.
    // Opening a body there leaves it byte for byte as it was, in both languages (e2e/admin-rich-text.test.ts).
    modes: ['raw', 'rich_text'],
    hint: [body.hint[locale], mdxComponents[locale](companyFactTags)]
      .map((text) => (locale === 'en' ? text : isolateLatin(text)))
      .join(' '),
    i18n: true,
  })
  const pages = contentTypes.filter((type) => type.kind === 'document')
  const shared = contentTypes.filter((type) => type.kind === 'shared')
  const folders = contentTypes.filter((type) => type.kind === 'collection')
  return {
    backend:
      options.backend.name === 'github'
        ? {
            ...options.backend,
            // The content check's job (.github/workflows/content.yml): on an entry's pull request the editor shows its
            // state, read from the commit's checks by this name (Sveltia CMS's deploy preview status).
            preview_context: 'Content check',
            commit_messages: {
              create: 'Create {{collection}} “{{slug}}”',
              update: 'Update {{collection}} “{{slug}}”',
              delete: 'Delete {{collection}} “{{slug}}”',
              uploadMedia: 'Upload “{{path}}”',
              deleteMedia: 'Delete “{{path}}”',
            },
          }
        : options.backend,
    publish_mode: 'editorial_workflow',
    // The company's name and mark on the sign-in screen and the browser tab, not the CMS's.
    ...(options.appTitle ? { app_title: options.appTitle } : {}),
    logo: { src: '/favicon.svg' },
    media_folder: 'content/images',
    public_folder: '/content/images',
    media_libraries: { stock_assets: { providers: [] } },
    i18n: {
      structure: 'multiple_folders',
      locales: [...locales],
      default_locale: defaultLocale,
      omit_default_locale_from_file_path: true,
    },
    // Optional fields left empty are left out of the file, as the schemas expect (an empty text would be refused).
    output: { omit_empty_optional_fields: true, yaml: { quote: 'none', indent_sequences: true } },
    collections: [
      {
        name: 'pages',
        label: pagesLabel[locale],
        description: editorWords.pagesDescription[locale],
        i18n: true,
        files: pages.map((type) => ({
          name: type.id,
          label: type.label[locale],
          file: localized(type.file),
          format: 'yaml',
          i18n: true,
          fields: fieldsOf(type, images, locale),
        })),
      },
      ...folders.map((type) => {
        const fields = fieldsOf(type, images, locale)
        return {
          name: type.key,
          label: type.label[locale],
          label_singular: type.singular[locale],
          folder: localized(type.folder).replace(/\/$/, ''),
          extension: type.extension.slice(1),
          format: type.extension === '.mdx' ? 'yaml-frontmatter' : 'yaml',
          create: true,
          delete: false,
          // The file's name is the entry's address (/vision/<slug>) or id: typed once when the entry is made, the same
          // in every language, and never changed after, so no link to it breaks.
          slug: {
            editable: ['create'],
            hint: (locale === 'en' ? (text: string) => text : isolateLatin)(
              editorWords.slug[locale](slugExample(options.root, type.folder, type.extension)),
            ),
          },
          identifier_field: fields.some((field) => field.name === 'title') ? 'title' : 'name',
          ...listViews[type.id],
          i18n: true,
          fields: [...fields, ...(type.body ? [bodyField(type.body)] : [])],
        }
      }),
      {
        name: 'company',
        label: shared[0]!.label[locale],
        description: editorWords.companyDescription[locale],
        files: shared.map((type) => ({
          name: type.id,
          label: type.label[locale],
          file: `content/${type.file}`,
          format: 'yaml',
          fields: fieldsOf(type, images, locale),
        })),
      },
    ],
  }
}
