import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { optimize } from 'svgo'

/** One illustration as the pages use it: a file for cards, its markup for inlining into a page's hero. */
export interface Illustration {
  /** The optimised file, named by its content: /img/illustrations/solutions/robotics.<hash>.svg */
  url: string
  width: number
  height: number
  /** The optimised <svg> element, for inlining where it must paint with the page (no request, no shift). */
  markup: string
}

/** Keyed by the path an editor writes in content, relative to content/images/ (illustrations/solutions/robotics.svg). */
export type IllustrationManifest = Record<string, Illustration>

/** Every illustration sits here, under content/images/; the photo pipeline leaves this folder alone. */
export const illustrationFolder = 'illustrations'

/** Brotli bytes an illustration may weigh: several share a page with its text, and Home's whole budget is 60 KiB. */
export const illustrationBudget = 8 * 1024

/** What an illustration must not contain: it would not show, would load something else, or could run code. */
const forbidden: [RegExp, string][] = [
  [/<script\b/i, 'a <script>'],
  [/<foreignObject\b/i, 'a <foreignObject>'],
  [/<image\b/i, 'an <image> (a picture inside the drawing)'],
  [
    /<text\b/i,
    'a <text> element: words in a picture cannot be translated, so the same file cannot serve both languages',
  ],
  [/\son[a-z]+\s*=/i, 'an event attribute such as onload'],
  [
    /(?:xlink:)?href\s*=\s*["'](?!#)/i,
    'a link to another file (only links to its own parts, like href="#panel", are allowed)',
  ],
]

/**
 * Checks and optimises every SVG under content/images/illustrations/ (SVGO, keeping the viewBox and prefixing ids
 * with the file's name so two drawings inlined on one page cannot share an id), and names each output by a hash of
 * its content so it can be cached for ever. Throws one message listing every problem, each saying what to fix.
 */
export function buildIllustrations(
  imagesDir: string,
  urlBase = '/img',
): { manifest: IllustrationManifest; files: Map<string, Buffer> } {
  const manifest: IllustrationManifest = {}
  const files = new Map<string, Buffer>()
  const problems: string[] = []
  for (const relative of listSvgs(path.join(imagesDir, illustrationFolder), illustrationFolder)) {
    const where = `content/images/${relative}`
    const source = fs.readFileSync(path.join(imagesDir, relative), 'utf8')
    const found = forbidden.filter(([pattern]) => pattern.test(source)).map(([, what]) => what)
    if (found.length > 0) {
      problems.push(`${where} contains ${found.join(' and ')}; remove it and export the drawing again.`)
      continue
    }
    const slug = relative
      .slice(illustrationFolder.length + 1)
      .replace(/\.svg$/i, '')
      .replaceAll('/', '-')
    const { data } = optimize(source, {
      path: where,
      multipass: true,
      plugins: [
        // SVGO 4 keeps the viewBox by default; it is what lets the drawing scale to its box.
        'preset-default',
        { name: 'prefixIds', params: { prefix: slug, delim: '-' } },
      ],
    })
    const root = /^<svg\b[^>]*>/.exec(data)?.[0] ?? ''
    const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1])
    const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1])
    if (!(width > 0 && height > 0) || !/\sviewBox="/.test(root)) {
      problems.push(
        `${where} needs width, height and viewBox on its <svg> element, such as width="480" height="320" viewBox="0 0 480 320", so pages can reserve its space.`,
      )
      continue
    }
    const brotli = brotliCompressSync(data).length
    if (brotli > illustrationBudget) {
      problems.push(
        `${where} weighs ${(brotli / 1024).toFixed(1)} KiB compressed, over the ${illustrationBudget / 1024} KiB an illustration may: simplify its shapes (fewer points, shared fills) and export it again.`,
      )
      continue
    }
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 10)
    const name = `${relative.replace(/\.svg$/i, '')}.${hash}.svg`
    files.set(`${urlBase.slice(1)}/${name}`, Buffer.from(data))
    manifest[relative] = { url: `${urlBase}/${name}`, width, height, markup: data }
  }
  if (problems.length > 0)
    throw new Error(`The illustrations cannot be used:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
  return { manifest, files }
}

function listSvgs(directory: string, prefix: string): string[] {
  if (!fs.existsSync(directory)) return []
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((item) => {
    const relative = `${prefix}/${item.name}`
    if (item.isDirectory()) return listSvgs(path.join(directory, item.name), relative)
    return /\.svg$/i.test(item.name) ? [relative] : []
  })
}
