import { z } from 'zod'
import { seoDescription, text } from '../fields.ts'

/** content/leadership.yaml: the words of the Leadership page (/team). The people come from content/team/. */
export const leadershipSchema = z.strictObject({
  /** The summary of the Leadership page that search engines show under its title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ملخص صفحة فريق القيادة الذي تعرضه محركات البحث تحت عنوانها في نتائجها.',
  }),
  /** The small capitals above the heading in the dark band that opens the Leadership page. */
  label: text(60).meta({
    label: { en: 'Line above the hero heading', ar: 'السطر فوق عنوان الشريط الافتتاحي' },
    hintAr: 'السطر القصير بخط صغير فوق العنوان، في الشريط الداكن الذي تبدأ به صفحة فريق القيادة.',
  }),
  /** The large heading of the Leadership page, also the page's title in the browser tab. */
  heading: text(80).meta({
    label: { en: 'Hero heading', ar: 'عنوان الشريط الافتتاحي' },
    hintAr: 'العنوان الكبير لصفحة فريق القيادة، وهو أيضاً عنوان الصفحة في تبويب المتصفح.',
  }),
  /** The paragraph under the heading. */
  intro: text(600).meta({
    label: { en: 'Hero paragraph', ar: 'فقرة الشريط الافتتاحي' },
    hintAr: 'الفقرة تحت العنوان.',
  }),
  /** The button under a profile that has a professional-profile link; it opens that profile in a new tab. */
  profileButton: text(40).meta({
    label: { en: 'Profile button text', ar: 'نص زر الملف المهني' },
    hintAr: 'الزر تحت بطاقة الشخص الذي له رابط ملف مهني؛ ويفتح ذلك الملف في تبويب جديد.',
  }),
})

export type Leadership = z.infer<typeof leadershipSchema>
