import type { Locale } from '../../lib/locales.ts'
import { reviewedFile } from './reviewedMarks.ts'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/** The editor's collection of the translators' "checked" marks (reviewedMarks.ts), named in the editor's language. */
export const reviewedCollectionName = 'translation-checks'

const checkedCollection = inLanguages((words) => words.translations.checkedCollection)

/**
 * A collection of one file, translations/reviewed.yaml, with a list of marks: where a translator records that a
 * flagged Arabic text is still right, without changing it. Added to each editor's configuration by writeAdmin.
 */
export function reviewedCollection(locale: Locale) {
  const said = checkedCollection[locale]
  return {
    name: reviewedCollectionName,
    label: said.label,
    description: said.description,
    files: [
      {
        name: 'reviewed',
        label: said.file,
        file: reviewedFile,
        format: 'yaml',
        // A list of marks has no page to preview.
        editor: { preview: false },
        fields: [
          {
            name: 'reviewed',
            label: said.list,
            hint: said.listHint,
            label_singular: said.item,
            widget: 'list',
            required: false,
            fields: [
              {
                name: 'file',
                label: said.arabicFile,
                hint: said.arabicFileHint,
                widget: 'string',
                pattern: ['^content/[a-z]+/[a-z0-9./-]+$', said.arabicFileHint],
              },
              { name: 'field', label: said.field, hint: said.fieldHint, widget: 'string' },
              {
                name: 'english',
                label: said.english,
                hint: said.englishHint,
                widget: 'string',
                pattern: ['^[0-9a-f]{10}$', said.englishPattern],
              },
            ],
          },
        ],
      },
    ],
  }
}
