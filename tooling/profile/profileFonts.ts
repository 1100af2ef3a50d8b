import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Locale } from '../../lib/locales.ts'

const require = createRequire(import.meta.url)
const packageFolder = (name: string) => path.dirname(require.resolve(`${name}/package.json`))

/**
 * The typefaces of the profile, by the family names its template asks for: Source Sans 3 for English and IBM Plex
 * Sans Arabic for Arabic (whose Latin letters and figures, drawn to sit with the Arabic, also set the Latin words of the
 * Arabic profile, as the site's Arabic pages take their figures from Plex).
 *
 * `edges` are where a line of text starts and ends (Typst's top and bottom edges; a number is in em). Latin lines run
 * from the cap height to the baseline. Arabic letters rise and fall further, so Arabic lines run from the ascender to
 * the descender, at the heights Typst reads from IBM's own build of Plex (its typographic ascender and descender, 780
 * and 220 units), for which the layout was drawn: Google's build, read here, gives its full height there (1085 and 415
 * units), which spread the Arabic profile over eight pages.
 */
export const profileTypefaces: Record<Locale, ProfileTypeface> = {
  en: { family: 'Source Sans 3', edges: { top: 'cap-height', bottom: 'baseline' } },
  ar: { family: 'IBM Plex Sans Arabic', edges: { top: 0.78, bottom: -0.22 } },
}

export interface ProfileTypeface {
  family: string
  edges: { top: 'cap-height' | number; bottom: 'baseline' | number }
}

/** The weights the template uses: body, semibold labels, bold headings. */
const files = {
  sourceSans: ['Regular', 'Semibold', 'Bold'].map((weight) => `TTF/SourceSans3-${weight}.ttf`),
  plexArabic: ['400Regular', '600SemiBold', '700Bold'].map((weight) => `${weight}/IBMPlexSansArabic_${weight}.ttf`),
}

let loaded: Buffer[] | undefined

/**
 * The font files, read from their npm packages as TrueType, which Typst reads. Plex comes whole (Arabic and Latin in
 * one file per weight) from Google Fonts' build in @expo-google-fonts: @fontsource cuts it into unicode-range slices,
 * and Typst takes one font per family name, so the Latin slice would never be used. They are the only fonts the profile
 * may use: the template turns fallback off, and the build checks that nothing else was embedded (see
 * buildCompanyProfile.ts).
 */
export function profileFontFiles(): Buffer[] {
  loaded ??= [
    ...files.sourceSans.map((file) => fs.readFileSync(path.join(packageFolder('source-sans'), file))),
    ...files.plexArabic.map((file) =>
      fs.readFileSync(path.join(packageFolder('@expo-google-fonts/ibm-plex-sans-arabic'), file)),
    ),
  ]
  return loaded
}

/** The PostScript names the embedded fonts may have (a PDF names each subset font ABCDEF+<PostScript name>). */
export const embeddedFontNames = [
  ...['Regular', 'Semibold', 'Bold'].map((weight) => `SourceSans3-${weight}`),
  ...['Regular', 'SemiBold', 'Bold'].map((weight) => `IBMPlexSansArabic-${weight}`),
]
