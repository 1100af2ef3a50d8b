import { describe, expect, it } from 'vitest'
import { iconNames } from '../../../lib/content/iconNames.ts'
import { locales } from '../../../lib/locales.ts'
import { type CmsField, cmsConfig } from '../cmsConfig.ts'
import { pickerHints, pickerTypes } from './pickerFields.ts'

/** Every field of the configuration, lists' and groups' fields included. */
function allFields(fields: CmsField[]): CmsField[] {
  return fields.flatMap((field) => [
    field,
    ...allFields((field.fields as CmsField[] | undefined) ?? []),
    ...(field.field ? allFields([field.field as CmsField]) : []),
  ])
}

describe('the pickers in the configuration', () => {
  for (const locale of locales)
    it(`offer every symbol and accent colour of the schemas as pictures, with their names as the files hold them (${locale})`, () => {
      const config = cmsConfig({ root: process.cwd(), backend: { name: 'test-repo' }, locale })
      const fields = config.collections.flatMap((collection) =>
        'files' in collection
          ? collection.files.flatMap((file) => allFields(file.fields as CmsField[]))
          : allFields(collection.fields as CmsField[]),
      )
      const symbols = fields.filter((field) => field.widget === pickerTypes.symbol)
      const colours = fields.filter((field) => field.widget === pickerTypes.colour)
      // The solutions', the initiatives' cards, the home page's cards, the About page's values…
      expect(symbols.map((field) => field.name).every((name) => name === 'icon')).toBe(true)
      expect(symbols.length).toBeGreaterThanOrEqual(4)
      expect(colours.map((field) => field.name).every((name) => name === 'color')).toBe(true)
      expect(colours.length).toBeGreaterThanOrEqual(2)
      for (const field of symbols) {
        expect(field.options).toEqual([...iconNames])
        expect(String(field.hint)).toContain(pickerHints.symbol[locale])
        // The hint no longer lists the sixty names the picker shows as pictures.
        expect(String(field.hint)).not.toContain('heart-handshake')
      }
      for (const field of colours) expect(field.options).toEqual(['sky', 'emerald'])
      // No icon or colour choice is left a list of words.
      expect(fields.filter((field) => field.widget === 'select' && field.name === 'icon')).toEqual([])
    })
})
