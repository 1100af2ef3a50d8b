import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { illustrationFolder } from './illustrations.ts'

import type { ImageManifest, ResponsiveImage } from '../../lib/images.ts'

export type { ImageManifest, ResponsiveImage }

/** Cards and portraits are shown at most ~400 CSS pixels wide; 800 covers two device pixels per CSS pixel. */
const widths = [400, 800]
const formats = ['avif', 'webp'] as const
const sourcePattern = /\.(svg|png|jpe?g|webp|avif)$/i

/**
 * Makes AVIF and WebP copies of every picture under `sourceDir` in `outDir`, named by a hash of the source so they
 * can be cached forever; files already made are kept. Returns the manifest that pages use to write srcset.
 */
export async function buildImages(sourceDir: string, outDir: string, urlBase = '/img'): Promise<ImageManifest> {
  const manifest: ImageManifest = {}
  for (const relative of listImages(sourceDir)) {
    const file = path.join(sourceDir, relative)
    const source = fs.readFileSync(file)
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
    const isVector = file.toLowerCase().endsWith('.svg')
    const meta = await sharp(source).metadata()
    if (!meta.width || !meta.height)
      throw new Error(`content/images/${relative}: cannot read the picture's size; is the file a valid image?`)
    const targetWidths = isVector
      ? widths
      : widths.filter((width) => width <= meta.width!).concat(meta.width < widths[0]! ? [meta.width] : [])
    const entry: ResponsiveImage = {
      width: targetWidths.at(-1)!,
      height: Math.round((targetWidths.at(-1)! * meta.height) / meta.width),
      avif: [],
      webp: [],
    }
    const base = relative.replace(sourcePattern, '')
    for (const width of targetWidths) {
      for (const format of formats) {
        const name = `${base}-${width}.${hash}.${format}`
        const out = path.join(outDir, name)
        if (!fs.existsSync(out)) {
          fs.mkdirSync(path.dirname(out), { recursive: true })
          // Vector art is drawn at the size wanted rather than scaled up from its nominal size, so it stays crisp.
          const input = isVector ? sharp(source, { density: Math.min(2400, (72 * width) / meta.width) }) : sharp(source)
          const resized = input.resize({ width })
          const encoded = format === 'avif' ? resized.avif({ quality: 55, effort: 4 }) : resized.webp({ quality: 78 })
          await encoded.toFile(`${out}.tmp`)
          fs.renameSync(`${out}.tmp`, out)
        }
        entry[format].push({ width, url: `${urlBase}/${name}` })
      }
    }
    manifest[relative] = entry
  }
  return manifest
}

function listImages(directory: string, prefix = ''): string[] {
  if (!fs.existsSync(directory)) return []
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((item) => {
    const relative = prefix ? `${prefix}/${item.name}` : item.name
    // Illustrations stay vector: tooling/images/illustrations.ts serves them as SVG.
    if (relative === illustrationFolder) return []
    if (item.isDirectory()) return listImages(path.join(directory, item.name), relative)
    return sourcePattern.test(item.name) ? [relative] : []
  })
}
