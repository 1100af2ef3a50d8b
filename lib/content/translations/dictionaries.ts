import type { Locale } from '../../locales.ts'
import { ar } from './ar.ts'
import { type Dictionary, en } from './en.ts'

/** The editor's interface in every language of the site, one file each. */
export const dictionaries: Record<Locale, Dictionary> = { en, ar }
