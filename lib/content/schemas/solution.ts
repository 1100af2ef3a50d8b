import { z } from 'zod'
import { brandColor, icon, illustration, order, seoDescription, text } from '../fields.ts'

/**
 * content/solutions/<id>.mdx: one solution area. The file name is the address (/solutions/<id>); the MDX body is
 * the "Overview" section.
 */
export const solutionSchema = z.strictObject({
  /**
   * The solution area's name: the heading of its page and of its card on the Solutions page, its entry in the header's
   * "Our Solutions" menu, and the browser tab's title. Also printed in the company profile (PDF).
   */
  title: text(100).meta({
    label: { en: 'Solution name', ar: 'اسم الحل' },
    hintAr:
      'اسم مجال الحل: عنوان صفحته وعنوان بطاقته في صفحة الحلول، وبنده في قائمة «حلولنا» في الترويسة، وعنوان تبويب المتصفح. ويذكره أيضاً الملف التعريفي القابل للتنزيل.',
  }),
  /**
   * The line under the name, both on the solution's page and on its card on the Solutions page. Also printed in the
   * company profile (PDF).
   */
  subtitle: text(120).meta({
    label: { en: 'Line under the name', ar: 'السطر تحت الاسم' },
    hintAr: 'السطر تحت اسم الحل، في صفحته وفي بطاقته في صفحة الحلول.',
  }),
  /**
   * Position on the Solutions page and in the header menu (1 comes first). Also printed in the company profile (PDF).
   */
  order: order().meta({
    label: { en: 'Position in lists', ar: 'الترتيب في القوائم' },
    hintAr: 'موضع الحل في صفحة الحلول وفي قائمة الترويسة (1 أولاً).',
  }),
  /** The picture in the badge of the solution's card and above the name on the solution's page. */
  icon: icon().meta({
    label: { en: 'Solution symbol', ar: 'رمز الحل' },
    hintAr: 'الرمز في شارة بطاقة الحل، وفوق الاسم في صفحة الحل.',
  }),
  /** The accent of the card and the page: sky or emerald. Also printed in the company profile (PDF). */
  color: brandColor().meta({
    label: { en: 'Accent colour', ar: 'لون التمييز' },
    hintAr: 'لون تمييز البطاقة والصفحة: سماوي (sky) أو زمردي (emerald).',
  }),
  /**
   * The drawing beside the name at the top of the solution's page (below it on phones) and on its card. Also printed in
   * the company profile (PDF).
   */
  illustration: illustration().meta({
    label: { en: 'Solution drawing', ar: 'رسم الحل' },
    hintAr: 'الرسم بجانب الاسم أعلى صفحة الحل (وتحته على الهواتف)، وعلى بطاقته.',
  }),
  /**
   * The card text on the Solutions page and the lead under the page's title. Also printed in the company profile
   * (PDF).
   */
  description: text(240).meta({
    label: { en: 'Card text and lead', ar: 'نص البطاقة والمقدمة' },
    hintAr: 'نص البطاقة في صفحة الحلول، والمقدمة تحت عنوان الصفحة. ويطبعه الملف التعريفي القابل للتنزيل بجانب الاسم.',
  }),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ما تعرضه محركات البحث تحت عنوان هذه الصفحة في نتائجها.',
  }),
  /** Three short focus areas listed on the solution's card, and again beside the Overview on the solution's page. */
  focusAreas: z
    .array(text(80))
    .length(3)
    .meta({
      label: { en: 'Solution focus areas', ar: 'مجالات تركيز الحل' },
      hintAr: 'ثلاثة مجالات تركيز قصيرة في بطاقة الحل، وتتكرر بجانب «نظرة عامة» في صفحة الحل.',
    }),
  /** The closing line of the solution's card, repeated under the focus areas on the solution's page. */
  conclusion: text(240).meta({
    label: { en: 'Closing line', ar: 'السطر الختامي' },
    hintAr: 'السطر الختامي في بطاقة الحل، ويتكرر تحت مجالات التركيز في صفحة الحل.',
  }),
  /** "Our Strategic Focus": three cards, in the section after the Overview. */
  focus: z
    .array(
      z.strictObject({
        /** The picture in the card's coloured badge. */
        icon: icon().meta({
          label: { en: 'Focus card symbol', ar: 'رمز بطاقة التركيز' },
          hintAr: 'الرمز في الشارة الملوّنة على البطاقة.',
        }),
        /** The card's heading. */
        title: text(60).meta({
          label: { en: 'Focus card title', ar: 'عنوان بطاقة التركيز' },
          hintAr: 'عنوان البطاقة.',
        }),
        /** The card's text, under its heading. */
        description: text(400).meta({
          label: { en: 'Focus card text', ar: 'نص بطاقة التركيز' },
          hintAr: 'نص البطاقة، تحت عنوانها.',
        }),
      }),
    )
    .length(3)
    .meta({
      label: { en: 'Strategic focus cards', ar: 'بطاقات التركيز الاستراتيجي' },
      hintAr: 'قسم «تركيزنا الاستراتيجي»: ثلاث بطاقات، في القسم الذي يلي «نظرة عامة».',
    }),
  /** "National Alignment": three points, each optionally linked to an initiative's page. */
  alignment: z
    .array(
      z.strictObject({
        /** The heading of the point, under its number. */
        title: text(100).meta({
          label: { en: 'Alignment point title', ar: 'عنوان نقطة التوافق' },
          hintAr: 'عنوان النقطة، تحت رقمها.',
        }),
        /**
         * The initiative the point is about, such as Dubai Robotics 2032, when it has one. Then the point ends with a
         * "Read about this initiative" link to that initiative's page.
         */
        initiative: z
          .string()
          .trim()
          .optional()
          .meta({
            label: { en: 'Linked initiative', ar: 'المبادرة المرتبطة' },
            hintAr:
              'المبادرة التي تتناولها النقطة، مثل «دبي للروبوتات 2032»، إن وُجدت. عندها تنتهي النقطة برابط «اقرأ عن هذه المبادرة» إلى صفحة المبادرة.',
          }),
        /** The text of the point, under its heading. */
        description: text(400).meta({
          label: { en: 'Alignment point text', ar: 'نص نقطة التوافق' },
          hintAr: 'نص النقطة، تحت عنوانها.',
        }),
      }),
    )
    .length(3)
    .meta({
      label: { en: 'National alignment points', ar: 'نقاط التوافق الوطني' },
      hintAr: 'قسم «التوافق الوطني»: ثلاث نقاط، يمكن ربط كل منها بصفحة مبادرة.',
    }),
  /** The company's role in this area, in the "Our Role" box near the end of the solution's page. */
  role: text(1200).meta({
    label: { en: 'Our Role paragraph', ar: 'فقرة «دورنا»' },
    hintAr: 'دور الشركة في هذا المجال، في مربع «دورنا» قرب نهاية صفحة الحل.',
  }),
})

export type Solution = z.infer<typeof solutionSchema>
