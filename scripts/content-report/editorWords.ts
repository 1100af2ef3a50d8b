import path from 'node:path'
import type { Problem } from '../../lib/content/ContentError.ts'
import { contentTypeOf } from '../../lib/content/contentTypes.ts'
import { fieldPath } from '../../lib/content/formatIssues.ts'
import { editorPlace, languageName, localeOfFile } from '../../lib/content/labels.ts'
import type { Locale } from '../../lib/locales.ts'
import { inLanguages } from '../../lib/content/translations/dictionaries.ts'

/**
 * A problem of the content check as an editor reads it in the CMS rather than in the files: where the field is
 * ("Pages › About page › Vision and mission › Vision box › Box title (Arabic)"), what is wrong ("is empty"), what to
 * do ("Write the text.") and the address that opens the entry in /admin, in English or in Arabic. Built on the
 * check's own problems: their file and field give the place, their message the rest. A message of a shape this file
 * does not know is passed on as the check wrote it, so nothing the check says is lost.
 */
export interface EditorProblem {
  place: string
  what: string
  fix: string
  /** The entry in the editor, when the file belongs to one and the site's address is known. */
  link?: string
}

/** The editor of each language: /admin in English, /admin/ar in Arabic; both open the same entries. */
export const editorPaths: Record<Locale, string> = inLanguages((words) => words.check.editorPaths)

/**
 * Sveltia CMS's address of the entry a file belongs to: #/collections/<collection>/entries/<entry>, the collection
 * named as tooling/cms/cmsConfig.ts names it (pages, company, or a folder's key) and the entry by its file's name.
 */
export function entryAddress(file: string, locale: Locale, siteUrl: string): string | undefined {
  const type = contentTypeOf(file)
  if (!type) return undefined
  const [collection, entry] =
    type.kind === 'document'
      ? ['pages', type.id]
      : type.kind === 'shared'
        ? ['company', type.id]
        : [type.key, path.posix.basename(file).replace(/\.[a-z]+$/, '')]
  return `${siteUrl}${editorPaths[locale]}#/collections/${collection}/entries/${entry}`
}

type Said = Record<Locale, { what: string; fix: string }>

/** Words the check quotes "like this", quoted «like this» for Arabic text. */
const inArabicQuotes = (quoted: string) => quoted.replace(/"([^"]*)"/g, '«$1»')

