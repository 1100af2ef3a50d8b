import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'

/**
 * The Arabic pages' typeface, IBM Plex Sans Arabic (self-hosted from @fontsource), cut down at build time to the
 * Arabic letters, marks and punctuation: the whole alphabet with its vowel marks, and any other Arabic character the
 * content uses, so a word an editor adds is never drawn in two fonts. The figures (years, percentages, "200,000") come
 * from the same family's Latin file, cut down to the digits and the signs written with them: set in the system font
 * they were wider and heavier than the Arabic around them, most visibly in headings such as a strategy's year. Other
 * Latin text on Arabic pages keeps the system font. Only Arabic pages carry the @font-face rules (pages/+Head.tsx), so
 * English pages load no font.
 *
 * A visitor's first Arabic page is drawn in the fallback below, with nothing held back for the typeface: the page
 * script in its head (lib/arabicTypeface.ts) switches the Plex faces off unless the visitor came from another Arabic
 * page of the site, and the page fetches the six files into the cache once it has loaded (tooling/postbuild/afterLoad.ts).
 * From the next page on, Plex comes from the cache before the first paint. Preloading the files instead held the
 * first paint of every first Arabic page back for them: on a phone on slow 4G, its LCP was 2.2 times that of a page
 * with no CSS, against 1.3 times in the fallback (Lighthouse, measured). Without JavaScript, nothing switches Plex
 * off, and it is used when it arrives in time.
 *
 * `font-display: optional`: the font is used only when it is there for the first paint, so text is never drawn twice.
 * With `swap`, even over the metric-matched fallback below, a paragraph that broke into six lines in DejaVu Sans and
 * five in Plex moved what followed it (layout shift 0.016 on /ar at 412 px, measured); `optional` never moves anything.
 */

const weights = [
  // Each file serves a band of weights, so the site's medium and extra-bold text need no file of their own.
  { weight: 400, range: '100 500' },
  { weight: 600, range: '600' },
  { weight: 700, range: '700 900' },
] as const

/** The Arabic blocks, the joiners and direction marks, and the guillemets Arabic quotes use. */
const unicodeRange = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF, U+AB, U+BB'
/** The digits, and the percent sign, separators, plus and colon written with them (75%, 200,000, 1.49, +971, 9:00). */
const figures = '0123456789%,.+:'
const figuresRange = 'U+0025, U+002B-002C, U+002E, U+0030-003A'
const arabicCharacter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\u200C-\u200F\uFB50-\uFDFF\uFE70-\uFEFF«»]/u

/** The alphabet (hamza to yeh), the vowel marks and shadda, tatweel and the Arabic comma, semicolon and question mark. */
const alphabet = [
  ...range(0x0621, 0x064a),
  ...range(0x064b, 0x0652),
  0x0640,
  0x060c,
  0x061b,
  0x061f,
  0x0670,
  0x200c,
  0x200d,
].map((code) => String.fromCodePoint(code))

/**
 * The fallback, in which a first Arabic page is drawn: DejaVu Sans (the Arabic font of Linux desktops and of this
 * project's test browser) with the web font's vertical metrics (1085/415 units of 1000 above and below the baseline,
 * no line gap, read from the font files), so lines are as tall, and scaled per weight to the web font's widths, so
 * lines break alike and the next page, in Plex, is laid out as the first was. The widths were measured in Chromium on
 * the text of /ar/about set in both fonts: Plex is 90.3 % as wide as DejaVu Sans at 400, 79.9 % as DejaVu Sans Bold at
 * 600 and 81.5 % at 700.
 */
const fallbackMetrics = 'ascent-override:108.5%;descent-override:41.5%;line-gap-override:0%'
const fallbacks = [
  { range: '100 500', local: 'DejaVu Sans', sizeAdjust: '90.3%' },
  { range: '600', local: 'DejaVu Sans Bold', sizeAdjust: '79.9%' },
  { range: '700 900', local: 'DejaVu Sans Bold', sizeAdjust: '81.5%' },
]

export const arabicFontFamily = '"IBM Plex Sans Arabic", "IBM Plex Sans Arabic Fallback"'

export interface ArabicFont {
  /** The font files by their address (assets/fonts/plex-arabic-400-<hash>.woff2 ...). */
  files: Map<string, Buffer>
  /** The @font-face rules of Plex, for the head of Arabic pages only: the style lib/arabicTypeface.ts switches off. */
  css: string
  /** The @font-face rules of the metric-matched fallback, which stay on. */
  fallbackCss: string
}

/** `text` is every word of the Arabic content; `cacheDir` keeps the cut fonts between builds. */
export async function buildArabicFont(text: string, cacheDir: string): Promise<ArabicFont> {
  const characters = [...new Set([...alphabet, ...[...text].filter((char) => arabicCharacter.test(char))])]
    .sort()
    .join('')
  const require = createRequire(import.meta.url)
  const folder = path.join(path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files')
  fs.mkdirSync(path.join(cacheDir, 'fonts'), { recursive: true })
  const files = new Map<string, Buffer>()
  const faces: string[] = []
  const fallbackFaces: string[] = []
  // Each weight in two cuts: the Arabic letters from the family's Arabic file, the figures from its Latin one.
  const cuts = [
    { subset: 'arabic', characters, unicodeRange, prefix: '' },
    { subset: 'latin', characters: figures, unicodeRange: figuresRange, prefix: 'figures-' },
  ]
  for (const { weight, range: weightRange } of weights) {
    for (const cut of cuts) {
      const source = fs.readFileSync(path.join(folder, `ibm-plex-sans-arabic-${cut.subset}-${weight}-normal.woff2`))
      const key = createHash('sha256').update(source).update(cut.characters).digest('hex').slice(0, 10)
      const cached = path.join(cacheDir, 'fonts', `${cut.prefix}${weight}-${key}.woff2`)
      if (!fs.existsSync(cached))
        fs.writeFileSync(cached, await subsetFont(source, cut.characters, { targetFormat: 'woff2' }))
      const name = `assets/fonts/plex-arabic-${cut.prefix}${weight}-${key}.woff2`
      files.set(name, fs.readFileSync(cached))
      faces.push(
        `@font-face{font-family:"IBM Plex Sans Arabic";font-style:normal;font-weight:${weightRange};font-display:optional;src:url(/${name}) format("woff2");unicode-range:${cut.unicodeRange}}`,
      )
    }
  }
  for (const { range: weightRange, local, sizeAdjust } of fallbacks) {
    fallbackFaces.push(
      `@font-face{font-family:"IBM Plex Sans Arabic Fallback";font-weight:${weightRange};src:local("${local}");size-adjust:${sizeAdjust};${fallbackMetrics};unicode-range:${unicodeRange}}`,
    )
  }
  return { files, css: faces.join('\n'), fallbackCss: fallbackFaces.join('\n') }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}
