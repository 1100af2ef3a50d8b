import { type Locale, locales } from '../../locales.ts'
import { ar } from './ar.ts'
import { type Dictionary, en } from './en.ts'

/** The editor's interface in every language of the site, one file each. */
export const dictionaries: Record<Locale, Dictionary> = { en, ar }

/** One word (or group of words) of the dictionaries in every language: { en: …, ar: … }. */
export function inLanguages<T>(pick: (words: Dictionary) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, pick(dictionaries[locale])])) as Record<Locale, T>
}

/** A group of words of the dictionaries by key, each in every language: { date: { en: …, ar: … }, … }. */
export function byKey<T extends object>(pick: (words: Dictionary) => T): { [K in keyof T]: Record<Locale, T[K]> } {
  const groups = inLanguages(pick)
  return Object.fromEntries(
    Object.keys(groups[locales[0]]).map((key) => [
      key,
      Object.fromEntries(locales.map((locale) => [locale, groups[locale][key as keyof T]])),
    ]),
  ) as { [K in keyof T]: Record<Locale, T[K]> }
}
