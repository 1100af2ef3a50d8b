import { z } from 'zod'
import { isoDate, seoDescription, text } from '../fields.ts'

/** content/legal/<slug>.mdx: a legal page such as the privacy policy. Each `## ` heading is a numbered section. */
export const legalPageSchema = z.strictObject({
  /**
   * The heading at the top of the page, also the browser tab's title and the words of the page's link in the footer of
   * every page.
   */
  title: text(80).meta({
    label: { en: 'Legal page title', ar: 'عنوان الصفحة القانونية' },
    hintAr: 'العنوان أعلى الصفحة، وهو أيضاً عنوان تبويب المتصفح وكلمات رابط الصفحة في تذييل كل صفحة.',
  }),
  /** The date from which this text applies. It is shown under the title, after "Effective". */
  effective: isoDate().meta({
    label: { en: 'Effective date', ar: 'تاريخ السريان' },
    hintAr: 'التاريخ الذي يسري منه هذا النص. يظهر تحت العنوان بعد كلمة «يسري اعتباراً من».',
  }),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ما تعرضه محركات البحث تحت عنوان هذه الصفحة في نتائجها.',
  }),
})

export type LegalPage = z.infer<typeof legalPageSchema>
