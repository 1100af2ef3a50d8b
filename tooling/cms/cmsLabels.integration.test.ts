import fs from 'node:fs'
import Ajv from 'ajv'
import { describe, expect, it } from 'vitest'
import { contentTypes } from '../../lib/content/contentTypes.ts'
import { fieldRows } from '../content-guide/contentGuide.ts'
import type { Locale } from '../../lib/locales.ts'
import { cmsConfigSchema } from './cmsBundle.ts'
import { type CmsField, cmsConfig } from './cmsConfig.ts'

// The words an editor finds a field by, in /admin (English) and /admin/ar (Arabic), both made from the labels the
// dictionaries hold (lib/content/translations/). What the rules below pin (the words a key makes, a generic word, a file's name) is the rule itself.

const root = process.cwd()
const backend = { name: 'github', repo: 'acme/website', auth_endpoint: 'api/cms/auth' } as const
const configs = {
  en: cmsConfig({ root, backend }),
  ar: cmsConfig({ root, backend, locale: 'ar' }),
} satisfies Record<Locale, unknown>

/** A label as the old generator made it from a key: "tocHeading" → "Toc heading". The rule: never this. */
const fromKey = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
const arabicLetters = /[\u0600-\u06FF]/
/** A hint that sends an editor to a file or a key instead of a place on the page or in the editor. */
const namesAFileOrKey = /content\/|\.ya?ml\b|\.mdx\b|\.tsx?\b|components\/|slug of a file|\b[a-z]+[A-Z]\w*\b/

interface Visited {
  /** Where the field is, by its keys: pages › home › hero › heading. */
  where: string
  field: CmsField
  siblings: CmsField[]
  /** The one field of a list of texts: it goes by its list's name. */
  listItem: boolean
}

/** Every field, group and list of a configuration, with where it is and the fields beside it. */
function visit(config: (typeof configs)[Locale]): Visited[] {
  const out: Visited[] = []
  const walk = (fields: CmsField[], where: string, listItem = false) => {
    for (const field of fields) {
      const here = `${where} › ${field.name}`
      out.push({ where: here, field, siblings: fields, listItem })
      if (Array.isArray(field.fields)) walk(field.fields as CmsField[], here)
      if (field.field) walk([field.field as CmsField], here, true)
    }
  }
  for (const collection of config.collections) {
    if ('files' in collection)
      for (const file of collection.files) walk(file.fields as CmsField[], `${collection.name} › ${file.name}`)
    else walk(collection.fields as CmsField[], collection.name)
  }
  return out
}

/** Every collection and file of a configuration, as the editor's side bar and lists name them. */
function places(config: (typeof configs)[Locale]): { name: string; label: string; singular?: string }[] {
  return config.collections.flatMap((collection) => [
    {
      name: collection.name,
      label: collection.label,
      ...('label_singular' in collection ? { singular: collection.label_singular } : {}),
    },
    ...('files' in collection ? collection.files.map((file) => ({ name: file.name, label: file.label })) : []),
  ])
}

describe('the labels and hints of the editor, in English and in Arabic', () => {
  it.each(['en', 'ar'] as const)("the %s configuration passes the CMS's own schema", (locale) => {
    const ajv = new Ajv({ allErrors: true, strict: false })
    ajv.addFormat('regex', (value: string) => {
      try {
        return Boolean(new RegExp(value))
      } catch {
        return false
      }
    })
    ajv.addFormat('uri', (value: string) => URL.canParse(value))
    ajv.validate(JSON.parse(fs.readFileSync(cmsConfigSchema, 'utf8')), configs[locale])
    expect(ajv.errors ?? []).toEqual([])
  })

  it('gives every field a label of words, never one made from its key', () => {
    const fromKeys = visit(configs.en)
      .filter(({ field }) => field.label === fromKey(field.name) || field.label === field.name)
      .map(({ where, field }) => `${where}: "${field.label}"`)
    expect(fromKeys).toEqual([])
  })

  it('gives every field a label that makes sense alone: two words at least, and none shared with a field beside it', () => {
    for (const locale of ['en', 'ar'] as const) {
      const problems = visit(configs[locale]).flatMap(({ where, field, siblings }) => {
        const label = String(field.label)
        const same = siblings.filter((other) => other !== field && other.label === label)
        return [
          ...(label.trim().split(/\s+/).length < 2 ? [`${where}: "${label}" is a single word`] : []),
          ...(same.length > 0 ? [`${where}: "${label}" is also the label of ${same.map((f) => f.name)}`] : []),
        ]
      })
      expect(problems, locale).toEqual([])
    }
  })

  it('labels every field, collection and file in Arabic in the Arabic editor, and in English in the English one', () => {
    const problems = [
      ...visit(configs.ar)
        .filter(({ field }) => !arabicLetters.test(String(field.label)))
        .map(({ where, field }) => `${where}: "${field.label}" in /admin/ar`),
      ...visit(configs.en)
        .filter(({ field }) => arabicLetters.test(String(field.label)))
        .map(({ where, field }) => `${where}: "${field.label}" in /admin`),
      ...places(configs.ar)
        .filter((place) => ![place.label, place.singular ?? 'ا'].every((label) => arabicLetters.test(label)))
        .map((place) => `${place.name}: "${place.label}" in /admin/ar`),
      ...places(configs.en)
        .filter((place) => [place.label, place.singular ?? ''].some((label) => arabicLetters.test(label)))
        .map((place) => `${place.name}: "${place.label}" in /admin`),
    ]
    expect(problems).toEqual([])
  })

  it('hints at every field in both languages, naming places on the page and in the editor, never a file or a key', () => {
    const problems = (['en', 'ar'] as const).flatMap((locale) =>
      visit(configs[locale]).flatMap(({ where, field, listItem }) => {
        const hint = typeof field.hint === 'string' ? field.hint : ''
        if (!hint) return listItem ? [] : [`${where}: no hint in ${locale}`]
        return [
          ...(namesAFileOrKey.test(hint)
            ? [`${where}: the ${locale} hint names ${namesAFileOrKey.exec(hint)![0]}`]
            : []),
          ...(locale === 'ar' && !arabicLetters.test(hint) ? [`${where}: the Arabic hint is not in Arabic`] : []),
        ]
      }),
    )
    expect(problems).toEqual([])
  })

  it.each(contentTypes.map((type) => [type.id, type] as const))(
    'shows the labels of %s that the field guide shows, from the one dictionary per language',
    (_id, type) => {
      for (const locale of ['en', 'ar'] as const) {
        const config = visit(configs[locale]).filter(({ listItem }) => !listItem)
        const inConfig = new Set(config.map(({ field }) => String(field.label)))
        const missing = fieldRows(type)
          .map((row) => row.label?.[locale])
          .filter((label) => !label || !inConfig.has(label))
        expect(missing, locale).toEqual([])
      }
    },
  )
})
