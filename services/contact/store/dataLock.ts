import { open, unlink } from 'node:fs/promises'
import path from 'node:path'
import { makePrivateDir, openPrivate } from './dataPaths.ts'

const lockName = '.enquiries.lock'
const retryMs = 5
/** A lock file with no readable owner this old was left by a process killed while creating it. */
const unreadableStaleMs = 5_000

/**
 * One writer at a time in a data directory, across processes: the service's appends to its JSON-lines logs and the
 * staff tool's rewrites (erase, purge) take turns. A rewrite writes a new file and renames it over the log; without
 * this, an append that checked the log just before the rename could land in the old file and be lost.
 *
 * The lock is a file created exclusively, holding its owner's pid; a lock whose owner is no longer running (a staff
 * command killed mid-way) is broken by the next comer. Processes sharing a data directory share a machine (the
 * JSON-lines store is one replica's disk), so a pid is enough to tell.
 */
export async function withDataLock<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const file = path.join(dir, lockName)
  // A directory where no file can be made (missing and not creatable, read-only) is one nobody writes to: the work
  // runs without the lock and meets the same error itself, which it reports in its own words.
  if (!(await acquire(file))) return work()
  try {
    return await work()
  } finally {
    await unlink(file).catch(() => undefined)
  }
}

async function acquire(file: string): Promise<boolean> {
  for (let created = false; ; ) {
    try {
      const handle = await openPrivate(file, 'wx')
      try {
        await handle.writeFile(`${process.pid}\n`)
      } finally {
        await handle.close()
      }
      return true
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' && !created) {
        created = true
        await makePrivateDir(path.dirname(file)).catch(() => undefined)
        continue
      }
      if (code !== 'EEXIST') return false
    }
    if (await isAbandoned(file)) await unlink(file).catch(() => undefined)
    else await new Promise((resolve) => setTimeout(resolve, retryMs))
  }
}

async function isAbandoned(file: string): Promise<boolean> {
  const opened = await open(file, 'r').catch(() => undefined)
  if (!opened) return false
  try {
    const [text, stats] = await Promise.all([opened.readFile('utf8'), opened.stat()])
    const pid = Number(text.trim())
    if (!Number.isInteger(pid) || pid <= 0) return Date.now() - stats.mtimeMs > unreadableStaleMs
    if (pid === process.pid) return false
    try {
      process.kill(pid, 0)
      return false
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === 'ESRCH'
    }
  } finally {
    await opened.close()
  }
}
