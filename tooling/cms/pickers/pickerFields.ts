// Which choices of the content schemas the editor offers as pictures rather than as a list of words: a symbol of the
// site's icon set, an accent colour. The CMS field type is named here and registered by ./registerPickers.tsx; the value
// saved is the same name the files hold, so a file saved with a picker reads as one saved with a drop-down.
import { iconNames } from '../../../lib/content/iconNames.ts'
import type { InWords } from '../../../lib/locales.ts'
import { colourNames } from './pickerWords.ts'

/** The CMS's names of the two field types, as the configuration and the registration write them. */
export const pickerTypes = { symbol: 'symbol', colour: 'swatch' } as const

const sameSet = (values: readonly unknown[], names: readonly string[]) =>
  values.length === names.length && names.every((name) => values.includes(name))

/** The picker for a choice among `values`, or undefined for a choice shown as words. */
export function pickerFor(values: readonly unknown[]): keyof typeof pickerTypes | undefined {
  if (sameSet(values, iconNames)) return 'symbol'
  if (sameSet(values, Object.keys(colourNames))) return 'colour'
  return undefined
}

/** What the field's hint says of the picker, instead of listing every name the field accepts. */
export const pickerHints: Record<keyof typeof pickerTypes, InWords> = {
  symbol: {
    en: 'Choose the symbol from the pictures, drawn as the site draws them; find one by its name in English or Arabic.',
    ar: 'اختر الرمز من الصور كما يرسمها الموقع، أو ابحث عنه باسمه بالعربية أو بالإنجليزية.',
  },
  colour: {
    en: 'Choose the colour from the swatches, as the site shows it.',
    ar: 'اختر اللون من العيّنات كما يظهر في الموقع.',
  },
}

/** How the field guide says the editor offers the choice. */
export const pickerInGuide: Record<keyof typeof pickerTypes, string> = {
  symbol:
    'in the editor, chosen with the *symbol picker*: every symbol drawn as the site draws it, found by its English or Arabic name',
  colour: 'in the editor, chosen from the *colour swatches*, each named',
}
