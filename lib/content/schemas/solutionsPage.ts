import { z } from 'zod'
import { callToAction, hero, seoDescription, text } from '../fields.ts'

/** content/solutions.yaml: the words of the Solutions page and the fixed labels of every solution page. */
export const solutionsPageSchema = z.strictObject({
  /** The summary of the Solutions page that search engines show under its title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ملخص صفحة الحلول الذي تعرضه محركات البحث تحت عنوانها في نتائجها.',
  }),
  /**
   * The dark band that opens the Solutions page. Its label, heading and paragraph are also printed in the company
   * profile (PDF).
   */
  hero: hero().meta({
    label: { en: 'Hero band', ar: 'الشريط الافتتاحي' },
    hintAr: 'الشريط الداكن الذي تبدأ به صفحة الحلول.',
  }),
  /** The fixed words of the solution cards on the Solutions page; the cards themselves are edited under Solutions. */
  grid: z
    .strictObject({
      /**
       * The small heading over the list of focus areas, on every card of the Solutions page and beside the Overview of
       * every solution page.
       */
      focusAreasLabel: text(60).meta({
        label: { en: 'Focus areas heading', ar: 'عنوان مجالات التركيز' },
        hintAr: 'العنوان الصغير فوق قائمة مجالات التركيز، في كل بطاقة في صفحة الحلول وبجانب «نظرة عامة» في كل صفحة حل.',
      }),
      /** The link text on every card, which opens that solution's page. */
      cardLink: text(40).meta({
        label: { en: 'Card link text', ar: 'نص رابط البطاقة' },
        hintAr: 'نص الرابط في كل بطاقة، ويفتح صفحة ذلك الحل.',
      }),
    })
    .meta({
      label: { en: 'Solution cards', ar: 'بطاقات الحلول' },
      hintAr: 'الكلمات الثابتة في بطاقات الحلول في صفحة الحلول؛ أما البطاقات نفسها فتُحرَّر في «الحلول».',
    }),
  /** The coloured band that closes the Solutions page, with one button. */
  cta: callToAction().meta({
    label: { en: 'Closing band', ar: 'الشريط الختامي' },
    hintAr: 'الشريط الملوّن الذي تنتهي به صفحة الحلول، وفيه زر واحد.',
  }),
  /** The fixed words of every solution page (/solutions/...), the same on each. */
  solutionPage: z
    .strictObject({
      /** The link back to the Solutions page at the top of the page. */
      back: text(60).meta({
        label: { en: 'Back link text', ar: 'نص رابط العودة' },
        hintAr: 'رابط العودة إلى صفحة الحلول أعلى الصفحة.',
      }),
      /** The heading of the first section under the top band, which holds the page's main text. */
      overviewHeading: text(60).meta({
        label: { en: 'Overview section heading', ar: 'عنوان قسم «نظرة عامة»' },
        hintAr: 'عنوان القسم الأول تحت الشريط العلوي، وفيه النص الرئيسي للصفحة.',
      }),
      /** The heading of the section with the three focus cards. */
      focusHeading: text(60).meta({
        label: { en: 'Strategic focus heading', ar: 'عنوان التركيز الاستراتيجي' },
        hintAr: 'عنوان القسم الذي فيه بطاقات التركيز الثلاث.',
      }),
      /** The heading of the section with the three numbered points of national alignment. */
      alignmentHeading: text(60).meta({
        label: { en: 'National alignment heading', ar: 'عنوان التوافق الوطني' },
        hintAr: 'عنوان القسم الذي فيه نقاط التوافق الوطني الثلاث المرقّمة.',
      }),
      /** The heading of the box that describes the company's role. */
      roleHeading: text(60).meta({
        label: { en: 'Our Role heading', ar: 'عنوان «دورنا»' },
        hintAr: 'عنوان المربع الذي يصف دور الشركة.',
      }),
      /** The link text under a national-alignment point that has an initiative page; it opens that page. */
      alignmentLink: text(40).meta({
        label: { en: 'Initiative link text', ar: 'نص رابط المبادرة' },
        hintAr: 'نص الرابط تحت نقطة توافق وطني لها صفحة مبادرة؛ ويفتح تلك الصفحة.',
      }),
      /** The coloured band that closes every solution page, with one button. */
      closing: callToAction().meta({
        label: { en: 'Closing band of every solution page', ar: 'الشريط الختامي لكل صفحة حل' },
        hintAr: 'الشريط الملوّن الذي تنتهي به كل صفحة حل، وفيه زر واحد.',
      }),
    })
    .meta({
      label: { en: 'Words of every solution page', ar: 'كلمات كل صفحة حل' },
      hintAr: 'الكلمات الثابتة في كل صفحة حل (/solutions/...)، وهي نفسها في كل صفحة.',
    }),
})

export type SolutionsPage = z.infer<typeof solutionsPageSchema>
