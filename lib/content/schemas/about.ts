import { z } from 'zod'
import { heroWithLinks, icon, seoDescription, text } from '../fields.ts'

const titledText = z.strictObject({
  /** The title of the box, such as "Our Vision". Also printed in the company profile (PDF). */
  title: text(80).meta({
    label: { en: 'Box title', ar: 'عنوان المربع' },
    hintAr: 'عنوان المربع، مثل «رؤيتنا».',
  }),
  /** The paragraph under the title. Also printed in the company profile (PDF). */
  text: text(1200).meta({
    label: { en: 'Box paragraph', ar: 'فقرة المربع' },
    hintAr: 'الفقرة تحت عنوان المربع.',
  }),
})
const iconCard = (card: { en: string; ar: string }) =>
  z.strictObject({
    /** The symbol at the top of the card. Also printed in the company profile (PDF). */
    icon: icon().meta({
      label: { en: `${card.en} symbol`, ar: `رمز ${card.ar}` },
      hintAr: 'الرمز في أعلى البطاقة.',
    }),
    /** The card's title, under the symbol. Also printed in the company profile (PDF). */
    title: text(60).meta({
      label: { en: `${card.en} title`, ar: `عنوان ${card.ar}` },
      hintAr: 'عنوان البطاقة، تحت الرمز.',
    }),
    /** The short text under the card's title. Also printed in the company profile (PDF). */
    description: text(400).meta({
      label: { en: `${card.en} text`, ar: `نص ${card.ar}` },
      hintAr: 'النص القصير تحت عنوان البطاقة.',
    }),
  })

