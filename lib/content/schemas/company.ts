import { z } from 'zod'
import type { InWords, Locale } from '../../locales.ts'
import { httpsUrl, text } from '../fields.ts'

/**
 * The facts that are words rather than numbers or addresses: each is written in every language of the site. Their
 * labels say which language (`language`, as in "Trading name (in English)"), since both sit in the one file.
 */
const inWords = (language: InWords) => ({
  /**
   * Short trading name for the header, footer and page titles (in the browser tab and search results). Also printed in
   * the company profile (PDF).
   */
  name: text(80).meta({
    label: { en: `Trading name ${language.en}`, ar: `الاسم التجاري ${language.ar}` },
    hintAr: 'الاسم التجاري المختصر، في الترويسة والتذييل وعناوين الصفحات (في تبويب المتصفح ونتائج البحث).',
  }),
  /**
   * Full registered name, as on the trade licence: shown in the Key Information section of the About page, the
   * footer's copyright line and the legal pages. Also printed in the company profile (PDF).
   */
  legalName: text(160).meta({
    label: { en: `Legal name ${language.en}`, ar: `الاسم القانوني ${language.ar}` },
    hintAr:
      'الاسم المسجّل كاملاً كما في الرخصة التجارية: يظهر في قسم «معلومات أساسية» في صفحة «من نحن»، وفي سطر حقوق النشر في التذييل، وفي الصفحات القانونية.',
  }),
  /**
   * Legal form, such as L.L.C.: shown in the Key Information section of the About page. Also printed in the company
   * profile (PDF).
   */
  legalForm: text(40).meta({
    label: { en: `Legal form ${language.en}`, ar: `الشكل القانوني ${language.ar}` },
    hintAr: 'الشكل القانوني، مثل «ذ.م.م»: يظهر في قسم «معلومات أساسية» في صفحة «من نحن».',
  }),
  /**
   * Where the company is registered: shown in the Key Information section of the About page. Also printed in the
   * company profile (PDF).
   */
  registeredIn: text(120).meta({
    label: { en: `Place of registration ${language.en}`, ar: `مكان التسجيل ${language.ar}` },
    hintAr: 'المكان الذي سُجّلت فيه الشركة: يظهر في قسم «معلومات أساسية» في صفحة «من نحن».',
  }),
  /**
   * One line on what the company does: shown under the name in the company profile, after the name in the home page's
   * title (in the browser tab and search results), and on the picture shown when the home page is shared.
   */
  tagline: text(160).meta({
    label: { en: `Company tagline ${language.en}`, ar: `شعار الشركة النصي ${language.ar}` },
    hintAr:
      'سطر واحد عمّا تفعله الشركة: يظهر تحت الاسم في الملف التعريفي، وبعد الاسم في عنوان الصفحة الرئيسية (في تبويب المتصفح ونتائج البحث)، وعلى الصورة التي تظهر عند مشاركة الصفحة الرئيسية.',
  }),
  /** Two or three sentences on what the company does: shown in the company profile and given to search engines. */
  summary: text(800).meta({
    label: { en: `Company summary ${language.en}`, ar: `نبذة عن الشركة ${language.ar}` },
    hintAr: 'جملتان أو ثلاث عمّا تفعله الشركة: تظهر في الملف التعريفي وتُقدَّم لمحركات البحث.',
  }),
  /** The office address, shown on the contact page, in the legal pages and in the company profile. */
  address: z
    .strictObject({
      /** The street line (office and building): shown in the legal pages and the company profile, but not on the contact page. */
      street: text(160).meta({
        label: { en: `Street and building ${language.en}`, ar: `الشارع والمبنى ${language.ar}` },
        hintAr: 'سطر الشارع (المكتب والمبنى): يظهر في الصفحات القانونية والملف التعريفي، لا في صفحة التواصل.',
      }),
      /**
       * The district, such as Port Saeed, Deira: the start of the address on the office card of the contact page. Also
       * printed in the company profile (PDF).
       */
      area: text(120).meta({
        label: { en: `District ${language.en}`, ar: `المنطقة ${language.ar}` },
        hintAr: 'المنطقة، مثل «بور سعيد، ديرة»: أول العنوان في بطاقة المكتب في صفحة التواصل.',
      }),
      /** The city, after the district wherever the address is shown. Also printed in the company profile (PDF). */
      city: text(80).meta({
        label: { en: `City ${language.en}`, ar: `المدينة ${language.ar}` },
        hintAr: 'المدينة، بعد المنطقة أينما ظهر العنوان.',
      }),
      /** The country, at the end of the address wherever it is shown. Also printed in the company profile (PDF). */
      country: text(80).meta({
        label: { en: `Country ${language.en}`, ar: `الدولة ${language.ar}` },
        hintAr: 'الدولة، في آخر العنوان أينما ظهر.',
      }),
    })
    .meta({
      label: { en: `Office address ${language.en}`, ar: `عنوان المكتب ${language.ar}` },
      hintAr: 'عنوان المكتب، في صفحة التواصل والصفحات القانونية والملف التعريفي.',
    }),
  /** Opening days and hours, as visitors read them on the business-hours card of the contact page and in the company profile. */
  businessHours: text(120).meta({
    label: { en: `Business hours ${language.en}`, ar: `ساعات العمل ${language.ar}` },
    hintAr: 'أيام العمل وساعاته كما يقرؤها الزوار في بطاقة ساعات العمل في صفحة التواصل وفي الملف التعريفي.',
  }),
})

