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
  /** Above the search box under the sentence: an invitation to search for what the visitor was looking for. */
  searchLabel: text(80).meta({
    label: { en: 'Not-found search box label', ar: 'تسمية مربع البحث في «الصفحة غير موجودة»' },
    hintAr: 'فوق مربع البحث تحت الجملة: دعوة إلى البحث عمّا كان الزائر يبحث عنه.',
  }),
  /** The heading above the links to the site's main sections (solutions, national vision, news, contact). */
  sectionsHeading: text(80).meta({
    label: { en: 'Not-found main sections heading', ar: 'عنوان الأقسام الرئيسية في «الصفحة غير موجودة»' },
    hintAr: 'العنوان فوق روابط الأقسام الرئيسية للموقع (الحلول، والرؤى الوطنية، والأخبار، والتواصل).',
  }),
  /** The button under the sentence, usually back to the home page. */
  homeLink: linkTo({
    label: { en: 'Way-back button', ar: 'زر العودة' },
    hintAr: 'الزر تحت الجملة، ويعود عادةً إلى الصفحة الرئيسية.',
  }),
})

export type NotFound = z.infer<typeof notFoundSchema>
