import fs from 'node:fs'
import { vi } from 'vitest'

/** Waits until `file` exists, then reads it: a mail the service writes to its outbox after it has answered, say. */
export async function waitForFile(file: string, timeoutMs = 10_000): Promise<string> {
  await vi.waitFor(
    () => {
      if (!fs.existsSync(file)) throw new Error(`waiting for ${file} to appear`)
    },
    { timeout: timeoutMs, interval: 10 },
  )
  return fs.readFileSync(file, 'utf8')
}
