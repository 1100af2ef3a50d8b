import type { Locale } from '../../lib/locales.ts'
import { reviewedFile } from './reviewedMarks.ts'

/** The editor's collection of the translators' "checked" marks (reviewedMarks.ts), named in the editor's language. */
export const reviewedCollectionName = 'translation-checks'

const words = {
  en: {
    label: 'Translations checked',
    description:
      'Arabic texts whose English changed and which a translator found still right. Add one item per text, with the three values shown beside the field’s mark in the Arabic editor; the mark goes away until the English changes again.',
    file: 'Translations checked',
    list: 'Checked texts',
    listHint: 'One item per Arabic text checked against its changed English.',
    item: 'Checked text',
    arabicFile: 'Arabic file',
    arabicFileHint: 'As the mark shows it, such as content/ar/initiatives/dubai-d33.mdx.',
    field: 'Field',
    fieldHint: 'As the mark shows it, such as summary or text › paragraph 2.',
    english: 'English version checked',
    englishHint:
      'The ten-character code shown beside the mark: the version of the English the Arabic was checked against.',
    englishPattern: 'Ten characters, digits and the letters a to f, as the mark shows them.',
  },
  ar: {
    label: 'ترجمات رُوجعت',
    description:
      'نصوص عربية تغيّر نظيرها الإنجليزي ووجدها المترجم لا تزال صحيحة. أضف عنصراً لكل نص بالقيم الثلاث الظاهرة بجانب علامة الحقل في المحرر العربي، فتختفي العلامة إلى أن يتغيّر النص الإنجليزي مجدداً.',
    file: 'ترجمات رُوجعت',
    list: 'النصوص المراجَعة',
    listHint: 'عنصر واحد لكل نص عربي رُوجع على نظيره الإنجليزي بعد تغيّره.',
    item: 'نص مراجَع',
    arabicFile: 'الملف العربي',
    arabicFileHint: 'كما تعرضه العلامة، مثل content/ar/initiatives/dubai-d33.mdx.',
    field: 'الحقل',
    fieldHint: 'كما تعرضه العلامة، مثل summary أو text › paragraph 2.',
    english: 'النسخة الإنجليزية التي رُوجع عليها',
    englishHint: 'الرمز المؤلف من عشرة محارف الظاهر بجانب العلامة: نسخة النص الإنجليزي التي رُوجع عليها النص العربي.',
    englishPattern: 'عشرة محارف من الأرقام والحروف من a إلى f، كما تعرضها العلامة.',
  },
} satisfies Record<Locale, Record<string, string>>

/**
 * A collection of one file, translations/reviewed.yaml, with a list of marks: where a translator records that a
 * flagged Arabic text is still right, without changing it. Added to each editor's configuration by writeAdmin.
 */
export function reviewedCollection(locale: Locale) {
  const said = words[locale]
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
