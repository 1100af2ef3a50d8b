import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** A throwaway copy of content/ for tests that add or break files; returns its path. */
export function copyContent(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'))
  const copy = path.join(root, 'content')
  fs.cpSync(path.resolve('content'), copy, { recursive: true })
  return copy
}

/**
 * Rewrites one file of a content copy with `change` applied to its text. A change that finds nothing to change throws:
 * an editor's rewording would otherwise turn the test into one that checks the content as written.
 */
export function editFile(root: string, file: string, change: (text: string) => string): void {
  const target = path.join(root, file)
  const before = fs.readFileSync(target, 'utf8')
  const after = change(before)
  if (after === before)
    throw new Error(`The test's edit changed nothing in content/${file}: update the test to its words`)
  fs.writeFileSync(target, after)
}
