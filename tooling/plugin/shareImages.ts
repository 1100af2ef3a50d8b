// escapeUTF8 writes XML's own five entities only (&apos; and &quot; among them): an SVG knows no &nbsp;.
import { escapeUTF8 } from 'entities'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import type { Company } from '../../lib/content/schemas/company.ts'
import { localeInfo } from '../../lib/locales.ts'
import { siteRoutes } from '../../lib/routes.ts'
import { shareImagePath } from '../../lib/seo/pageSeo.ts'

const width = 1200
const height = 630

/**
 * Draws the 1200×630 preview shown when a page is shared (Open Graph, X, LinkedIn): the logo, the company name and
 * the page's title on the brand gradient, in the page's language and direction. The images are kept in `cacheDir`,
 * and one is redrawn only when its title or the design changes. Returns each image by its address (og/home.png,
 * og/ar-about.png ...).
 */
export async function buildShareImages(
  contents: SiteContent[],
  logoSvg: string,
  cacheDir: string,
): Promise<Map<string, Buffer>> {
  const hashesFile = path.join(cacheDir, 'share-images.json')
  const previous: Record<string, string> = fs.existsSync(hashesFile)
    ? JSON.parse(fs.readFileSync(hashesFile, 'utf8'))
    : {}
  const hashes: Record<string, string> = {}
  const images = new Map<string, Buffer>()
  fs.mkdirSync(path.join(cacheDir, 'og'), { recursive: true })
  const pages = contents.flatMap((content) => siteRoutes(content).map((route) => ({ route, company: content.company })))
  await Promise.all(
    pages.map(async ({ route, company }) => {
      const svg = shareImageSvg(route.title ?? company.tagline, company, logoSvg, localeInfo[route.locale].dir)
      const name = shareImagePath(route.path).slice(1)
      const out = path.join(cacheDir, name)
      const hash = createHash('sha256').update(svg).digest('hex')
      hashes[name] = hash
      if (previous[name] !== hash || !fs.existsSync(out)) {
        await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(out)
      }
      images.set(name, fs.readFileSync(out))
    }),
  )
  fs.writeFileSync(hashesFile, JSON.stringify(hashes))
  return images
}

/**
 * Right-to-left text is laid out by librsvg through Pango and HarfBuzz, which join and shape Arabic letters. Its
 * start, where `text-anchor="start"` puts it, is then the right edge, where a reader of Arabic starts; the logo moves
 * there too. The site's address stays left to right, its end at the same edge.
 */
function shareImageSvg(title: string, company: Company, logoSvg: string, dir: 'ltr' | 'rtl'): string {
  const rtl = dir === 'rtl'
  const start = rtl ? width - 80 : 80
  const text = (y: number, size: number, content: string, extra = '') =>
    `<text x="${start}" y="${y}" direction="${dir}" text-anchor="start" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" ${extra}>${escapeUTF8(content)}</text>`
  const lines = wrap(title, title.length > 60 ? 30 : 24).slice(0, 3)
  const size = lines.length > 2 || title.length > 60 ? 58 : 68
  const logo = `data:image/svg+xml;base64,${Buffer.from(logoSvg).toString('base64')}`
  const host = new URL(company.website).host
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="sky" cx="1" cy="0" r="0.9"><stop offset="0" stop-color="#0369a1" stop-opacity="0.75"/><stop offset="1" stop-color="#0369a1" stop-opacity="0"/></radialGradient>
    <radialGradient id="emerald" cx="0" cy="1" r="0.8"><stop offset="0" stop-color="#047857" stop-opacity="0.55"/><stop offset="1" stop-color="#047857" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="100%" height="100%" fill="#0f172a"/>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  <rect width="100%" height="100%" fill="url(#emerald)"/>
  <image href="${logo}" x="${rtl ? width - 144 : 80}" y="72" width="64" height="64"/>
  <text x="${rtl ? width - 164 : 164}" y="116" direction="${dir}" text-anchor="start" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="bold" fill="#ffffff">${escapeUTF8(company.name)}</text>
  ${lines
    .map((line, index) =>
      text(
        300 + index * (size + 14) - ((lines.length - 1) * (size + 14)) / 2,
        size,
        line,
        'font-weight="bold" fill="#ffffff"',
      ),
    )
    .join('\n  ')}
  <rect x="${rtl ? width - 176 : 80}" y="500" width="96" height="6" rx="3" fill="#34d399"/>
  <text x="${start}" y="556" text-anchor="${rtl ? 'end' : 'start'}" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" fill="#cbd5e1">${escapeUTF8(host)}</text>
</svg>`
}

/** Breaks a title into lines of about `limit` characters at spaces. */
function wrap(text: string, limit: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > limit) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  return lines
}
