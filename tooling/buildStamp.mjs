// The build's stamp, shared by the last step of the build (tooling/postbuild/serviceBundle.ts writes it) and the
// check before a start or a test (tooling/run/ensure-built.mjs reads it). Plain JavaScript: it runs before anything
// is compiled.
import fs from 'node:fs'
import path from 'node:path'

/** The file that marks a build complete, holding the sources it was built from. */
export const stamp = path.resolve('dist/.build-stamp')
// Folders and files the build reads: the site's sources, and the build's own code (tooling/: the Vite plugin, images,
// the company profile and the steps after `vike build`), so a change to how CSS is inlined or files are compressed
// reaches the next start. Whole folders, so a new file needs no entry here.
const sources = [
  'content',
  'pages',
  'components',
  'lib',
  'services',
  'tooling',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tailwind.config.ts',
  'postcss.config.js',
]

/**
 * Every file the build reads, sorted. Files only: the build itself touches folders under pages/ (Vike writes and
 * removes temporary files there), so a folder's time says nothing about its sources.
 */
export function sourceFiles() {
  const files = []
  const walk = (entry) => {
    if (!fs.existsSync(entry)) return
    if (!fs.statSync(entry).isDirectory()) return void files.push(entry)
    for (const name of fs.readdirSync(entry)) walk(path.join(entry, name))
  }
  for (const source of sources) walk(source)
  return files.sort()
}

/** What the stamp holds: the list of source files built from, so a deleted or renamed file also means a new build. */
export function writeBuildStamp() {
  fs.writeFileSync(stamp, `${sourceFiles().join('\n')}\n`)
}
