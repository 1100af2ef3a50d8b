import { readFile, unlink } from 'node:fs/promises'
import path from 'node:path'
import { syncDirectory, writeFileDurably } from '../store/durableFiles.ts'
import { isEnquiryId } from '../enquiryRecord.ts'

/**
 * The ids an erase or a purge is removing, written down before it removes anything: once the enquiry lines are gone
 * their ids could not be found again, so a run killed half-way leaves this file and the next run (of any privacy
 * command, or the service's daily purge) finishes removing their delivery records and e-mail files. Ids only: no
 * personal data is ever written here.
 */
export function eraseJournal(dataDir: string) {
  const file = path.join(dataDir, '.erase-pending.json')
  return {
    async read(): Promise<string[]> {
      const text = await readFile(file, 'utf8').catch(() => '[]')
      try {
        const ids: unknown = JSON.parse(text)
        return Array.isArray(ids) ? ids.filter(isEnquiryId) : []
      } catch {
        return []
      }
    },
    write: (ids: readonly string[]) => writeFileDurably(file, JSON.stringify(ids)),
    async clear(): Promise<void> {
      await unlink(file).catch(() => undefined)
      await syncDirectory(dataDir)
    },
  }
}