/** The messages the check writes, by their shape, in the editor's words. The first that matches says it. */
const shapes: { pattern: RegExp; say(match: RegExpExecArray, problem: Problem): Said }[] = [
  {
    pattern: /^is empty/,
    say: () => ({ en: { what: 'is empty', fix: 'Write the text.' }, ar: { what: 'فارغ', fix: 'اكتب النص.' } }),
  },
  {
    pattern: /^is missing: add it/,
    say: () => ({
      en: { what: 'is not filled in', fix: 'Fill it in.' },
      ar: { what: 'غير مملوء', fix: 'املأ هذا الحقل.' },
    }),
  },
  {
    pattern: /^expected at most (\d+) characters, found (\d+)/,
    say: ([, most, found]) => ({
      en: { what: `is too long: ${found} characters, where ${most} fit`, fix: 'Shorten it.' },
      ar: { what: `أطول مما يتسع له: ${found} حرفاً، والحد الأقصى ${most}`, fix: 'اختصره.' },
    }),
  },
  {
    pattern: /^expected at least (\d+) characters, found (\d+)/,
    say: ([, least, found]) => ({
      en: { what: `is too short: ${found} characters, where at least ${least} are needed`, fix: 'Add to it.' },
      ar: { what: `أقصر من المطلوب: ${found} حرفاً، والحد الأدنى ${least}`, fix: 'أكمله.' },
    }),
  },
  {
    pattern: /^expected (at least|at most|exactly) (\d+) items?, found (\d+)/,
    say: ([, how, count, found]) => ({
      en: { what: `has ${found} items, where ${how} ${count} are needed`, fix: 'Add or remove items.' },
      ar: {
        what: `فيه ${found} من العناصر، والمطلوب ${{ 'at least': 'على الأقل', 'at most': 'على الأكثر', exactly: 'تماماً' }[how!]} ${count}`,
        fix: 'أضف عناصر أو احذف منها.',
      },
    }),
  },
  {
    pattern: /^expected a (?:real calendar )?date like/,
    say: () => ({
      en: { what: 'is not a date', fix: 'Pick the date from the calendar.' },
      ar: { what: 'ليس تاريخاً صحيحاً', fix: 'اختر التاريخ من التقويم.' },
    }),
  },
  {
    pattern: /^expected ((?:"[^"]*"(?: or )?)+), found (.+)$/,
    say: ([, choices, found]) => {
      const list = [...choices!.matchAll(/"([^"]*)"/g)].map((choice) => choice[1])
      return {
        en: { what: `is ${found}, which is not one of its choices`, fix: `Choose one of: ${list.join(', ')}.` },
        ar: { what: `قيمته ${found}، وهي ليست من خياراته`, fix: `اختر واحداً مما يلي: ${list.join('، ')}.` },
      }
    },
  },
  {
    pattern: /^no page of this site is at "([^"]*)"(?:; did you mean ([^?\s]+)\?)?/,
    say: ([, address, suggestion]) => ({
      en: {
        what: `leads to ${address}, where the site has no page`,
        fix: suggestion ? `Change it to ${suggestion}.` : 'Correct the address.',
      },
      ar: {
        what: `يؤدي إلى ${address}، ولا صفحة في الموقع بهذا العنوان`,
        fix: suggestion ? `غيّره إلى ${suggestion}.` : 'صحّح العنوان.',
      },
    }),
  },
  {
    pattern: /^missing; translate (\S+) into it$/,
    say: (_match, problem) => {
      const locale = localeOfFile(problem.file)
      return {
        en: {
          what: `has no ${languageName(locale, 'en')} text yet`,
          fix: `Open it, switch the second pane to ${languageName(locale, 'en')}, write each field and save.`,
        },
        ar: {
          what: `لم يُكتب نصه ${locale === 'ar' ? 'العربي' : `بـ${languageName(locale, 'ar')}`} بعد`,
          fix: `افتحه، واختر ${languageName(locale, 'ar')} في اللوحة الثانية، واكتب كل حقل ثم احفظ.`,
        },
      }
    },
  },
  {
    pattern: /^the text below the fields is missing/,
    say: () => ({
      en: { what: 'has no text below its fields', fix: 'Write the text, translated from the English.' },
      ar: { what: 'ليس فيه النص الذي يلي الحقول', fix: 'اكتب النص مترجماً من الإنجليزية.' },
    }),
  },
  {
    pattern: /^has Arabic words \((.+)\) in English text/,
    say: ([, words]) => ({
      en: {
        what: `has Arabic words in the English text: ${words}`,
        fix: 'Write it in English; the Arabic belongs in the same field of the Arabic version.',
      },
      ar: {
        what: `فيه كلمات عربية في النص الإنجليزي: ${inArabicQuotes(words!)}`,
        fix: 'اكتبه بالإنجليزية، فمكان النص العربي هو الحقل نفسه في النسخة العربية.',
      },
    }),
  },
  {
    pattern: /^has words that are not Arabic \((.+)\);/,
    say: ([, words]) => ({
      en: {
        what: `is not in Arabic: ${words}`,
        fix: 'Translate it into Arabic. Only a name that Arabic writes in Latin letters too, such as D33, may stay; to add one to that list, ask a developer.',
      },
      ar: {
        what: `ليس بالعربية: ${inArabicQuotes(words!)}`,
        fix: 'ترجمه إلى العربية. لا يبقى بالحروف اللاتينية إلا اسم يُكتب بها في العربية أيضاً، مثل D33؛ ولإضافة اسم إلى تلك القائمة اطلب ذلك من أحد المطورين.',
      },
    }),
  },
  {
    pattern: /^has no translation; translate it from/,
    say: () => ({
      en: { what: 'is not translated yet', fix: 'Write it, translated from the English.' },
      ar: { what: 'لم يُترجم بعد', fix: 'اكتبه مترجماً من النص الإنجليزي.' },
    }),
  },
  {
    pattern: /^is not in \S+; remove it, or add it there too/,
    say: () => ({
      en: { what: 'is filled in here but not in English', fix: 'Empty it here, or fill it in in English too.' },
      ar: { what: 'مملوء هنا وفارغ في النسخة الإنجليزية', fix: 'أفرغه هنا، أو املأه في النسخة الإنجليزية أيضاً.' },
    }),
  },
  {
    pattern: /^has no English original/,
    say: () => ({
      en: { what: 'has no English version', fix: 'Write its English too, or delete the entry.' },
      ar: { what: 'ليست له نسخة إنجليزية', fix: 'اكتب نسخته الإنجليزية أيضاً، أو احذفه.' },
    }),
  },
  {
    pattern: /^is "([^"]*)", which is "([^"]*)" in English, where \S+ chose "([^"]*)"; choose "([^"]*)"$/,
    say: ([, made, meaning, chosen, wanted]) => ({
      en: {
        what: `is "${made}", which stands for "${meaning}", where the English chose "${chosen}"`,
        fix: `Choose "${wanted}", the same choice as in English.`,
      },
      ar: {
        what: `قيمته «${made}»، أي «${meaning}» بالإنجليزية، بينما اختارت النسخة الإنجليزية «${chosen}»`,
        fix: `اختر «${wanted}»، أي الاختيار نفسه الذي في النسخة الإنجليزية.`,
      },
    }),
  },
  {
    pattern: /^the first line is "([^"]*)" where it must be exactly ---/,
    say: ([, line]) => ({
      en: {
        what: `begins with "${line}", which the site does not read: its fields may only be plain text`,
        fix: 'Change the first line of the file to three dashes (---). Nothing in it was run.',
      },
      ar: {
        what: `يبدأ بـ«${line}»، وهذا لا يقرؤه الموقع: فالحقول نص عادي فقط`,
        fix: 'غيّر السطر الأول من الملف إلى ثلاث شرطات (---). لم يُشغَّل شيء مما فيه.',
      },
    }),
  },
  {
    pattern: /^(links|company facts) .*differ from /,
    say: ([, kind]) =>
      kind === 'links'
        ? {
            en: { what: 'has other links than the English text', fix: 'Keep the links of the English text.' },
            ar: { what: 'فيه روابط غير التي في النص الإنجليزي', fix: 'أبقِ روابط النص الإنجليزي نفسها.' },
          }
        : {
            en: {
              what: 'has other company facts than the English text',
              fix: 'Keep the company facts of the English text.',
            },
            ar: {
              what: 'فيه بيانات شركة غير التي في النص الإنجليزي',
              fix: 'أبقِ بيانات الشركة التي في النص الإنجليزي نفسها.',
            },
          },
  },
  {
    pattern: /^(\d+) (level-2 headings|level-3 headings|list items) \(.*\) here, (\d+) in /,
    say: ([, here, kind, there]) => {
      const arabic = {
        'level-2 headings': 'عناوين المستوى الثاني',
        'level-3 headings': 'عناوين المستوى الثالث',
        'list items': 'بنود القوائم',
      }
      return {
        en: {
          what: `has ${here} ${kind}, where the English has ${there}`,
          fix: 'Keep the same structure as the English text.',
        },
        ar: {
          what: `فيه ${here} من ${arabic[kind as keyof typeof arabic]}، وفي النص الإنجليزي ${there}`,
          fix: 'حافظ على بنية النص الإنجليزي نفسها.',
        },
      }
    },
  },
  {
    pattern: /^(\d+) items? here, (\d+) in /,
    say: ([, here, there]) => ({
      en: {
        what: `has ${here} items in this language and ${there} in English`,
        fix: 'Give each English item one translated item, in the same order.',
      },
      ar: {
        what: `فيه ${here} من العناصر بهذه اللغة و${there} بالإنجليزية`,
        fix: 'اجعل لكل عنصر إنجليزي عنصراً مترجماً واحداً، بالترتيب نفسه.',
      },
    }),
  },
  {
    pattern: /^expected (.+) as in \S+ \(it is not translated\), found (.+)$/,
    say: ([, expected, found]) => ({
      en: { what: `is ${found}, where it stays ${expected} as in English`, fix: `Set it back to ${expected}.` },
      ar: { what: `قيمته ${found}، وينبغي أن تبقى ${expected} كما في الإنجليزية`, fix: `أعده إلى ${expected}.` },
    }),
  },
]

/** One problem in the editor's words, in `locale`, with the link into the editor when `siteUrl` is known. */
export function inEditorWords(problem: Problem, locale: Locale, siteUrl: string | undefined): EditorProblem {
  const at = fieldPath(problem.field)
  const missingBody = /^the text below the fields is missing/.test(problem.message)
  const place = editorPlace(problem.file, missingBody ? ['text'] : at, locale, problem.entry) ?? problem.file
  let said: Said | undefined
  for (const { pattern, say } of shapes) {
    const match = pattern.exec(problem.message)
    if (match) {
      said = say(match, problem)
      break
    }
  }
  const words =
    said?.[locale] ??
    {
      en: { what: `has a problem: ${problem.message}`, fix: '' },
      ar: { what: 'فيه ما يحتاج إلى تصحيح', fix: `رسالة الفحص بالإنجليزية: «${problem.message}»` },
    }[locale]
  const link = siteUrl ? entryAddress(problem.file, locale, siteUrl) : undefined
  return { place, ...words, ...(link ? { link } : {}) }
}