/** content/company.yaml: the company's facts, each written once; the `ar` block holds the Arabic of those in words. */
export const companySchema = z.strictObject({
  ...inWords({ en: '(in English)', ar: '(بالإنجليزية)' }),
  /**
   * Trade licence number, written as text so leading zeros survive: shown in the Key Information section of the About
   * page and in the legal pages. Also printed in the company profile (PDF).
   */
  licenseNumber: z
    .string()
    .trim()
    .regex(/^\d{4,12}$/, { message: 'expected the licence number as digits only, in quotes, like "1436380"' })
    .meta({
      label: { en: 'Trade licence number', ar: 'رقم الرخصة التجارية' },
      hintAr: 'رقم الرخصة التجارية، بالأرقام فقط: يظهر في قسم «معلومات أساسية» في صفحة «من نحن» وفي الصفحات القانونية.',
    }),
  /** Phone number as dialled from abroad, like +971 4 000 0000: shown on the phone card of the contact page, in the legal pages and in the company profile. */
  phone: z
    .string()
    .trim()
    .regex(/^\+[\d ]{7,20}$/, { message: 'expected an international number like +971 4 000 0000' })
    .meta({
      label: { en: 'Phone number', ar: 'رقم الهاتف' },
      hintAr:
        'رقم الهاتف كما يُطلب من خارج الدولة، مثل +971 4 000 0000: يظهر في بطاقة الهاتف في صفحة التواصل وفي الصفحات القانونية والملف التعريفي.',
    }),
  /**
   * The company's public e-mail address: shown on the e-mail card of the contact page, in the legal pages and in the
   * company profile; the e-mail button at the foot of the About page writes to it.
   */
  email: z
    .string()
    .trim()
    .email()
    .meta({
      label: { en: 'Public e-mail address', ar: 'البريد الإلكتروني العام' },
      hintAr:
        'عنوان البريد الإلكتروني العام للشركة: يظهر في بطاقة البريد في صفحة التواصل وفي الصفحات القانونية والملف التعريفي، ويراسله زر البريد في أسفل صفحة «من نحن».',
    }),
  /** The public address of this website, as search engines and the company profile give it; the SITE_URL variable overrides it. */
  website: httpsUrl().meta({
    label: { en: 'Website address', ar: 'عنوان الموقع الإلكتروني' },
    hintAr: 'العنوان العام لهذا الموقع كما تذكره محركات البحث والملف التعريفي؛ ويحلّ محلّه المتغيّر SITE_URL إن وُجد.',
  }),
  /** The year in the footer's copyright line. Also printed in the company profile (PDF). */
  copyrightYear: z
    .number()
    .int()
    .min(2000)
    .max(2100)
    .meta({
      label: { en: 'Year in the copyright line', ar: 'السنة في سطر حقوق النشر' },
      hintAr: 'السنة في سطر حقوق النشر في التذييل.',
    }),
  /** The facts in words, in Arabic: what Arabic pages (/ar) and the Arabic company profile (PDF) show. */
  ar: z.strictObject(inWords({ en: '(in Arabic)', ar: '(بالعربية)' })).meta({
    label: { en: 'Facts in Arabic', ar: 'البيانات بالعربية' },
    hintAr:
      'البيانات المكتوبة بالكلمات، باللغة العربية: ما تعرضه الصفحات العربية (/ar). أما الملف التعريفي فبالإنجليزية فقط.',
  }),
})

/** The company's facts as one language's pages show them. */
export type Company = Omit<z.infer<typeof companySchema>, 'ar'>

/** The facts in the words of `locale`: English is the file's top level, another language its own block. */
export function companyIn(file: z.infer<typeof companySchema>, locale: Locale): Company {
  const { ar, ...english } = file
  return locale === 'en' ? english : { ...english, ...ar }
}
