import { z } from 'zod'
import { callToAction, heroWithLinks, icon, illustration, seoDescription, sitePath, text } from '../fields.ts'

/** content/home.yaml: the words of the home page. */
export const homeSchema = z.strictObject({
  /** The summary of the home page that search engines show under its title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ملخص الصفحة الرئيسية الذي تعرضه محركات البحث تحت عنوانها في نتائجها.',
  }),
  /** The dark band that opens the home page, with its main heading, two buttons and a drawing beside them. */
  hero: z
    .strictObject({
      ...heroWithLinks().shape,
      /**
       * The drawing beside the heading of the dark band (below the buttons on phones). Also printed in the company
       * profile (PDF).
       */
      illustration: illustration().meta({
        label: { en: 'Hero drawing', ar: 'رسم الشريط الافتتاحي' },
        hintAr: 'الرسم بجانب عنوان الشريط الداكن (وتحت الأزرار على الهواتف).',
      }),
    })
    .meta({
      label: { en: 'Hero band', ar: 'الشريط الافتتاحي' },
      hintAr: 'الشريط الداكن الذي تبدأ به الصفحة الرئيسية، وفيه عنوانها الرئيسي وزرّان ورسم بجانبهما.',
    }),
  /**
   * The band of key figures under the hero: the targets the company's work serves, each a large number with a short
   * line under it, linking to the page that explains it.
   */
  figures: z
    .strictObject({
      /**
       * The heading of the band, read by screen readers and shown in small capitals above the figures. Also printed in
       * the company profile (PDF).
       */
      heading: text(80).meta({
        label: { en: 'Key figures heading', ar: 'عنوان الأرقام الرئيسية' },
        hintAr: 'عنوان الشريط، تقرؤه برامج قراءة الشاشة ويظهر بخط صغير فوق الأرقام.',
      }),
      /** The figures, in the order shown: two or four, so they sit in balanced rows. */
      items: z
        .array(
          z.strictObject({
            /**
             * The figure itself, short and written as it should appear, such as 200,000 or 75%. Also printed in the
             * company profile (PDF).
             */
            value: text(12).meta({
              label: { en: 'Key figure', ar: 'الرقم الرئيسي' },
              hintAr: 'الرقم نفسه، قصيراً ومكتوباً كما يجب أن يظهر، مثل 200,000 أو 75%.',
            }),
            /**
             * What the figure counts and by when, such as "robots in Dubai by 2032". Also printed in the company
             * profile (PDF).
             */
            label: text(80).meta({
              label: { en: 'What the figure counts', ar: 'ما يعدّه الرقم' },
              hintAr: 'ما يعدّه الرقم وبحلول متى، مثل «روبوت في دبي بحلول 2032».',
            }),
            /** The page that explains it, usually its initiative, such as /vision/dubai-robotics-2032. */
            href: sitePath().meta({
              label: { en: 'Key figure link', ar: 'رابط الرقم الرئيسي' },
              hintAr: 'الصفحة التي تشرح الرقم، وهي عادةً صفحة مبادرته، مثل /vision/dubai-robotics-2032.',
            }),
          }),
        )
        .min(2)
        .max(4)
        .refine((items) => items.length !== 3, { message: 'expected 2 or 4 figures, so they sit in balanced rows' })
        .meta({
          label: { en: 'Key figures', ar: 'الأرقام الرئيسية' },
          hintAr: 'الأرقام بترتيب ظهورها: رقمان أو أربعة، لتصطف في صفوف متوازنة.',
        }),
    })
    .meta({
      label: { en: 'Key figures band', ar: 'شريط الأرقام الرئيسية' },
      hintAr:
        'شريط الأرقام الرئيسية تحت الشريط الافتتاحي: الأهداف التي يخدمها عمل الشركة، لكل منها رقم كبير تحته سطر قصير، ويقود إلى الصفحة التي تشرحه.',
    }),
  /** The "Our Solutions" section under the hero: a heading, an introduction and four cards. */
  solutions: z
    .strictObject({
      /** The heading of the section. */
      heading: text(80).meta({
        label: { en: 'Solutions section heading', ar: 'عنوان قسم الحلول' },
        hintAr: 'عنوان القسم.',
      }),
      /** The sentence under the heading. */
      intro: text(400).meta({
        label: { en: 'Solutions section introduction', ar: 'مقدمة قسم الحلول' },
        hintAr: 'الجملة تحت العنوان.',
      }),
      /** The link text on every card. */
      readMore: text(30).meta({
        label: { en: 'Card link text', ar: 'نص رابط البطاقة' },
        hintAr: 'نص الرابط في كل بطاقة.',
      }),
      /** The cards, in the order they appear. */
      cards: z
        .array(
          z.strictObject({
            /** The symbol at the top of the card. */
            icon: icon().meta({
              label: { en: 'Solution card symbol', ar: 'رمز بطاقة الحل' },
              hintAr: 'الرمز في أعلى البطاقة.',
            }),
            /** The card's title, under the symbol. */
            title: text(60).meta({
              label: { en: 'Solution card title', ar: 'عنوان بطاقة الحل' },
              hintAr: 'عنوان البطاقة، تحت الرمز.',
            }),
            /** The short text under the card's title. */
            description: text(300).meta({
              label: { en: 'Solution card text', ar: 'نص بطاقة الحل' },
              hintAr: 'النص القصير تحت عنوان البطاقة.',
            }),
            /** The page the card's link opens, such as /solutions/robotics. */
            href: sitePath().meta({
              label: { en: 'Solution card link', ar: 'رابط بطاقة الحل' },
              hintAr: 'الصفحة التي يفتحها رابط البطاقة، مثل /solutions/robotics.',
            }),
          }),
        )
        .length(4)
        .meta({
          label: { en: 'Solution cards', ar: 'بطاقات الحلول' },
          hintAr: 'البطاقات، بترتيب ظهورها.',
        }),
    })
    .meta({
      label: { en: 'Our Solutions section', ar: 'قسم «حلولنا»' },
      hintAr: 'قسم «حلولنا» تحت الشريط الافتتاحي: عنوان ومقدمة وأربع بطاقات.',
    }),
  /** The coloured band that closes the home page, with one button. */
  cta: callToAction().meta({
    label: { en: 'Closing band', ar: 'الشريط الختامي' },
    hintAr: 'الشريط الملوّن الذي تنتهي به الصفحة الرئيسية، وفيه زر واحد.',
  }),
})

export type Home = z.infer<typeof homeSchema>
