import { z } from 'zod'
import { linkTo, text } from '../fields.ts'

/** content/not-found.yaml: the page shown for any address the site does not have. */
export const notFoundSchema = z.strictObject({
  /** The large heading of the page, also its title in the browser tab. */
  title: text(80).meta({
    label: { en: 'Not-found heading', ar: 'عنوان «الصفحة غير موجودة»' },
    hintAr: 'العنوان الكبير للصفحة، وهو أيضاً عنوانها في تبويب المتصفح.',
  }),
  /** The sentence under the heading, also the page's description for search engines. */
  text: text(300).meta({
    label: { en: 'Not-found sentence', ar: 'جملة «الصفحة غير موجودة»' },
    hintAr: 'الجملة تحت العنوان، وهي أيضاً وصف الصفحة لمحركات البحث.',
  }),
  /** The button under the sentence, usually back to the home page. */
  homeLink: linkTo({
    label: { en: 'Way-back button', ar: 'زر العودة' },
    hintAr: 'الزر تحت الجملة، ويعود عادةً إلى الصفحة الرئيسية.',
  }),
})

export type NotFound = z.infer<typeof notFoundSchema>
