import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import type { Company } from '../../lib/content/schemas/company.ts'
import type { Route } from '../../lib/routes.ts'
import { hreflangLinks } from '../../lib/seo/pageSeo.ts'

/**
 * sitemap.xml: every page in every language with the date its words last changed, each listing the same page in
 * every language (and English as the default) so search engines show readers the page in their language.
 */
export function sitemapXml(routes: Route[], origin: string, lastChange: (files: string[]) => string): string {
  const urls = routes.map((route) => {
    const alternates = hreflangLinks(route, origin).map(
      ({ hreflang, href }) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
    )
    return `  <url>\n    <loc>${origin}${route.path}</loc>\n    <lastmod>${lastChange(route.files)}</lastmod>${alternates.join('')}\n  </url>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`
}

/**
 * The day the given files last changed: the last commit that touched them, or their modification time where there
 * is no git history (a Docker build without .git, say).
 */
export function lastChange(files: string[]): string {
  try {
    const date = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    if (/^\d{4}-\d{2}-\d{2}$/.test(date) && !hasUncommittedChanges(files)) return date
  } catch {
    // no git here: fall back to the files themselves
  }
  const newest = Math.max(...files.map(newestModification))
  return new Date(newest).toISOString().slice(0, 10)
}

function hasUncommittedChanges(files: string[]): boolean {
  return execFileSync('git', ['status', '--porcelain', '--', ...files], { encoding: 'utf8' }).trim() !== ''
}

function newestModification(entry: string): number {
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...fs.readdirSync(entry).map((name) => newestModification(path.join(entry, name))))
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`
}

/** The favicon set and the web manifest, drawn from the logo mark, by file name. */
export async function siteIcons(logoSvg: string, company: Company): Promise<Map<string, Buffer>> {
  const logo = Buffer.from(logoSvg)
  const onWhite = (size: number, padding: number) =>
    sharp(logo, { density: 1200 })
      .resize(size - padding * 2, size - padding * 2)
      .extend({ top: padding, bottom: padding, left: padding, right: padding, background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer()
  const manifest = {
    name: company.name,
    short_name: company.name.split(' ').slice(0, 2).join(' '),
    description: company.tagline,
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#0f172a',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  return new Map([
    ['favicon.svg', logo],
    ['favicon.ico', pngToIco(await sharp(logo, { density: 600 }).resize(32, 32).png().toBuffer(), 32)],
    ['apple-touch-icon.png', await onWhite(180, 18)],
    ['icon-192.png', await onWhite(192, 24)],
    // Maskable icons keep their drawing inside the middle 80 %, since platforms crop the rest to their own shape.
    ['icon-512.png', await onWhite(512, 72)],
    ['site.webmanifest', Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)],
  ])
}

/** An .ico holding one PNG image, which every current browser reads. */
function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  header.writeUInt8(size, 6)
  header.writeUInt8(size, 7)
  header.writeUInt8(0, 8) // no palette
  header.writeUInt8(0, 9)
  header.writeUInt16LE(1, 10) // colour planes
  header.writeUInt16LE(32, 12) // bits per pixel
  header.writeUInt32LE(png.length, 14)
  header.writeUInt32LE(22, 18) // image data offset
  return Buffer.concat([header, png])
}
