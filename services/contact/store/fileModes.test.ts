// Everything the service and the staff tool keep is readable by their own user only, whatever umask they start with.
import { appendFile, readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { eraseJournal } from '../privacy/eraseJournal.ts'
import { runEnquiriesCommand } from '../staff/enquiriesCommand.ts'
import {
  cleanUp,
  serviceLabels,
  startContact,
  tempDir,
  validEnquiry,
} from '../../../testing/service/serviceFixtures.ts'
import { withDataLock } from './dataLock.ts'
import { dataPaths } from './dataPaths.ts'

afterAll(cleanUp)

let umaskBefore: number | undefined
afterEach(() => {
  if (umaskBefore !== undefined) process.umask(umaskBefore)
  umaskBefore = undefined
})

/** The mode of every file and folder under `dir` (and of `dir`), by path relative to `top`. */
async function modesUnder(dir: string, top: string): Promise<Record<string, string>> {
  const modes: Record<string, string> = { [path.relative(top, dir)]: await modeOf(dir) }
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name)
    modes[path.relative(top, file)] = await modeOf(file)
  }
  return modes
}

const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8).padStart(4, '0')

async function staff(args: string[], contactLog: string, address?: string) {
  let output = ''
  const code = await runEnquiriesCommand(args, {
    ...(address === undefined ? {} : { stdin: Readable.from([`${address}\n`]) }),
    env: { CONTACT_LOG: contactLog },
    out: (text) => {
      output += text
    },
    err: (text) => {
      output += text
    },
    content: () => ({ companyEmail: 'info@company.example', serviceLabels }),
  })
  expect(code, output).toBe(0)
}

describe.each(['022', '000'])('under umask %s', (umask) => {
  it('every file the service and staff tool create is 0600 and every folder 0700', async () => {
    umaskBefore = process.umask(Number.parseInt(umask, 8))
    const top = await tempDir()
    // Two folders the service has to create, as on a fresh volume.
    const paths = dataPaths(path.join(top, 'data', 'replica', 'enquiries.jsonl'))

    // No SMTP_URL: e-mails go to the outbox. A spam post fills spam.jsonl.
    let contact = await startContact({ contactLog: paths.enquiries })
    const leaving = (await contact.post({ ...validEnquiry, email: 'leaving@example.com' })).body.id as string
    const staying = (await contact.post(validEnquiry)).body.id as string
    await contact.post({ ...validEnquiry, email: 'leaving@example.com', website: 'http://spam.example' })
    await expect
      .poll(async () => (await readdir(paths.outbox).catch(() => [])).length === 2, {
        timeout: 5_000,
        interval: 10,
        message: 'the two e-mails',
      })
      .toBe(true)
    await contact.close()

    // A crash mid-line: the next start sets the torn bytes aside in a file of their own.
    await appendFile(paths.enquiries, '{"id":"torn')
    contact = await startContact({ contactLog: paths.enquiries })
    expect((await readdir(paths.dir)).some((name) => name.startsWith('enquiries.jsonl.torn-'))).toBe(true)

    // The staff tool appends a delivery record and writes a resent e-mail, then erases one person: each log is
    // rewritten through a temporary file renamed over it, and the outbox loses a file.
    await staff(['resend', staying], paths.enquiries)
    await staff(['erase', '--email', '-', '--yes'], paths.enquiries, 'leaving@example.com')
    expect(await readdir(paths.outbox)).not.toContain(`${leaving}.eml`)

    // The lock and the erase journal exist only while an erase runs; each is looked at while it exists.
    const whileLocked = await withDataLock(paths.dir, () => modesUnder(paths.dir, top))
    await eraseJournal(paths.dir).write([leaving])
    const withJournal = await modesUnder(paths.dir, top)
    await eraseJournal(paths.dir).clear()
    await contact.close()

    const everything = { ...whileLocked, ...withJournal, ...(await modesUnder(path.join(top, 'data'), top)) }
    expect(Object.keys(everything)).toEqual(
      expect.arrayContaining([
        'data',
        'data/replica',
        'data/replica/.enquiries.lock',
        'data/replica/.erase-pending.json',
        'data/replica/enquiries.jsonl',
        'data/replica/spam.jsonl',
        'data/replica/deliveries.jsonl',
        'data/replica/outbox',
        `data/replica/outbox/${staying}.eml`,
      ]),
    )
    expect(Object.keys(everything).some((name) => name.includes('.torn-'))).toBe(true)
    expect(Object.keys(everything).some((name) => name.includes('.resent-'))).toBe(true)
    const folders = new Set(['data', 'data/replica', 'data/replica/outbox'])
    const wrong = Object.entries(everything).filter(([name, mode]) => mode !== (folders.has(name) ? '0700' : '0600'))
    expect(wrong).toEqual([])
  })
})
