import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { locales } from '../../locales.ts'
import { contentTypes } from '../contentTypes.ts'
import { fieldKey, fieldNodes, jsonSchemaOf } from '../labels.ts'
import { dictionaries } from './dictionaries.ts'

/**
 * The keys of `dictionary` that `other` lacks, at every depth, written as a reader finds them in the file
 * (`fields["solution.title"]`, `cms.slug`); a word made by a function counts as one key.
 */
function keysMissingFrom(dictionary: object, other: object, at = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) => {
    const here = at ? (/^[A-Za-z]\w*$/.test(key) ? `${at}.${key}` : `${at}["${key}"]`) : key
    const theirs = (other as Record<string, unknown>)[key]
    if (theirs === undefined) return [here]
    return value && typeof value === 'object' && theirs && typeof theirs === 'object'
      ? keysMissingFrom(value, theirs, here)
      : []
  })
}

describe("the editor's dictionaries, one per language", () => {
  it('names the key a language lacks', () => {
    expect(
      keysMissingFrom(
        { fields: { 'solution.title': { label: 'Solution name' } }, cms: { slug: '' } },
        { fields: {}, cms: {} },
      ),
    ).toEqual(['fields["solution.title"]', 'cms.slug'])
  })

  it.each(locales.flatMap((locale) => locales.filter((other) => other !== locale).map((other) => [locale, other])))(
    'every key of %s is in %s too',
    (locale, other) => {
      // The English hint is the JSDoc above the field's key, so a hint is the one key English does not have; and the
      // additions to the CMS's own interface files fill what each of those files lacks, which differs by language.
      const withoutHints = (words: object) =>
        Object.fromEntries(
          Object.entries(words)
            .filter(([section]) => section !== 'cmsInterface')
            .map(([section, value]) =>
              section === 'fields'
                ? [
                    section,
                    Object.fromEntries(
                      Object.entries(value as Record<string, { label: string }>).map(([key, { label }]) => [
                        key,
                        { label },
                      ]),
                    ),
                  ]
                : [section, value],
            ),
        )
      expect(keysMissingFrom(withoutHints(dictionaries[locale]), withoutHints(dictionaries[other]))).toEqual([])
    },
  )

  it.each(locales)('labels every field of every content type in %s', (locale) => {
    const unlabelled = contentTypes.flatMap((type) =>
      fieldNodes(jsonSchemaOf(type))
        .filter(([, , kind]) => kind === 'field')
        .map(([docPath]) => fieldKey(type, docPath))
        .filter((key) => !(dictionaries[locale].fields as Record<string, { label?: string }>)[key]?.label),
    )
    expect(unlabelled).toEqual([])
  })

  it.each(locales)('holds no words for a field no schema has, in %s', (locale) => {
    const known = new Set(
      contentTypes.flatMap((type) => fieldNodes(jsonSchemaOf(type)).map(([docPath]) => fieldKey(type, docPath))),
    )
    expect(Object.keys(dictionaries[locale].fields).filter((key) => !known.has(key))).toEqual([])
  })

  it.each(locales)('names every kind of content file, and no other, in %s', (locale) => {
    expect(Object.keys(dictionaries[locale].types).sort()).toEqual(contentTypes.map((type) => type.id).sort())
  })

  it.each(locales)("adds to the CMS's %s interface only strings its English one has", (locale) => {
    const english = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/locales/en-US.json', 'utf8'))
    const unknown = keysMissingFrom(dictionaries[locale].cmsInterface, english)
    expect(unknown).toEqual([])
  })

  it('keeps the English hint in one place, the JSDoc comment above the key', () => {
    const hinted = Object.entries(dictionaries.en.fields).filter(([, words]) => words.hint !== undefined)
    expect(hinted.map(([key]) => key)).toEqual([])
  })
})
