import { readdir, unlink } from 'node:fs/promises'
import path from 'node:path'
import { syncDirectory } from '../store/durableFiles.ts'

/**
 * Removes the e-mails of these enquiries from the outbox: `<id>.eml`, and `<id>.resent-<time>.eml` for each resend.
 * Resolves to how many there were.
 */
export async function removeOutboxFiles(
  outbox: string,
  ids: ReadonlySet<string>,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const names = await readdir(outbox).catch(() => [] as string[])
  const doomed = names.filter((name) => name.endsWith('.eml') && ids.has(name.slice(0, 36)))
  if (options.dryRun) return doomed.length
  for (const name of doomed) await unlink(path.join(outbox, name)).catch(() => undefined)
  if (doomed.length > 0) await syncDirectory(outbox)
  return doomed.length
}
