// Two modules never share a name for different things: a name found by search, in an editor's tab or in a stack
// trace must lead to one module. The rule: a module's base name (its file name without the extension, or .d.ts) is
// used in one folder only. Tests are named for what they test, so a test may share its subject's name wherever it
// lives (tooling/budgets/budgets.integration.test.ts holds the pages to what scripts/budgets.ts prints); a test's own name is not otherwise checked.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
/** Output, installed and working folders: not sources. */
const skipped = new Set(['node_modules', 'dist', 'public', '.cache', '.git'])
const sourceFile = /\.(ts|tsx|mjs)$/

/** Files whose name is a convention rather than a choice, so sharing it says nothing about what a file holds. */
const conventional: Array<(file: string) => boolean> = [
  // Tests, named for their subject (above).
  (file) => /\.test\.(ts|tsx|mjs)$/.test(file),
  // Vike's page files (+Page.tsx, +data.ts, +config.ts ...): the framework names them, the folder says which page.
  (file) => path.basename(file).startsWith('+'),
  // The CMS preview's stand-ins replace the site's modules of the same name in the preview's bundle (the stand-in for
  // components/Island.tsx is found by that name): sharing the name is what they are for.
  (file) => file.startsWith('tooling/cms/preview/standIns/'),
  // A folder's entry point, should one ever exist, is named for its folder.
  (file) => /^index\.(ts|tsx|mjs)$/.test(path.basename(file)),
]

/**
 * Names shared by one thing in two steps, each with why. Add one only when both files are the same thing.
 * start: `npm start` (scripts/start.mjs) builds when needed and then runs the bundle of services/entry/start.ts.
 */
const sameThing: Record<string, string[]> = {
  start: ['scripts/start.mjs', 'services/entry/start.ts'],
}

function sourceFiles(directory = root): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full)
    return sourceFile.test(entry.name) ? [path.relative(root, full).split(path.sep).join('/')] : []
  })
}

const baseName = (file: string): string => path.basename(file).replace(/(\.d)?\.(ts|tsx|mjs)$/, '')

/** Base names held by modules in more than one folder, each with its files, leaving out the conventional ones. */
function sharedNames(files: string[]): Record<string, string[]> {
  const byName = new Map<string, string[]>()
  for (const file of files) {
    if (conventional.some((isConventional) => isConventional(file))) continue
    byName.set(baseName(file), [...(byName.get(baseName(file)) ?? []), file])
  }
  return Object.fromEntries(
    [...byName]
      .map(([name, named]): [string, string[]] => [name, named.sort()])
      .filter(([, named]) => new Set(named.map(path.dirname)).size > 1)
      .filter(([name, named]) => JSON.stringify(named) !== JSON.stringify(sameThing[name]?.toSorted())),
  )
}

describe('source file names', () => {
  it('finds a module name used in two folders, and lets tests, page files and stand-ins share names', () => {
    const files = [
      'lib/search/searchIndex.ts',
      'tooling/postbuild/searchIndex.ts',
      'tooling/postbuild/searchIndex.test.ts',
      'tooling/budgets/budgets.integration.test.ts',
      'scripts/budgets.ts',
      'pages/+Page.tsx',
      'pages/about/+Page.tsx',
      'components/Island.tsx',
      'tooling/cms/preview/standIns/Island.tsx',
      'lib/a/links.d.ts',
      'lib/b/links.ts',
    ]
    expect(sharedNames(files)).toEqual({
      links: ['lib/a/links.d.ts', 'lib/b/links.ts'],
      searchIndex: ['lib/search/searchIndex.ts', 'tooling/postbuild/searchIndex.ts'],
    })
  })

  it('gives every module of the repository a name no other folder uses', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(100)
    expect(sharedNames(files), 'rename one of each pair after what it holds').toEqual({})
  })
})
