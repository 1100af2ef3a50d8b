import { z } from 'zod'
import { altText, httpsUrl, imagePath, order, text } from '../fields.ts'

/** content/team/<id>.yaml: one person of the leadership team. */
export const teamMemberSchema = z.strictObject({
  /**
   * The person's name: the heading of their profile card on the About page and on the Leadership page. Also printed in
   * the company profile (PDF).
   */
  name: text(80).meta({
    label: { en: 'Full name', ar: 'الاسم الكامل' },
    hintAr: 'اسم الشخص: عنوان بطاقته في صفحة «من نحن» وفي صفحة فريق القيادة.',
  }),
  /** The display title, such as Managing Director, shown under the name. Also printed in the company profile (PDF). */
  position: text(80).meta({
    label: { en: 'Job title', ar: 'المسمى الوظيفي' },
    hintAr: 'المسمى الظاهر، مثل «المدير العام»، تحت الاسم.',
  }),
  /** The short biography on the profile card, under the job title. Also printed in the company profile (PDF). */
  bio: text(900).meta({
    label: { en: 'Short biography', ar: 'نبذة تعريفية' },
    hintAr: 'النبذة القصيرة في بطاقة الشخص، تحت المسمى الوظيفي.',
  }),
  /**
   * A portrait, ideally square and at least 800 pixels wide. It is shown on the profile card. Also printed in the
   * company profile (PDF).
   */
  image: imagePath().meta({
    label: { en: 'Portrait picture', ar: 'الصورة الشخصية' },
    hintAr: 'صورة شخصية، ويُفضَّل أن تكون مربعة بعرض 800 بكسل على الأقل. تظهر في بطاقة الشخص.',
  }),
  /** Describes the portrait to people who cannot see it, such as screen-reader users. */
  imageAlt: altText().meta({
    label: { en: 'Description of the portrait', ar: 'وصف الصورة الشخصية' },
    hintAr: 'يصف الصورة الشخصية لمن لا يستطيع رؤيتها، مثل مستخدمي برامج قراءة الشاشة.',
  }),
  /**
   * Professional profile, opened in a new tab by the LinkedIn button on the Leadership page; leave it empty and no
   * button is shown.
   */
  linkedin: z
    .union([z.literal(''), httpsUrl()])
    .default('')
    .meta({
      label: { en: 'LinkedIn profile address', ar: 'عنوان الملف على لينكدإن' },
      hintAr: 'الملف المهني، ويفتحه زر لينكدإن في صفحة فريق القيادة في تبويب جديد؛ اتركه فارغاً فلا يظهر الزر.',
    }),
  /** Position in the team section of the About page (1 comes first). Also printed in the company profile (PDF). */
  aboutOrder: order().meta({
    label: { en: 'Position on the About page', ar: 'الترتيب في صفحة «من نحن»' },
    hintAr: 'الموضع في قسم الفريق في صفحة «من نحن» (1 أولاً).',
  }),
  /** Position on the Leadership page; leave it out and the person is not shown there. */
  leadershipOrder: order()
    .optional()
    .meta({
      label: { en: 'Position on the Leadership page', ar: 'الترتيب في صفحة فريق القيادة' },
      hintAr: 'الموضع في صفحة فريق القيادة؛ اتركه فارغاً فلا يظهر الشخص هناك.',
    }),
})

export type TeamMember = z.infer<typeof teamMemberSchema>
