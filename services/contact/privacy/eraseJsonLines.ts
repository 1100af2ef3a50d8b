import { readdir, readFile, stat, unlink } from 'node:fs/promises'
import path from 'node:path'
import { withDataLock } from '../store/dataLock.ts'
import type { DataPaths } from '../store/dataPaths.ts'
import { syncDirectory } from '../store/durableFiles.ts'
import { readEnquiry } from '../enquiryRecord.ts'
import { readJsonLines } from '../store/jsonLinesLog.ts'
import { eraseJournal } from './eraseJournal.ts'
import { removeOutboxFiles } from './outboxFiles.ts'
import { rewriteJsonLines } from './rewriteJsonLines.ts'
import { type ErasureReport, emptyReport, mayHold, type Selection, selects } from './selection.ts'

/**
 * Removes the selected enquiries from one replica's data directory, and every trace of them: their lines in the
 * enquiry log, their delivery records, their e-mails in the outbox, the honeypot posts selected the same way, and
 * set-aside torn lines that hold the person's address. Safe while the service runs (it holds the directory's lock,
 * so the service's appends wait and land in the new files) and after a crash at any point (see eraseJournal).
 * With `dryRun`, counts what it would remove and changes nothing.
 */
export async function eraseFromJsonLines(
  paths: DataPaths,
  selection: Selection,
  options: { dryRun?: boolean } = {},
): Promise<ErasureReport> {
  const { dryRun = false } = options
  const erase = async () => {
    const journal = eraseJournal(paths.dir)
    const ids = new Set([...(await journal.read()), ...(await selectedIds(paths.enquiries, selection))])
    const report = emptyReport()
    report.enquiries = [...ids]
    if (ids.size > 0 && !dryRun) await journal.write([...ids])

    const isSelected = (record: unknown, line: string) => {
      const enquiry = readEnquiry(record)
      return enquiry ? ids.has(enquiry.id) || selects(selection, enquiry) : mayHold(selection, line)
    }
    // The enquiries first, so the service stops e-mailing them as soon as possible; the journal keeps their ids.
    await rewriteJsonLines(paths.enquiries, isSelected, { dryRun })
    report.spam = await rewriteJsonLines(paths.spam, isSelected, { dryRun })
    report.deliveries = await rewriteJsonLines(
      paths.deliveries,
      (record, line) => {
        const { id } = (typeof record === 'object' && record !== null ? record : {}) as { id?: unknown }
        return typeof id === 'string' ? ids.has(id) : [...ids].some((erased) => line.includes(erased))
      },
      { dryRun },
    )
    report.outboxFiles = await removeOutboxFiles(paths.outbox, ids, { dryRun })
    report.tornFiles = await removeTornFiles(paths, selection, ids, { dryRun })
    if (ids.size > 0 && !dryRun) await journal.clear()
    return report
  }
  // A dry run only reads, and the same code counts what the erase would remove, so the two cannot disagree.
  return dryRun ? erase() : withDataLock(paths.dir, erase)
}

/** The ids of the selected enquiries in a log. */
async function selectedIds(file: string, selection: Selection): Promise<string[]> {
  const ids: string[] = []
  await readJsonLines(file, (record) => {
    const enquiry = readEnquiry(record)
    if (enquiry && selects(selection, enquiry)) ids.push(enquiry.id)
  })
  return ids
}

/**
 * The incomplete lines a crash left beside each log (`<log>.torn-<time>`): removed when they hold the person's
 * address or an erased id, or, for the retention period, when they were set aside before its limit.
 */
async function removeTornFiles(
  paths: DataPaths,
  selection: Selection,
  ids: ReadonlySet<string>,
  options: { dryRun?: boolean } = {},
): Promise<number> {
  const prefixes = [paths.enquiries, paths.spam, paths.deliveries].map((file) => `${path.basename(file)}.torn-`)
  const names = (await readdir(paths.dir).catch(() => [] as string[])).filter((name) =>
    prefixes.some((prefix) => name.startsWith(prefix)),
  )
  let removed = 0
  for (const name of names) {
    const file = path.join(paths.dir, name)
    const text = await readFile(file, 'utf8').catch(() => '')
    const old =
      'receivedBefore' in selection &&
      ((await stat(file).catch(() => undefined))?.mtimeMs ?? Infinity) < selection.receivedBefore.getTime()
    if (!(old || mayHold(selection, text) || [...ids].some((id) => text.includes(id)))) continue
    removed += 1
    if (!options.dryRun) await unlink(file).catch(() => undefined)
  }
  if (removed > 0 && !options.dryRun) await syncDirectory(paths.dir)
  return removed
}
