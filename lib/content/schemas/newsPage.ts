import { z } from 'zod'
import { hero, seoDescription, text } from '../fields.ts'

/** content/news.yaml: the words of the News page and its category filter. */
export const newsPageSchema = z.strictObject({
  /** What search engines show under the title of the News page in their results. */
  seoDescription: seoDescription().meta({
    label: { en: 'Search-engine description', ar: 'الوصف لمحركات البحث' },
    hintAr: 'ما تعرضه محركات البحث تحت عنوان صفحة الأخبار في نتائجها.',
  }),
  /** The dark band at the top of the News page: a small label, the page's heading and a paragraph. */
  hero: hero().meta({
    label: { en: 'Hero band', ar: 'الشريط الافتتاحي' },
    hintAr: 'الشريط الداكن أعلى صفحة الأخبار: سطر صغير وعنوان الصفحة وفقرة.',
  }),
  /** The label of the filter that shows everything: the first filter button on the News page. */
  allCategory: text(30).meta({
    label: { en: 'Show-all filter button', ar: 'زر تصفية «الكل»' },
    hintAr: 'تسمية التصفية التي تعرض كل الأخبار: أول زر تصفية في صفحة الأخبار.',
  }),
  /**
   * The filter buttons after "All", in order. A news item's category must be one of these. Each has a page of its
   * own whose address is made from its English name (Company is /news/category/company), so renaming one in English
   * changes that address.
   */
  categories: z
    .array(text(40))
    .min(1)
    .max(8)
    .meta({
      label: { en: 'Filter categories', ar: 'تصنيفات التصفية' },
      hintAr:
        'أزرار التصفية بعد «الكل»، بالترتيب. ويجب أن يكون تصنيف كل خبر واحداً منها. ولكل تصنيف صفحة يُشتق عنوانها من اسمه الإنجليزي (فعنوان «الشركة» هو /ar/news/category/company)، فتغيير الاسم الإنجليزي يغيّر ذلك العنوان.',
    }),
  /** Not shown on screen: screen readers announce it as the name of the row of filter buttons. */
  filterLabel: text(60).meta({
    label: { en: 'Filter name for screen readers', ar: 'اسم التصفية لبرامج قراءة الشاشة' },
    hintAr: 'لا يظهر على الشاشة: تعلنه برامج قراءة الشاشة اسماً لصف أزرار التصفية.',
  }),
  /** The link at the bottom of each news card that opens the original article. */
  readMore: text(30).meta({
    label: { en: 'Read-more link text', ar: 'نص رابط «اقرأ المزيد»' },
    hintAr: 'الرابط أسفل كل بطاقة خبر، ويفتح المقال الأصلي.',
  }),
  /** What the News page shows in place of the cards when the selected filter has no news. */
  empty: z
    .strictObject({
      /** Heading when "All" is selected and there is no news at all. */
      all: text(60).meta({
        label: { en: 'No news at all heading', ar: 'عنوان «لا أخبار إطلاقاً»' },
        hintAr: 'العنوان حين يكون «الكل» مختاراً ولا توجد أخبار إطلاقاً.',
      }),
      /** Heading when a category has no news; {category} is replaced by its name. */
      category: text(60)
        .refine((value) => value.includes('{category}'), {
          message: 'must contain {category}, where the category name goes',
        })
        .meta({
          label: { en: 'No news in a category heading', ar: 'عنوان «لا أخبار في التصنيف»' },
          hintAr: 'العنوان حين لا تكون في التصنيف أخبار؛ ويُستبدل باسم التصنيف الموضعُ {category}.',
        }),
      /** The sentence under either heading. */
      text: text(200).meta({
        label: { en: 'No news sentence', ar: 'جملة «لا أخبار»' },
        hintAr: 'الجملة تحت أيٍّ من العنوانين.',
      }),
    })
    .meta({
      label: { en: 'No news message', ar: 'رسالة عدم وجود أخبار' },
      hintAr: 'ما تعرضه صفحة الأخبار مكان البطاقات حين لا تكون في التصفية المختارة أخبار.',
    }),
})

export type NewsPage = z.infer<typeof newsPageSchema>
