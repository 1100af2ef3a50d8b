import { describe, expect, it } from 'vitest'
import { contentTypes } from '../../../lib/content/contentTypes.ts'
import { labelsAlong } from '../../../lib/content/labels.ts'
import { type Locale, locales } from '../../../lib/locales.ts'
import { cmsConfig } from '../cmsConfig.ts'
import { fieldLabels } from './fieldLabels.ts'
import { editName } from './keyboardToField.ts'

const labels = fieldLabels(
  Object.fromEntries(
    locales.map((locale) => [locale, cmsConfig({ backend: { name: 'test-repo' }, root: process.cwd(), locale })]),
  ) as Record<Locale, ReturnType<typeof cmsConfig>>,
)
const type = (id: string) => contentTypes.find((each) => each.id === id)!

describe('the names of the preview’s parts', () => {
  it('say “Edit” and the field’s label, in the editor’s language, as the schema labels it', () => {
    for (const locale of locales) {
      const subtitle = labelsAlong(type('initiative'), ['subtitle'], locale).at(-1)!
      expect(editName(labels.initiative, 'subtitle', locale)).toBe(`${locale === 'ar' ? 'تحرير' : 'Edit'}: ${subtitle}`)
    }
  })

  it('name a list item’s field by the item’s own label, whatever its position', () => {
    for (const locale of locales) {
      const title = labelsAlong(type('initiative'), ['alignment', 'cards', 0, 'title'], locale).at(-1)!
      expect(editName(labels.initiative, 'alignment.cards.2.title', locale)).toMatch(new RegExp(`: ${title}$`))
    }
  })
})
