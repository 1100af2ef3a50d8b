// Temporary folders, servers and pools a test made, removed or closed when it ends. Apart from the service's fixtures
// so that a test needing only a folder does not load the whole service, its mail parser and its database driver.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** What cleanUp runs, last registered first. */
export const cleanups: (() => Promise<unknown>)[] = []

/** Runs every registered cleanup; call it from afterAll (or afterEach). */
export async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
}

/** A new, empty folder under the system's temporary one, removed by cleanUp. */
export async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'contact-test-'))
  cleanups.push(() => rm(dir, { recursive: true, force: true }))
  return dir
}
