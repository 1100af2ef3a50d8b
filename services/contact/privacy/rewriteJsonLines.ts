import { createReadStream } from 'node:fs'
import { rename, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { openPrivate } from '../store/dataPaths.ts'
import { syncDirectory } from '../store/durableFiles.ts'

/**
 * Rewrites a JSON-lines file without the lines `remove` picks, so that a crash at any moment leaves either the old
 * file or the new one, both whole: the kept lines go, byte for byte, to a temporary file beside it, which is synced,
 * renamed over the old one, and the directory synced. The caller holds the data directory's lock, so no append of the
 * service lands in the old file meanwhile. A line that is not JSON is kept unless `remove` picks it by its text.
 * Resolves to the number of lines removed; a missing file has none.
 */
export async function rewriteJsonLines(
  file: string,
  remove: (record: unknown, line: string) => boolean,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  if (!(await stat(file).catch(() => undefined))) return 0
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.rewrite`)
  // 'w' truncates: what a killed rewrite left here is simply written again. It is renamed over the log, so its mode
  // (0600) becomes the log's.
  const output = options.dryRun ? undefined : await openPrivate(temporary, 'w')
  let removed = 0
  try {
    let pending: string[] = []
    let pendingBytes = 0
    const flush = async () => {
      if (!output || pending.length === 0) return
      await output.write(pending.join(''))
      pending = []
      pendingBytes = 0
    }
    const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity })
    for await (const line of lines) {
      if (line.trim() === '') continue
      let record: unknown
      try {
        record = JSON.parse(line)
      } catch {
        record = undefined
      }
      if (remove(record, line)) {
        removed += 1
        continue
      }
      pending.push(`${line}\n`)
      pendingBytes += line.length + 1
      if (pendingBytes > 1 << 20) await flush()
    }
    await flush()
    if (!output) return removed
    await output.sync()
  } catch (error) {
    await output?.close()
    throw error
  }
  await output.close()
  if (removed === 0) {
    await unlink(temporary)
    return 0
  }
  await rename(temporary, file)
  await syncDirectory(path.dirname(file))
  return removed
}
