/*
 * What an Arabic text may keep in Latin letters. The content check fails on any other Latin word in an Arabic field,
 * so an untranslated line cannot reach the Arabic site; and on any Arabic letter in an English field. This list is
 * reviewed like code: add a word only with the reason it is written so in Arabic too.
 */

/** Names and abbreviations written in Latin letters in Arabic as well, each with why. */
export const latinNames: Readonly<Record<string, string>> = {
  D33: 'the Dubai Economic Agenda’s own name, which Arabic writes in Latin letters too (أجندة دبي الاقتصادية D33)',
  COP28: 'the UN climate conference’s name, which Arabic writes in Latin letters too (مؤتمر COP28)',
  XR: 'extended reality, glossed after its Arabic name (الواقع الممتد) as Arabic technical writing does',
  IP: 'Internet Protocol, glossed after its Arabic name (بروتوكول الإنترنت) in the privacy policy',
  Cookies: 'glossed after its Arabic name (ملفات تعريف الارتباط) in the privacy policy, as UAE sites write it',
  GPC: 'Global Privacy Control, the browser signal, glossed after its Arabic name in the privacy policy: browsers name it so',
  DNT: 'Do Not Track, the browser signal, glossed after its Arabic name in the privacy policy: browsers name it so',
  PDF: 'the file format’s name: Arabic has no other (ملف PDF)',
  A4: 'the paper size’s name: Arabic has no other',
  router: 'glossed after its Arabic name (الموجِّه) on the not-found page, whose words the specification fixes',
}

/**
 * Kinds of text that are the same in every language, taken out, in this order, before the words are read: each a
 * pattern and why. They stay Latin in Arabic, and their Latin never counts against an Arabic field.
 */
export const latinKinds: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /\b(?:https?:\/\/|www\.)\S+/giu, why: 'web addresses' },
  { pattern: /[^\s@()«»]+@[^\s@()«»]+/gu, why: 'e-mail addresses, such as the form’s you@company.com' },
  { pattern: /\]\([^)]*\)/gu, why: 'a link’s address in Markdown text, written once as an English address' },
  { pattern: /\{[A-Za-z]+\}/gu, why: 'a placeholder the site fills in, such as {query} or {count}' },
  { pattern: /<[A-Z][A-Za-z]*\s*\/>/gu, why: 'a company fact, such as <CompanyPhone />' },
  { pattern: /`[^`]*`/gu, why: 'code' },
  { pattern: /(?<![\p{Script=Latin}\p{N}])\/[a-z0-9\-/#]*/gu, why: 'addresses of this site, such as /contact' },
]

/** Fields that are in the other language on purpose: the language switcher names the other language in its own words. */
export const inTheOtherLanguage: readonly { type: string; path: readonly string[] }[] = [
  { type: 'navigation', path: ['otherLanguage'] },
]
