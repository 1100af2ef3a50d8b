import { z } from 'zod'
import { httpsUrl, text } from '../fields.ts'
import type { InWords } from '../../locales.ts'

/** One social network's icon in the footer; `network` is its name, which its fields' labels carry. */
const socialLink = (network: InWords) =>
  z
    .strictObject({
      /** The network's name, read out by screen readers. */
      label: text(40).meta({
        label: { en: `${network.en} name for screen readers`, ar: `اسم ${network.ar} لبرامج قراءة الشاشة` },
        hintAr: 'اسم الشبكة، تقرؤه برامج قراءة الشاشة.',
      }),
      /** The company's page on that network; leave it empty until it exists, and the icon shows without a link. */
      url: z
        .union([z.literal(''), httpsUrl()])
        .default('')
        .meta({
          label: { en: `${network.en} page address`, ar: `عنوان صفحة ${network.ar}` },
          hintAr: 'صفحة الشركة على تلك الشبكة؛ اتركه فارغاً إلى أن توجد الصفحة، فتظهر الأيقونة بلا رابط.',
        }),
    })
    .meta({
      label: { en: `${network.en} icon`, ar: `أيقونة ${network.ar}` },
      hintAr: `أيقونة ${network.ar} في التذييل.`,
    })

/** content/navigation.yaml: the words of the header, the menus and the footer. */
export const navigationSchema = z.strictObject({
  /** The first link keyboard users meet; it jumps over the menu. */
  skipLink: text(60).meta({
    label: { en: 'Skip-to-content link', ar: 'رابط الانتقال إلى المحتوى' },
    hintAr: 'أول رابط يصل إليه مستخدمو لوحة المفاتيح؛ ينقلهم متجاوزاً القائمة.',
  }),
  /** Read out by screen readers for the menu button on small screens. */
  menuOpen: text(40).meta({
    label: { en: 'Open-menu button name', ar: 'اسم زر فتح القائمة' },
    hintAr: 'تقرؤه برامج قراءة الشاشة لزر القائمة على الشاشات الصغيرة.',
  }),
  /** Read out by screen readers for the same menu button while the menu is open. */
  menuClose: text(40).meta({
    label: { en: 'Close-menu button name', ar: 'اسم زر إغلاق القائمة' },
    hintAr: 'تقرؤه برامج قراءة الشاشة للزر نفسه بينما القائمة مفتوحة.',
  }),
  /** Read out by screen readers for the header's navigation landmark. */
  mainNavLabel: text(60).meta({
    label: { en: 'Main menu name for screen readers', ar: 'اسم القائمة الرئيسية لبرامج قراءة الشاشة' },
    hintAr: 'تقرؤه برامج قراءة الشاشة اسماً لمنطقة التنقل في الترويسة.',
  }),
  /** The header menu's entry for the home page. */
  home: text(40).meta({
    label: { en: 'Home menu entry', ar: 'بند الصفحة الرئيسية في القائمة' },
    hintAr: 'بند الصفحة الرئيسية في قائمة الترويسة.',
  }),
  /** The header menu's entry for the About page. */
  about: text(40).meta({
    label: { en: 'About menu entry', ar: 'بند «من نحن» في القائمة' },
    hintAr: 'بند صفحة «من نحن» في قائمة الترويسة.',
  }),
  /**
   * The header menu's entry that opens the list of national-vision initiatives; also the title of the National Vision
   * Alignment page in the browser tab and search results.
   */
  vision: text(60).meta({
    label: { en: 'National vision menu entry', ar: 'بند الرؤى الوطنية في القائمة' },
    hintAr:
      'بند قائمة الترويسة الذي يفتح قائمة مبادرات الرؤى الوطنية؛ وهو أيضاً عنوان صفحة التوافق مع الرؤى الوطنية في تبويب المتصفح ونتائج البحث.',
  }),
  /** First entry of the vision dropdown, leading to the National Vision Alignment page. */
  visionOverview: text(60).meta({
    label: { en: 'All initiatives menu entry', ar: 'بند جميع المبادرات في القائمة' },
    hintAr: 'أول بند في القائمة المنسدلة للرؤى الوطنية، ويقود إلى صفحة التوافق مع الرؤى الوطنية.',
  }),
  /** The header menu's entry that opens the list of solutions; also the title of the Solutions page in the browser tab and search results. */
  solutions: text(40).meta({
    label: { en: 'Solutions menu entry', ar: 'بند الحلول في القائمة' },
    hintAr: 'بند قائمة الترويسة الذي يفتح قائمة الحلول؛ وهو أيضاً عنوان صفحة الحلول في تبويب المتصفح ونتائج البحث.',
  }),
  /** First entry of the solutions dropdown, leading to the Solutions page. */
  solutionsOverview: text(60).meta({
    label: { en: 'All solutions menu entry', ar: 'بند جميع الحلول في القائمة' },
    hintAr: 'أول بند في القائمة المنسدلة للحلول، ويقود إلى صفحة الحلول.',
  }),
  /** The header menu's entry for the News page; also the title of that page in the browser tab and search results. */
  news: text(40).meta({
    label: { en: 'News menu entry', ar: 'بند الأخبار في القائمة' },
    hintAr: 'بند صفحة الأخبار في قائمة الترويسة؛ وهو أيضاً عنوان تلك الصفحة في تبويب المتصفح ونتائج البحث.',
  }),
  /** The header menu's entry for the contact page; also the title of that page in the browser tab and search results. */
  contact: text(40).meta({
    label: { en: 'Contact menu entry', ar: 'بند التواصل في القائمة' },
    hintAr: 'بند صفحة التواصل في قائمة الترويسة؛ وهو أيضاً عنوان تلك الصفحة في تبويب المتصفح ونتائج البحث.',
  }),
  /** The words of the footer at the bottom of every page. */
  footer: z
    .strictObject({
      /** Read out by screen readers for the footer's link list. */
      linksLabel: text(60).meta({
        label: { en: 'Footer links name for screen readers', ar: 'اسم روابط التذييل لبرامج قراءة الشاشة' },
        hintAr: 'تقرؤه برامج قراءة الشاشة اسماً لقائمة الروابط في التذييل.',
      }),
      /** The footer's link to the Leadership page. */
      team: text(40).meta({
        label: { en: 'Leadership page link', ar: 'رابط صفحة فريق القيادة' },
        hintAr: 'رابط صفحة فريق القيادة في التذييل.',
      }),
      /** Read out by screen readers for the footer's row of social-network icons. */
      socialLabel: text(60).meta({
        label: { en: 'Social icons name for screen readers', ar: 'اسم أيقونات التواصل الاجتماعي لبرامج قراءة الشاشة' },
        hintAr: 'تقرؤه برامج قراءة الشاشة اسماً لصف أيقونات شبكات التواصل الاجتماعي في التذييل.',
      }),
      /** The company's social networks, one icon each in the footer. */
      social: z
        .strictObject({
          /** The LinkedIn icon. */
          linkedin: socialLink({ en: 'LinkedIn', ar: 'لينكدإن' }),
          /** The Facebook icon. */
          facebook: socialLink({ en: 'Facebook', ar: 'فيسبوك' }),
          /** The Instagram icon. */
          instagram: socialLink({ en: 'Instagram', ar: 'إنستغرام' }),
        })
        .meta({
          label: { en: 'Social networks', ar: 'شبكات التواصل الاجتماعي' },
          hintAr: 'شبكات التواصل الاجتماعي للشركة، لكل منها أيقونة في التذييل.',
        }),
      /**
       * Follows "© 2025 <legal name>." in the copyright line at the very bottom of every page. Also printed in the
       * company profile (PDF).
       */
      rights: text(80).meta({
        label: { en: 'Copyright line ending', ar: 'خاتمة سطر حقوق النشر' },
        hintAr: 'تأتي بعد «© 2025 <الاسم القانوني>.» في سطر حقوق النشر أسفل كل صفحة.',
      }),
    })
    .meta({
      label: { en: 'Footer words', ar: 'كلمات التذييل' },
      hintAr: 'كلمات التذييل أسفل كل صفحة.',
    }),
  /** Added to the accessible name of links that open in a new tab: screen readers say it after the link's words. */
  newTab: text(40).meta({
    label: { en: 'New-tab notice', ar: 'تنبيه التبويب الجديد' },
    hintAr: 'يُضاف إلى اسم الروابط التي تُفتح في تبويب جديد: تقوله برامج قراءة الشاشة بعد كلمات الرابط.',
  }),
  /** The language switcher in the header: the other language's name, in that language (العربية on English pages). */
  otherLanguage: text(40).meta({
    label: { en: 'Language switcher', ar: 'مبدّل اللغة' },
    hintAr: 'مبدّل اللغة في الترويسة: اسم اللغة الأخرى بتلك اللغة (English في الصفحات العربية).',
  }),
})

export type Navigation = z.infer<typeof navigationSchema>
