import { z } from 'zod'
import { defaultLocale, type InWords, type Locale, localeInfo, locales } from '../locales.ts'
import { type ContentType, contentTypeOf } from './contentTypes.ts'
import { dictionaries, inLanguages } from './translations/dictionaries.ts'
import type { FieldKey } from './translations/en.ts'

/*
 * A field's label and its hint in every language but English live in the editor's dictionaries, one file per language
 * (lib/content/translations/), keyed by the content type and the field's path: `solution.focus[].title`. The schema
 * keeps the English hint, as the JSDoc comment above the key, which an editor of the code sees on hover and the field
 * guide's generator (tooling/content-guide/) reads. jsonSchemaOf writes the dictionaries' words into each node of
 * the JSON Schema, where the CMS configuration, the field guide and the content check find them.
 */

/** The part of a zod schema's JSON Schema (z.toJSONSchema) that the guide, the CMS and the check read. */
export interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
  /** The field's name in the CMS, the field guide and the content check's messages, in each language. */
  label?: InWords
  /** The field's hint in each language but the default, whose hint is the JSDoc comment above the field's key. */
  hint?: Partial<InWords>
}

const jsonSchemas = new Map<ContentType, JsonSchema>()

/** A content type's schema as JSON Schema, with each field's words from the dictionaries; made once per type. */
export function jsonSchemaOf(type: ContentType): JsonSchema {
  let schema = jsonSchemas.get(type)
  if (!schema) {
    schema = z.toJSONSchema(type.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
    for (const [docPath, node] of fieldNodes(schema)) {
      const key = fieldKey(type, docPath)
      const words = locales.map((locale) => [locale, dictionaries[locale].fields[key as FieldKey]] as const)
      if (words.some(([, entry]) => entry)) {
        node.label = Object.fromEntries(words.map(([locale, entry]) => [locale, entry?.label])) as InWords
        const hints = words.filter(([, entry]) => entry?.hint).map(([locale, entry]) => [locale, entry!.hint])
        if (hints.length) node.hint = Object.fromEntries(hints)
      }
    }
    jsonSchemas.set(type, schema)
  }
  return schema
}

/** A field's key in the dictionaries: its content type's id and its path, lists marked [] (`solution.focus[].title`). */
export const fieldKey = (type: ContentType, docPath: string) => `${type.id}.${docPath}`

/**
 * Every field of a schema with its path (`focus[].title`): the properties of each group, through lists and through a
 * choice between an empty value and a group of fields, and the item of each list (`focusAreas[]`), which takes its
 * list's words unless it has its own. A choice's options share its path; its words are on the choice.
 */
export function fieldNodes(schema: JsonSchema): [string, JsonSchema, 'field' | 'item'][] {
  const out: [string, JsonSchema, 'field' | 'item'][] = []
  const walk = (node: JsonSchema, docPath: string) => {
    for (const [key, field] of Object.entries(node.properties ?? {})) {
      const fieldPath = docPath ? `${docPath}.${key}` : key
      out.push([fieldPath, field, 'field'])
      walk(field, fieldPath)
    }
    for (const option of node.anyOf ?? []) walk(option, docPath)
    if (node.items) {
      out.push([`${docPath}[]`, node.items, 'item'])
      walk(node.items, `${docPath}[]`)
    }
  }
  walk(schema, '')
  return out
}

/** The node of a key of an object, looking through a choice between an empty value and a group of fields. */
function child(node: JsonSchema, key: string): JsonSchema | undefined {
  return node.properties?.[key] ?? node.anyOf?.map((option) => option.properties?.[key]).find(Boolean)
}

/**
 * The labels along a path of keys and list positions in a content type, in `locale`: ['pillars', 'items', 2, 'title']
 * is Four Pillars section › Pillar cards › 3 › Pillar card title. A key the schema does not have is shown quoted,
 * as written; undefined when the path is not in the schema at all.
 */
export function labelsAlong(type: ContentType, path: readonly (string | number)[], locale: Locale): string[] {
  const out: string[] = []
  let node: JsonSchema | undefined = jsonSchemaOf(type)
  for (const part of path) {
    if (typeof part === 'number') {
      out.push(String(part + 1))
      node = node?.items ?? node?.anyOf?.find((option) => option.items)?.items
      continue
    }
    node = node && child(node, part)
    out.push(node?.label?.[locale] ?? `"${part}"`)
  }
  return out
}

/** The English label of the field at `path` in a file, when its kind of file has that field. */
export function labelAt(file: string, path: readonly (string | number)[]): string | undefined {
  const type = contentTypeOf(file)
  const last = type && labelsAlong(type, path, 'en').at(-1)
  return last && !last.startsWith('"') ? last : undefined
}

/** The language of a file under content/: the folder it is in (content/ar/…), else the default language. */
export function localeOfFile(file: string): Locale {
  return (
    locales.find(
      (locale) => localeInfo[locale].contentFolder && file.startsWith(`content/${localeInfo[locale].contentFolder}/`),
    ) ?? defaultLocale
  )
}

/** "Arabic", "English", "العربية": a language's name in the language of the words around it. */
export const languageName = (locale: Locale, inLocale: Locale) =>
  new Intl.DisplayNames([inLocale], { type: 'language' }).of(locale) ?? locale

/**
 * Where the CMS lists a kind of file, in its words: Pages › Home page, Initiatives › Dubai Economic Agenda (D33). An
 * entry is named by its title in `locale` when it is known (`entry`), else by its file's name (dubai-d33).
 */
export function editorFile(type: ContentType, file: string, locale: Locale, entry?: InWords): string[] {
  if (type.kind === 'document') return [pagesLabel[locale], type.label[locale]]
  if (type.kind === 'shared') return [type.label[locale]]
  return [
    type.label[locale],
    entry?.[locale] ??
      file
        .split('/')
        .at(-1)!
        .replace(/\.[a-z]+$/, ''),
  ]
}

/** The collection of the CMS that holds every page's own words. */
export const pagesLabel: InWords = inLanguages((words) => words.places.pagesLabel)

/**
 * A field of a file as an editor finds it in the CMS, in `locale`'s words: "Pages › About page › Four Pillars section ›
 * Pillar cards › 3 › Pillar card title (Arabic)". The language is named for files kept in both languages, since the
 * CMS shows the two side by side. `path` is the field's keys and list positions; for an MDX file, ['text'] is the text
 * below the fields and ['link'] a link in it; `entry` is the entry's title in each language. Undefined for a file of no
 * known kind.
 */
export function editorPlace(
  file: string,
  path: readonly (string | number)[],
  locale: Locale = defaultLocale,
  entry?: InWords,
): string | undefined {
  const type = contentTypeOf(file)
  if (!type) return undefined
  const body = type.kind === 'collection' && type.body && !child(jsonSchemaOf(type), String(path[0]))
  const labels =
    body && path[0] === 'text'
      ? [type.body!.label[locale]]
      : body && path[0] === 'link'
        ? [type.body!.label[locale], linkInText[locale]]
        : labelsAlong(type, path, locale)
  const language = type.kind === 'shared' ? '' : ` (${languageName(localeOfFile(file), locale)})`
  return `${[...editorFile(type, file, locale, entry), ...labels].join(' › ')}${language}`
}

const linkInText: InWords = inLanguages((words) => words.places.linkInText)
