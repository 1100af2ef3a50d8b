import { z } from 'zod'
import { linkTo, text } from '../fields.ts'

/** A sentence with a blank the site fills in, such as "{query}": the blank must be there exactly once. */
const withBlank = (max: number, blank: string) =>
  text(max).refine((value) => value.split(blank).length === 2, {
    message: `write ${blank} once, where the site puts it`,
  })

/** content/search.yaml: the words of the search page, /search, and of its results. */
export const searchPageSchema = z.strictObject({
  /** The page's title in the browser tab, before the company's name; "{query}" adds the words searched for. */
  title: withBlank(80, '{query}').meta({
    label: { en: 'Browser tab title', ar: 'عنوان تبويب المتصفح' },
    hintAr: 'عنوان الصفحة في تبويب المتصفح، قبل اسم الشركة؛ ويُستبدل بـ "{query}" الكلماتُ التي بُحث عنها.',
  }),
  /** The title in the browser tab when nothing was searched for yet. */
  emptyTitle: text(60).meta({
    label: { en: 'Browser tab title before a search', ar: 'عنوان تبويب المتصفح قبل البحث' },
    hintAr: 'العنوان في تبويب المتصفح حين لم يُبحث عن شيء بعد.',
  }),
  /** The large heading of the search page. */
  heading: text(80).meta({
    label: { en: 'Search page heading', ar: 'عنوان صفحة البحث' },
    hintAr: 'العنوان الكبير لصفحة البحث.',
  }),
  /** The sentence under the heading, saying what can be searched. */
  intro: text(300).meta({
    label: { en: 'Search page introduction', ar: 'مقدمة صفحة البحث' },
    hintAr: 'الجملة تحت العنوان، وتقول ما الذي يمكن البحث عنه.',
  }),
  /** The label of the search box, on the search page and in the header. */
  label: text(60).meta({
    label: { en: 'Search box label', ar: 'تسمية مربع البحث' },
    hintAr: 'تسمية مربع البحث، في صفحة البحث وفي الترويسة.',
  }),
  /** The button that starts the search. */
  button: text(30).meta({
    label: { en: 'Search button text', ar: 'نص زر البحث' },
    hintAr: 'الزر الذي يبدأ البحث.',
  }),
  /** The heading above the results: "{query}" becomes the words searched for. */
  resultsHeading: withBlank(120, '{query}').meta({
    label: { en: 'Search results heading', ar: 'عنوان نتائج البحث' },
    hintAr: 'العنوان فوق النتائج: يُستبدل بـ "{query}" الكلماتُ التي بُحث عنها.',
  }),
  /** The line under that heading: "{count}" becomes the number of pages found. */
  count: withBlank(80, '{count}').meta({
    label: { en: 'Number of results line', ar: 'سطر عدد النتائج' },
    hintAr: 'السطر تحت ذلك العنوان: يُستبدل بـ "{count}" عددُ الصفحات التي عُثر عليها.',
  }),
  /** Said when no page matches: "{query}" becomes the words searched for. */
  noResults: withBlank(160, '{query}').meta({
    label: { en: 'No results sentence', ar: 'جملة «لا نتائج»' },
    hintAr: 'تُقال حين لا تطابق أي صفحة: يُستبدل بـ "{query}" الكلماتُ التي بُحث عنها.',
  }),
  /** Under that sentence, before the links below: what to try next. */
  noResultsHint: text(200).meta({
    label: { en: 'What to try next', ar: 'ما يمكن تجربته بعد ذلك' },
    hintAr: 'تحت تلك الجملة وقبل الروابط التالية: ما الذي يمكن تجربته بعد ذلك.',
  }),
  /** The pages offered when nothing matches, most useful first. */
  suggestions: z
    .array(
      linkTo({
        label: { en: 'Suggested page', ar: 'الصفحة المقترحة' },
        hintAr: 'صفحة تُقترح حين لا تطابق أي صفحة.',
      }),
    )
    .min(1)
    .max(6)
    .meta({
      label: { en: 'Suggested pages', ar: 'الصفحات المقترحة' },
      hintAr: 'الصفحات التي تُقترح حين لا تطابق أي صفحة، الأكثر فائدة أولاً.',
    }),
  /**
   * Said above the results when the words searched for are written in the other language's letters (Arabic letters
   * on the English search page, Latin letters on the Arabic one), before the link to that language's search.
   */
  otherScript: text(200).meta({
    label: { en: 'Other-language letters notice', ar: 'تنبيه الكتابة بحروف اللغة الأخرى' },
    hintAr:
      'تُقال فوق النتائج حين تكون الكلمات المبحوث عنها مكتوبة بحروف اللغة الأخرى (حروف عربية في صفحة البحث الإنجليزية، أو حروف لاتينية في صفحة البحث العربية)، قبل رابط البحث في صفحات تلك اللغة.',
  }),
  /** The link after that notice, to the same words searched in the other language's pages. */
  otherScriptLink: text(80).meta({
    label: { en: 'Other-language search link', ar: 'رابط البحث باللغة الأخرى' },
    hintAr: 'الرابط بعد ذلك التنبيه، ويبحث عن الكلمات نفسها في صفحات اللغة الأخرى.',
  }),
  /** Said when the words searched for were too long and only their beginning was used: "{max}" becomes the limit. */
  shortened: withBlank(160, '{max}').meta({
    label: { en: 'Search shortened notice', ar: 'تنبيه اختصار البحث' },
    hintAr: 'تُقال حين تكون الكلمات المبحوث عنها أطول من اللازم فيُستخدم أولها فقط: يُستبدل بـ "{max}" الحدُّ الأقصى.',
  }),
})

export type SearchPage = z.infer<typeof searchPageSchema>
