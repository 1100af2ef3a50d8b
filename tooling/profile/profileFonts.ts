import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Locale } from '../../lib/locales.ts'
import { woffToSfnt } from './woffToSfnt.ts'

const require = createRequire(import.meta.url)
const packageFolder = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

/**
 * The typefaces of the profile, by the family names its template asks for: Source Sans 3 for English and IBM Plex
 * Sans Arabic for Arabic (whose Latin letters and figures, drawn to sit with the Arabic, also set the Latin words of the
 * Arabic profile, as the site's Arabic pages take their figures from Plex). Typst names a family after the first name
 * record of its fonts, less a style word it knows; Plex's semibold is "IBM Plex Sans Arabic SmBld" there, a word Typst
 * does not know, so it stands as a family of its own and the template asks for it by that name.
 */
export const profileTypefaces: Record<Locale, { family: string; semibold: string }> = {
  en: { family: 'Source Sans 3', semibold: 'Source Sans 3' },
  ar: { family: 'IBM Plex Sans Arabic', semibold: 'IBM Plex Sans Arabic SmBld' },
}

/** The weights the template uses: body, semibold labels, bold headings. */
const files = {
  sourceSans: ['Regular', 'Semibold', 'Bold'].map((weight) => `TTF/SourceSans3-${weight}.ttf`),
  plexArabic: ['Regular', 'SemiBold', 'Bold'].map((weight) => `fonts/complete/woff/IBMPlexSansArabic-${weight}.woff`),
}

let loaded: Buffer[] | undefined

/**
 * The font files, read from their npm packages (source-sans carries TTF; @ibm/plex-sans-arabic carries WOFF only,
 * unwrapped here to the OpenType it holds). They are the only fonts the profile may use: the template turns fallback
 * off, and the build checks that nothing else was embedded (see buildCompanyProfile.ts).
 */
export function profileFontFiles(): Buffer[] {
  loaded ??= [
    ...files.sourceSans.map((file) => fs.readFileSync(path.join(packageFolder('source-sans'), file))),
    ...files.plexArabic.map((file) =>
      woffToSfnt(fs.readFileSync(path.join(packageFolder('@ibm/plex-sans-arabic'), file))),
    ),
  ]
  return loaded
}

/** The PostScript names the embedded fonts may have (a PDF names each subset font ABCDEF+<PostScript name>). */
export const embeddedFontNames = [
  ...['Regular', 'Semibold', 'Bold'].map((weight) => `SourceSans3-${weight}`),
  ...['', '-SmBld', '-Bold'].map((weight) => `IBMPlexSansArabic${weight}`),
]
