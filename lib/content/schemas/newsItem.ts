import { z } from 'zod'
import { altText, httpsUrl, imagePath, isoDate, text } from '../fields.ts'

/** content/news/<id>.mdx: one news card. The file name is its id; the body is not shown. */
export const newsItemSchema = z.strictObject({
  /**
   * One of the filter categories of the News page (Pages › News page › Filter categories), not "All". It shows as the
   * green badge on the card, and the filter buttons on the News page sort the cards by it.
   */
  category: text(60).meta({
    label: { en: 'News category', ar: 'تصنيف الخبر' },
    hintAr:
      'أحد تصنيفات التصفية في صفحة الأخبار (الصفحات › صفحة الأخبار › تصنيفات التصفية)، لا «الكل». يظهر شارةً خضراء على البطاقة، وبه تفرز أزرار التصفية في صفحة الأخبار البطاقات.',
  }),
  /** The heading of the news card on the News page. */
  title: text(90).meta({
    label: { en: 'News headline', ar: 'عنوان الخبر' },
    hintAr: 'عنوان بطاقة الخبر في صفحة الأخبار.',
  }),
  /** One-sentence teaser printed in bold under the headline. */
  snippet: text(140).meta({
    label: { en: 'Teaser sentence', ar: 'الجملة التمهيدية' },
    hintAr: 'جملة تمهيدية واحدة بخط عريض تحت العنوان.',
  }),
  /** The summary paragraph of the card, under the teaser. */
  description: text(360).meta({
    label: { en: 'News summary', ar: 'ملخص الخبر' },
    hintAr: 'فقرة الملخص في البطاقة، تحت الجملة التمهيدية.',
  }),
  /** The original article, opened by "Read more" in a new tab. */
  url: httpsUrl().meta({
    label: { en: 'Original article address', ar: 'عنوان المقال الأصلي' },
    hintAr: 'المقال الأصلي، ويفتحه رابط «اقرأ المزيد» في تبويب جديد.',
  }),
  /** Publication date, shown beside the category on the card; newest items come first. */
  date: isoDate().meta({
    label: { en: 'Publication date', ar: 'تاريخ النشر' },
    hintAr: 'تاريخ النشر، ويظهر بجانب التصنيف على البطاقة؛ والأحدث يأتي أولاً.',
  }),
  /**
   * The picture at the top of the card, one of the site's news pictures, such as news/dubai-ev-taxi-chargers.svg. It
   * is cropped to a 3:2 landscape shape.
   */
  image: imagePath().meta({
    label: { en: 'News picture', ar: 'صورة الخبر' },
    hintAr:
      'الصورة أعلى البطاقة، وهي إحدى صور الأخبار في الموقع، مثل news/dubai-ev-taxi-chargers.svg. تُقصّ بنسبة 3:2 أفقياً.',
  }),
  /** Describes the card's picture to people who cannot see it, such as screen-reader users. */
  imageAlt: altText().meta({
    label: { en: 'Description of the picture', ar: 'وصف الصورة' },
    hintAr: 'يصف صورة البطاقة لمن لا يستطيع رؤيتها، مثل مستخدمي برامج قراءة الشاشة.',
  }),
})

export type NewsItem = z.infer<typeof newsItemSchema>
