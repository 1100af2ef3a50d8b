import path from 'node:path'
import type { Problem } from '../../lib/content/ContentError.ts'
import { contentTypeOf } from '../../lib/content/contentTypes.ts'
import { fieldPath } from '../../lib/content/formatIssues.ts'
import { editorPlace, languageName, localeOfFile } from '../../lib/content/labels.ts'
import type { Locale } from '../../lib/locales.ts'

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
export const editorPaths: Record<Locale, string> = { en: '/admin/', ar: '/admin/ar/' }

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
    pattern: /^missing ("[^"]*"(?:, "[^"]*")*); translate/,
    say: () => ({
      en: { what: 'is not fully translated', fix: 'Write the translation of each of its fields.' },
      ar: { what: 'لم تكتمل ترجمته', fix: 'اكتب ترجمة كل حقل من حقوله.' },
    }),
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
  const place = editorPlace(problem.file, missingBody ? ['text'] : at, locale) ?? problem.file
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
