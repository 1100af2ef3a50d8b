import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * Gives the whole test run one temporary folder and removes it at the end. Tests, the service's processes and
 * Chromium all make their throwaway folders in os.tmpdir(), which follows TMPDIR; a test that forgets its folder, or
 * one cut short by a failure, then leaves nothing behind on the machine.
 */
export default function setup() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'corporate-site-tests-'))
  // Open as /tmp is: PostgreSQL's tests run it as its own user, which must reach the folders made in here.
  fs.chmodSync(folder, 0o1777)
  const before = process.env.TMPDIR
  // Read when Vitest starts its workers, which inherit it, as do the processes they start.
  process.env.TMPDIR = folder
  return () => {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    fs.rmSync(folder, { recursive: true, force: true })
  }
}
