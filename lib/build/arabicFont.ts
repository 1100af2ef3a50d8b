import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'

/**
 * The Arabic pages' typeface, IBM Plex Sans Arabic (self-hosted from @fontsource), cut down at build time to the
 * Arabic letters, marks and punctuation: the whole alphabet with its vowel marks, and any other Arabic character the
 * content uses, so a word an editor adds is never drawn in two fonts. Latin text and figures on Arabic pages keep the
 * system font. Only Arabic pages carry the @font-face rules (pages/+Head.tsx), so English pages load no font.
 */

const weights = [
  // Each file serves a band of weights, so the site's medium and extra-bold text need no file of their own.
  { weight: 400, range: '100 500' },
  { weight: 600, range: '600' },
  { weight: 700, range: '700 900' },
] as const

/** The Arabic blocks, the joiners and direction marks, and the guillemets Arabic quotes use. */
const unicodeRange = 'U+0600-06FF, U+0750-077F, U+08A0-08FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF, U+AB, U+BB'
const arabicCharacter = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\u200C-\u200F\uFB50-\uFDFF\uFE70-\uFEFF«»]/u

/** The alphabet (hamza to yeh), the vowel marks and shadda, tatweel and the Arabic comma, semicolon and question mark. */
const alphabet = [
  ...range(0x0621, 0x064a),
  ...range(0x064b, 0x0652),
  0x0640, 0x060c, 0x061b, 0x061f, 0x0670, 0x200c, 0x200d,
].map((code) => String.fromCodePoint(code))

/**
 * Metrics of the web font, so the fallback's lines are as tall as the font's (no shift when it arrives), and the
 * width of its Arabic compared with DejaVu Sans, the fallback of Linux desktops and this project's test browser.
 * Measured from the font files: 1085/415 units of 1000 above and below the baseline, no line gap; DejaVu Sans sets
 * the same Arabic sentence 13.1 % wider.
 */
const fallback = { ascent: '108.5%', descent: '41.5%', lineGap: '0%', sizeAdjust: '88.4%', local: 'DejaVu Sans' }

export const arabicFontFamily = '"IBM Plex Sans Arabic", "IBM Plex Sans Arabic Fallback"'

export interface ArabicFont {
  /** The font files by their address (assets/fonts/plex-arabic-400-<hash>.woff2 ...). */
  files: Map<string, Buffer>
  /** The @font-face rules, for the head of Arabic pages only. */
  css: string
  /** The files every Arabic page shows above the fold (regular text and bold headings), to preload. */
  preload: string[]
}

/** `text` is every word of the Arabic content; `cacheDir` keeps the cut fonts between builds. */
export async function buildArabicFont(text: string, cacheDir: string): Promise<ArabicFont> {
  const characters = [...new Set([...alphabet, ...[...text].filter((char) => arabicCharacter.test(char))])].sort().join('')
  const require = createRequire(import.meta.url)
  const folder = path.join(path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files')
  fs.mkdirSync(path.join(cacheDir, 'fonts'), { recursive: true })
  const files = new Map<string, Buffer>()
  const faces: string[] = []
  for (const { weight, range: weightRange } of weights) {
    const source = fs.readFileSync(path.join(folder, `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`))
    const key = createHash('sha256').update(source).update(characters).digest('hex').slice(0, 10)
    const cached = path.join(cacheDir, 'fonts', `${weight}-${key}.woff2`)
    if (!fs.existsSync(cached)) fs.writeFileSync(cached, await subsetFont(source, characters, { targetFormat: 'woff2' }))
    const name = `assets/fonts/plex-arabic-${weight}-${key}.woff2`
    files.set(name, fs.readFileSync(cached))
    faces.push(
      `@font-face{font-family:"IBM Plex Sans Arabic";font-style:normal;font-weight:${weightRange};font-display:swap;src:url(/${name}) format("woff2");unicode-range:${unicodeRange}}`,
    )
  }
  faces.push(
    `@font-face{font-family:"IBM Plex Sans Arabic Fallback";src:local("${fallback.local}");size-adjust:${fallback.sizeAdjust};ascent-override:${fallback.ascent};descent-override:${fallback.descent};line-gap-override:${fallback.lineGap};unicode-range:${unicodeRange}}`,
  )
  const preload = [...files.keys()].filter((name) => /-(400|700)-/.test(name)).map((name) => `/${name}`)
  return { files, css: faces.join('\n'), preload }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index)
}
