import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

// Data blocks: CSP does not govern them, as they never run.
const dataTypes = new Set(['application/json', 'application/ld+json'])

/** The text of every inline script in a page that a browser would run (not those with src, not data blocks). */
export function runnableInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`)
    if (type && dataTypes.has((type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase())) continue
    scripts.push(text)
  }
  return scripts
}

/** A script-src source that allows exactly this inline script: 'sha256-…' of its text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/**
 * The hash sources of every runnable inline script in the built pages under `root` (none when nothing is built),
 * read once at start, so script-src allows the build's own scripts and no other inline script.
 */
export function inlineScriptHashes(root: string): string[] {
  if (!fs.existsSync(root)) return []
  const hashes = new Set(builtPages(root).flatMap((page) => runnableInlineScripts(fs.readFileSync(page, 'utf8')).map(scriptHashSource)))
  return [...hashes].sort()
}

/** Every prerendered page (.html file) under `root`, as a path. */
export function builtPages(root: string): string[] {
  return fs
    .readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}
