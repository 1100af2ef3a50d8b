import type { Locale } from '../../lib/locales.ts'
import { editorsPagePath, pageWords } from './editorsPage.ts'

/** The flags' script under /admin (made by flagsBundle.ts). */
export const flagsScriptFile = 'translation-flags.js'

/** The link from an editor's bar to the editors' page of the Arabic to update, in the editor's language. */
export const translationsLink = (locale: Locale) =>
  `<a href="${editorsPagePath[locale]}" class="translations-link">${pageWords[locale].title}</a>`

/** The flags' script, after the CMS's: it marks the Arabic fields whose English changed. */
export const translationsScript = `<script src="/admin/${flagsScriptFile}"></script>`
