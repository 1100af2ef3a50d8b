import { z } from 'zod'
import { callToAction, hero, seoDescription, text } from '../fields.ts'

/** content/vision.yaml: the words of the National Vision Alignment page and the fixed labels of every initiative page. */
export const visionPageSchema = z.strictObject({
  /** The summary of the National Vision Alignment page that search engines show under its title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ملخص صفحة التوافق مع الرؤى الوطنية الذي تعرضه محركات البحث تحت عنوانها في نتائجها.',
  }),
  /**
   * The dark band that opens the National Vision Alignment page. Its label and paragraph are also printed in the
   * company profile (PDF).
   */
  hero: hero().meta({
    label: { en: 'Hero band', ar: 'الشريط الافتتاحي' },
    hintAr: 'الشريط الداكن الذي تبدأ به صفحة التوافق مع الرؤى الوطنية.',
  }),
  /** The section under the hero that introduces the national strategies. */
  intro: z
    .strictObject({
      /** The heading of the section. */
      heading: text(80).meta({
        label: { en: 'Introduction heading', ar: 'عنوان المقدمة' },
        hintAr: 'عنوان القسم.',
      }),
      /** The paragraphs under the heading, in order. */
      paragraphs: z
        .array(text(1200))
        .min(1)
        .max(4)
        .meta({
          label: { en: 'Introduction paragraphs', ar: 'فقرات المقدمة' },
          hintAr: 'الفقرات تحت العنوان، بترتيب ظهورها.',
        }),
    })
    .meta({
      label: { en: 'Introduction section', ar: 'قسم المقدمة' },
      hintAr: 'القسم تحت الشريط الافتتاحي الذي يعرّف بالاستراتيجيات الوطنية.',
    }),
  /** The grid of initiative cards; the cards themselves are edited under Initiatives. */
  grid: z
    .strictObject({
      /** The heading above the cards. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Initiative cards heading', ar: 'عنوان بطاقات المبادرات' },
        hintAr: 'العنوان فوق البطاقات.',
      }),
      /** The link text at the bottom of every card, which opens that initiative's page. */
      cardLink: text(40).meta({
        label: { en: 'Card link text', ar: 'نص رابط البطاقة' },
        hintAr: 'نص الرابط أسفل كل بطاقة، ويفتح صفحة تلك المبادرة.',
      }),
    })
    .meta({
      label: { en: 'Initiative cards', ar: 'بطاقات المبادرات' },
      hintAr: 'شبكة بطاقات المبادرات؛ أما البطاقات نفسها فتُحرَّر في «المبادرات».',
    }),
  /** The coloured band that closes the National Vision Alignment page, with one button. */
  cta: callToAction().meta({
    label: { en: 'Closing band', ar: 'الشريط الختامي' },
    hintAr: 'الشريط الملوّن الذي تنتهي به صفحة التوافق مع الرؤى الوطنية، وفيه زر واحد.',
  }),
  /** The fixed words of every initiative page (/vision/...), the same on each. */
  initiativePage: z
    .strictObject({
      /** The link back to the National Vision Alignment page at the top of the page. */
      back: text(60).meta({
        label: { en: 'Back link text', ar: 'نص رابط العودة' },
        hintAr: 'رابط العودة إلى صفحة التوافق مع الرؤى الوطنية أعلى الصفحة.',
      }),
      /** The small tag above the initiative's name, such as "NATIONAL INITIATIVE". */
      badge: text(40).meta({
        label: { en: 'Tag above the name', ar: 'الوسم فوق الاسم' },
        hintAr: 'الوسم الصغير فوق اسم المبادرة، مثل «مبادرة وطنية».',
      }),
      /** The button in the top band that opens the initiative's official page in a new tab. */
      learnMore: text(40).meta({
        label: { en: 'Official page button text', ar: 'نص زر الصفحة الرسمية' },
        hintAr: 'الزر في الشريط العلوي الذي يفتح الصفحة الرسمية للمبادرة في تبويب جديد.',
      }),
      /** The heading of the section that describes the initiative, under the top band. */
      visionHeading: text(60).meta({
        label: { en: 'National Vision heading', ar: 'عنوان «الرؤية الوطنية»' },
        hintAr: 'عنوان القسم الذي يصف المبادرة، تحت الشريط العلوي.',
      }),
      /** The heading of the green box near the end that says how the company supports the initiative. */
      commitmentHeading: text(60).meta({
        label: { en: 'Our Commitment heading', ar: 'عنوان «التزامنا»' },
        hintAr: 'عنوان المربع الأخضر قرب النهاية، الذي يقول كيف تدعم الشركة المبادرة.',
      }),
      /** The coloured band that closes every initiative page, with one button. */
      closing: callToAction().meta({
        label: { en: 'Closing band of every initiative page', ar: 'الشريط الختامي لكل صفحة مبادرة' },
        hintAr: 'الشريط الملوّن الذي تنتهي به كل صفحة مبادرة، وفيه زر واحد.',
      }),
    })
    .meta({
      label: { en: 'Words of every initiative page', ar: 'كلمات كل صفحة مبادرة' },
      hintAr: 'الكلمات الثابتة في كل صفحة مبادرة (/vision/...)، وهي نفسها في كل صفحة.',
    }),
})

export type VisionPage = z.infer<typeof visionPageSchema>
