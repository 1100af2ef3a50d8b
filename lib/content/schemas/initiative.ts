import { z } from 'zod'
import { brandColor, httpsUrl, icon, illustration, order, seoDescription, text } from '../fields.ts'

/**
 * content/initiatives/<slug>.mdx: one national initiative. The file name is the address (/vision/<slug>); the MDX
 * body is the "The National Vision" section.
 */
export const initiativeSchema = z.strictObject({
  /**
   * The initiative's name: the heading of its page and of its card on the National Vision Alignment page, its entry in
   * the header's "National Vision Alignment" menu, and the browser tab's title. Also printed in the company profile
   * (PDF).
   */
  title: text(100).meta({
    label: { en: 'Initiative name', ar: 'اسم المبادرة' },
    hintAr:
      'اسم المبادرة: عنوان صفحتها وعنوان بطاقتها في صفحة التوافق مع الرؤى الوطنية، وبندها في قائمة «التوافق مع الرؤى الوطنية» في الترويسة، وعنوان تبويب المتصفح.',
  }),
  /**
   * The line under the name, both on the initiative's page and on its card on the National Vision Alignment page. Also
   * printed in the company profile (PDF).
   */
  subtitle: text(120).meta({
    label: { en: 'Line under the name', ar: 'السطر تحت الاسم' },
    hintAr: 'السطر تحت اسم المبادرة، في صفحتها وفي بطاقتها في صفحة التوافق مع الرؤى الوطنية.',
  }),
  /**
   * Position on the National Vision Alignment page's grid and in the header menu (1 comes first). Also printed in the
   * company profile (PDF).
   */
  order: order().meta({
    label: { en: 'Position in lists', ar: 'الترتيب في القوائم' },
    hintAr: 'موضع المبادرة في شبكة صفحة التوافق مع الرؤى الوطنية وفي قائمة الترويسة (1 أولاً).',
  }),
  /** The card text on the National Vision Alignment page, under the name and the line under it: one or two sentences. */
  summary: text(220).meta({
    label: { en: 'Card summary', ar: 'ملخص البطاقة' },
    hintAr: 'نص البطاقة في صفحة التوافق مع الرؤى الوطنية، تحت الاسم والسطر الذي تحته: جملة أو جملتان.',
  }),
  /** The drawing beside the name at the top of the initiative's page (below it on phones) and on its card. */
  illustration: illustration().meta({
    label: { en: 'Initiative drawing', ar: 'رسم المبادرة' },
    hintAr: 'الرسم بجانب الاسم أعلى صفحة المبادرة (وتحته على الهواتف)، وعلى بطاقتها.',
  }),
  /** What search engines show under this page's title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ما تعرضه محركات البحث تحت عنوان هذه الصفحة في نتائجها.',
  }),
  /**
   * The official government page, opened by "Learn more" (at the top of the page) in a new tab: a real, official
   * address (u.ae, dubai.ae, mediaoffice.ae, dewa.gov.ae, ai.gov.ae, rta.ae, dubaifuture.ae and the like), the most
   * stable one there is.
   */
  learnMoreUrl: httpsUrl().meta({
    label: { en: 'Official page address', ar: 'عنوان الصفحة الرسمية' },
    hintAr:
      'الصفحة الحكومية الرسمية التي يفتحها زر «اعرف المزيد» (أعلى الصفحة) في تبويب جديد: عنوان رسمي حقيقي (u.ae أو dubai.ae أو mediaoffice.ae أو dewa.gov.ae أو ai.gov.ae أو rta.ae أو dubaifuture.ae وما شابهها)، وأكثرها ثباتاً.',
  }),
  /** The section of icon cards after "The National Vision", on how the company supports this initiative. */
  alignment: z
    .strictObject({
      /** The heading of that section. */
      heading: text(100).meta({
        label: { en: 'Alignment section heading', ar: 'عنوان قسم التوافق' },
        hintAr: 'عنوان ذلك القسم.',
      }),
      /** The paragraph under the section's heading. */
      intro: text(400).meta({
        label: { en: 'Alignment section introduction', ar: 'مقدمة قسم التوافق' },
        hintAr: 'الفقرة تحت عنوان القسم.',
      }),
      /** The section's cards, in the order shown. */
      cards: z
        .array(
          z.strictObject({
            /** The picture in the card's coloured badge. */
            icon: icon().meta({
              label: { en: 'Alignment card symbol', ar: 'رمز بطاقة التوافق' },
              hintAr: 'الرمز في الشارة الملوّنة على البطاقة.',
            }),
            /** The card's heading. */
            title: text(60).meta({
              label: { en: 'Alignment card title', ar: 'عنوان بطاقة التوافق' },
              hintAr: 'عنوان البطاقة.',
            }),
            /** The card's text, under its heading. */
            description: text(400).meta({
              label: { en: 'Alignment card text', ar: 'نص بطاقة التوافق' },
              hintAr: 'نص البطاقة، تحت عنوانها.',
            }),
            /** The colour of the card's icon badge. */
            color: brandColor().meta({
              label: { en: 'Alignment card colour', ar: 'لون بطاقة التوافق' },
              hintAr: 'لون شارة الرمز على البطاقة.',
            }),
          }),
        )
        .min(3)
        .max(6)
        .meta({
          label: { en: 'Alignment cards', ar: 'بطاقات التوافق' },
          hintAr: 'بطاقات القسم، بترتيب ظهورها.',
        }),
    })
    .meta({
      label: { en: 'Alignment section', ar: 'قسم التوافق' },
      hintAr: 'قسم البطاقات ذات الرموز بعد «الرؤية الوطنية»، عن دعم الشركة لهذه المبادرة.',
    }),
  /**
   * The "Our Commitment" paragraph, in the highlighted box near the end of the initiative's page: two to four
   * sentences, in the first person plural.
   */
  commitment: text(1200).meta({
    label: { en: 'Our Commitment paragraph', ar: 'فقرة «التزامنا»' },
    hintAr: 'فقرة «التزامنا» في المربع المميّز قرب نهاية صفحة المبادرة: من جملتين إلى أربع، بصيغة المتكلم الجمع.',
  }),
})

export type Initiative = z.infer<typeof initiativeSchema>