/** content/about.yaml: the words of the About page. Team profiles come from content/team/. */
export const aboutSchema = z.strictObject({
  /** The summary of the About page that search engines show under its title in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ملخص صفحة «من نحن» الذي تعرضه محركات البحث تحت عنوانها في نتائجها.',
  }),
  /**
   * The dark band that opens the About page; its heading is also the page's title in the browser tab. Its first
   * button usually leads to the National Vision Alignment page, the second jumps down to the About section (#details).
   */
  hero: heroWithLinks().meta({
    label: { en: 'Hero band', ar: 'الشريط الافتتاحي' },
    hintAr:
      'الشريط الداكن الذي تبدأ به صفحة «من نحن»؛ وعنوانه هو أيضاً عنوان الصفحة في تبويب المتصفح. يقود زره الأول عادةً إلى صفحة التوافق مع الرؤى الوطنية، وينقل الثاني إلى قسم «نبذة عنا» أسفل الصفحة (#details).',
  }),
  /** The "About" section, just below the hero; links reach it as #details. */
  about: z
    .strictObject({
      /**
       * The small capitals above the section's heading, such as "WHO WE ARE". Also printed in the company profile
       * (PDF).
       */
      label: text(60).meta({
        label: { en: 'Line above the About heading', ar: 'السطر فوق عنوان «نبذة عنا»' },
        hintAr: 'السطر القصير بخط صغير فوق عنوان القسم، مثل «تعرّف علينا».',
      }),
      /** The heading of the "About" section, just below the hero. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'About section heading', ar: 'عنوان قسم «نبذة عنا»' },
        hintAr: 'عنوان قسم «نبذة عنا»، تحت الشريط الافتتاحي مباشرة.',
      }),
      /** The paragraphs under the heading, in order. Also printed in the company profile (PDF). */
      paragraphs: z
        .array(text(1200))
        .min(1)
        .max(5)
        .meta({
          label: { en: 'About section paragraphs', ar: 'فقرات قسم «نبذة عنا»' },
          hintAr: 'الفقرات تحت العنوان، بترتيب ظهورها.',
        }),
    })
    .meta({
      label: { en: 'About section', ar: 'قسم «نبذة عنا»' },
      hintAr: 'قسم «نبذة عنا» تحت الشريط الافتتاحي؛ تصل إليه الروابط عبر #details.',
    }),
  /** The "Vision and Mission" column beside the About section: a heading over two boxes. */
  visionMission: z
    .strictObject({
      /** The heading above the two boxes. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Vision and mission heading', ar: 'عنوان الرؤية والرسالة' },
        hintAr: 'العنوان فوق المربعين.',
      }),
      /** The first box, with a blue edge: the company's vision. */
      vision: titledText.meta({
        label: { en: 'Vision box', ar: 'مربع الرؤية' },
        hintAr: 'المربع الأول ذو الحافة الزرقاء: رؤية الشركة.',
      }),
      /** The second box, with a green edge: the company's mission. */
      mission: titledText.meta({
        label: { en: 'Mission box', ar: 'مربع الرسالة' },
        hintAr: 'المربع الثاني ذو الحافة الخضراء: رسالة الشركة.',
      }),
    })
    .meta({
      label: { en: 'Vision and mission', ar: 'الرؤية والرسالة' },
      hintAr: 'عمود «الرؤية والرسالة» بجانب قسم «نبذة عنا»: عنوان فوق مربعين.',
    }),
  /** The dark "Our Promise" band under the About section. */
  promise: z
    .strictObject({
      /** The heading of the band. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Promise band heading', ar: 'عنوان شريط «وعدنا»' },
        hintAr: 'عنوان الشريط.',
      }),
      /** The paragraph under the heading. Also printed in the company profile (PDF). */
      text: text(1200).meta({
        label: { en: 'Promise band paragraph', ar: 'فقرة شريط «وعدنا»' },
        hintAr: 'الفقرة تحت العنوان.',
      }),
    })
    .meta({
      label: { en: 'Our Promise band', ar: 'شريط «وعدنا»' },
      hintAr: 'الشريط الداكن «وعدنا» تحت قسم «نبذة عنا».',
    }),
  /** The "Four Pillars" section: a heading, an introduction and a row of four cards. */
  pillars: z
    .strictObject({
      /** The heading of the section. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Pillars section heading', ar: 'عنوان قسم الركائز' },
        hintAr: 'عنوان القسم.',
      }),
      /** The sentence under the heading. Also printed in the company profile (PDF). */
      intro: text(400).meta({
        label: { en: 'Pillars section introduction', ar: 'مقدمة قسم الركائز' },
        hintAr: 'الجملة تحت العنوان.',
      }),
      /** The cards, in the order they appear. */
      items: z
        .array(iconCard({ en: 'Pillar card', ar: 'بطاقة الركيزة' }))
        .length(4)
        .meta({
          label: { en: 'Pillar cards', ar: 'بطاقات الركائز' },
          hintAr: 'البطاقات، بترتيب ظهورها.',
        }),
    })
    .meta({
      label: { en: 'Four Pillars section', ar: 'قسم الركائز الأربع' },
      hintAr: 'قسم «ركائزنا الأربع»: عنوان ومقدمة وصف من أربع بطاقات.',
    }),
  /** The "Core Values" section on a light grey background: a heading, an introduction and a row of five cards. */
  values: z
    .strictObject({
      /** The heading of the section. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Values section heading', ar: 'عنوان قسم القيم' },
        hintAr: 'عنوان القسم.',
      }),
      /** The sentence under the heading. Also printed in the company profile (PDF). */
      intro: text(400).meta({
        label: { en: 'Values section introduction', ar: 'مقدمة قسم القيم' },
        hintAr: 'الجملة تحت العنوان.',
      }),
      /** The cards, in the order they appear. */
      items: z
        .array(iconCard({ en: 'Value card', ar: 'بطاقة القيمة' }))
        .length(5)
        .meta({
          label: { en: 'Value cards', ar: 'بطاقات القيم' },
          hintAr: 'البطاقات، بترتيب ظهورها.',
        }),
    })
    .meta({
      label: { en: 'Core Values section', ar: 'قسم القيم الجوهرية' },
      hintAr: 'قسم «قيمنا الجوهرية» على خلفية رمادية فاتحة: عنوان ومقدمة وصف من خمس بطاقات.',
    }),
  /** The "Leadership Team" section above the people's profiles, which are edited under Team members. */
  team: z
    .strictObject({
      /** The heading above the profiles. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Team section heading', ar: 'عنوان قسم الفريق' },
        hintAr: 'العنوان فوق بطاقات الأشخاص.',
      }),
      /** The sentence under the heading. Also printed in the company profile (PDF). */
      intro: text(400).meta({
        label: { en: 'Team section introduction', ar: 'مقدمة قسم الفريق' },
        hintAr: 'الجملة تحت العنوان.',
      }),
    })
    .meta({
      label: { en: 'Leadership Team section', ar: 'قسم فريق القيادة' },
      hintAr: 'قسم «فريق القيادة» فوق بطاقات الأشخاص، وتُحرَّر البطاقات نفسها في «أعضاء الفريق».',
    }),
  /**
   * The "Key Information" section near the end of the About page: the company's registered facts, which are edited
   * under Company facts.
   */
  keyInfo: z
    .strictObject({
      /** The heading of the section. Also printed in the company profile (PDF). */
      heading: text(80).meta({
        label: { en: 'Key information heading', ar: 'عنوان المعلومات الأساسية' },
        hintAr: 'عنوان القسم.',
      }),
      /** The label shown above the company's legal name. Also printed in the company profile (PDF). */
      legalNameLabel: text(40).meta({
        label: { en: 'Legal name caption', ar: 'تسمية الاسم القانوني' },
        hintAr: 'التسمية الظاهرة فوق الاسم القانوني للشركة.',
      }),
      /** The label shown above the trade licence number. Also printed in the company profile (PDF). */
      licenseLabel: text(40).meta({
        label: { en: 'Licence number caption', ar: 'تسمية رقم الرخصة' },
        hintAr: 'التسمية الظاهرة فوق رقم الرخصة التجارية.',
      }),
      /** The label shown above the company's legal form. Also printed in the company profile (PDF). */
      legalFormLabel: text(40).meta({
        label: { en: 'Legal form caption', ar: 'تسمية الشكل القانوني' },
        hintAr: 'التسمية الظاهرة فوق الشكل القانوني للشركة.',
      }),
      /** The label shown above the place where the company is registered. Also printed in the company profile (PDF). */
      registeredLabel: text(40).meta({
        label: { en: 'Place of registration caption', ar: 'تسمية مكان التسجيل' },
        hintAr: 'التسمية الظاهرة فوق المكان الذي سُجّلت فيه الشركة.',
      }),
    })
    .meta({
      label: { en: 'Key Information section', ar: 'قسم المعلومات الأساسية' },
      hintAr: 'قسم «معلومات أساسية» قرب نهاية صفحة «من نحن»: بيانات الشركة المسجّلة، وتُحرَّر في «بيانات الشركة».',
    }),
  /** The coloured band that closes the About page, with an e-mail button and a button to download the company profile. */
  cta: z
    .strictObject({
      /** The heading of the band. */
      heading: text(80).meta({
        label: { en: 'Closing band heading', ar: 'عنوان الشريط الختامي' },
        hintAr: 'عنوان الشريط.',
      }),
      /** The sentence under the heading. */
      text: text(400).meta({
        label: { en: 'Closing band sentence', ar: 'جملة الشريط الختامي' },
        hintAr: 'الجملة تحت العنوان.',
      }),
      /** The words of the first button, which opens the visitor's e-mail program addressed to the company. */
      email: text(40).meta({
        label: { en: 'E-mail button text', ar: 'نص زر البريد الإلكتروني' },
        hintAr: 'كلمات الزر الأول، الذي يفتح برنامج البريد الإلكتروني لدى الزائر برسالة موجّهة إلى الشركة.',
      }),
      /** The words of the second button, which downloads the company profile (a PDF). */
      profile: text(40).meta({
        label: { en: 'Profile download button text', ar: 'نص زر تنزيل الملف التعريفي' },
        hintAr: 'كلمات الزر الثاني، الذي ينزّل الملف التعريفي للشركة (ملف PDF).',
      }),
      /** Small print under the download button, such as "PDF, A4". */
      profileNote: text(60).meta({
        label: { en: 'Note under the download button', ar: 'ملاحظة تحت زر التنزيل' },
        hintAr: 'سطر صغير تحت زر التنزيل، مثل «ملف PDF بمقاس A4».',
      }),
    })
    .meta({
      label: { en: 'Closing band', ar: 'الشريط الختامي' },
      hintAr: 'الشريط الملوّن الذي تنتهي به صفحة «من نحن»، وفيه زر للبريد الإلكتروني وزر لتنزيل الملف التعريفي للشركة.',
    }),
  /**
   * The company profile, the PDF the closing band's second button downloads: typeset at build time from the words of
   * the site (the fields marked "Also printed in the company profile").
   */
  profile: z
    .strictObject({
      /**
       * The profile's title: above the company's name on its cover, at the foot of its other pages, and in a PDF
       * reader's title bar.
       */
      title: text(60).meta({
        label: { en: 'Company profile title', ar: 'عنوان الملف التعريفي' },
        hintAr:
          'عنوان الملف التعريفي: فوق اسم الشركة على غلافه، وفي أسفل صفحاته الأخرى، وفي شريط العنوان لدى قارئ ملفات PDF.',
      }),
    })
    .meta({
      label: { en: 'Company profile (PDF)', ar: 'الملف التعريفي للشركة (PDF)' },
      hintAr: 'الملف التعريفي للشركة، ملف PDF ينزّله الزر الثاني في الشريط الختامي، ويُنضَّد من كلمات الموقع عند بنائه.',
    }),
})

export type About = z.infer<typeof aboutSchema>
