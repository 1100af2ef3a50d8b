// Privacy requests and the retention period, on both stores, against real files, a real PostgreSQL and a service
// that keeps taking posts meanwhile.
import { spawn } from 'node:child_process'
import { copyFile, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { entryArgs, exited, serviceRoot } from '../../../testing/service/serviceProcess.ts'
import { runEnquiriesCommand } from '../staff/enquiriesCommand.ts'
import {
  cleanUp,
  serviceLabels,
  startContact,
  storeKinds,
  tempDir,
  validEnquiry,
  type StorePlace,
} from '../../../testing/service/serviceFixtures.ts'

afterAll(cleanUp)

const dayMs = 24 * 60 * 60_000

/** The person asking to be erased, with words found nowhere else, so any byte of them left behind is found. */
const person = {
  ...validEnquiry,
  firstName: 'Zenobia',
  lastName: 'Quillfeather',
  email: 'Zenobia.Q@Example.org',
  message: 'Please call me about the xylophone-robot project on my private line.',
}
const traces = ['zenobia', 'quillfeather', 'xylophone-robot']

/** Runs a staff command; `address`, when given, is typed in for `--email -`, as staff are told to. */
async function run(place: StorePlace, args: string[], env: Record<string, string> = {}, address?: string) {
  let out = ''
  let err = ''
  const code = await runEnquiriesCommand(args, {
    ...(address === undefined ? {} : { stdin: Readable.from([`${address}\n`]) }),
    env: {
      CONTACT_LOG: place.config.contactLog,
      ...(place.config.database ? { DATABASE_URL: place.config.database.url } : {}),
      ...env,
    },
    out: (text) => {
      out += text
    },
    err: (text) => {
      err += text
    },
    content: () => ({ companyEmail: 'info@company.example', serviceLabels }),
  })
  return { code, out, err }
}

/** Every file under a folder, with its bytes. */
async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>()
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const bytes = await readFile(file).catch(() => undefined)
    if (bytes) files.set(file, bytes)
  }
  return files
}

/**
 * The files the store keeps: the data directory and, on PostgreSQL, the database's own table files after a
 * checkpoint has written every change to them.
 */
async function storedFiles(place: StorePlace): Promise<Map<string, Buffer>> {
  const files = await filesUnder(place.dir)
  if (!place.config.database) return files
  const client = new pg.Client({ connectionString: place.config.database.url })
  await client.connect()
  try {
    await client.query('CHECKPOINT')
    const dataDirectory = (await client.query<{ data_directory: string }>('SHOW data_directory')).rows[0]!
      .data_directory
    const oid = (await client.query<{ oid: number }>('SELECT oid FROM pg_database WHERE datname = current_database()'))
      .rows[0]!.oid
    for (const [file, bytes] of await filesUnder(path.join(dataDirectory, 'base', String(oid)))) files.set(file, bytes)
  } finally {
    await client.end()
  }
  return files
}

function filesHolding(files: Map<string, Buffer>, words: string[]): string[] {
  return [...files]
    .filter(([, bytes]) => words.some((word) => bytes.toString('latin1').toLowerCase().includes(word)))
    .map(([file]) => file)
}

describe.each(storeKinds)('on the $name', (kind) => {
  it('find, export --email and erase answer a privacy request completely, while the service keeps taking posts', async () => {
    const place = await kind.place()
    // No SMTP_URL: each e-mail is written to the outbox, one more place the person's data is kept.
    const contact = await startContact(place.config)
    const ids: string[] = []
    for (const enquiry of [
      person,
      { ...person, email: 'zenobia.q@example.org', message: 'A second xylophone-robot note.' },
    ]) {
      ids.push((await contact.post(enquiry)).body.id)
    }
    const other = (await contact.post({ ...validEnquiry, email: 'omar@example.com' })).body.id as string
    expect((await contact.post({ ...person, website: 'http://spam.example' })).status).toBe(201)
    await expect
      .poll(async () => (await readdir(path.join(place.dir, 'outbox')).catch(() => [])).length === 3, {
        timeout: 5_000,
        interval: 10,
        message: 'the three e-mails in the outbox',
      })
      .toBe(true)
    await expect
      .poll(async () => (await place.deliveries()).length === 3, {
        timeout: 5_000,
        interval: 10,
        message: 'their delivery records',
      })
      .toBe(true)

    const found = await run(place, ['find', '--email', '-'], {}, ' ZENOBIA.q@example.ORG ')
    expect(found.code).toBe(0)
    for (const id of ids) expect(found.out).toContain(id)
    expect(found.out).not.toContain(other)

    const exported = await run(place, ['export', '--email', '-'], {}, 'zenobia.q@example.org')
    expect(exported.code).toBe(0)
    const copy = JSON.parse(exported.out) as { enquiries: Record<string, unknown>[] }
    expect(copy.enquiries.map((enquiry) => enquiry.id).sort()).toEqual([...ids].sort())
    for (const enquiry of copy.enquiries) {
      expect(enquiry).toMatchObject({ firstName: person.firstName, lastName: person.lastName })
      expect(typeof enquiry.receivedAt).toBe('string')
      expect(typeof enquiry.emailedAt).toBe('string')
    }

    const before = await storedFiles(place)
    const dryRun = await run(place, ['erase', '--email', '-'], {}, 'zenobia.q@example.org')
    expect(dryRun.code).toBe(0)
    expect(dryRun.out).toContain('Would erase from z***@e***.org')
    expect(dryRun.out).toContain('2 enquiries')
    const unchanged = await filesUnder(place.dir)
    for (const [file, bytes] of unchanged) expect(bytes.equals(before.get(file) ?? Buffer.alloc(0)), file).toBe(true)

    // Others keep writing while the erase runs; every one acknowledged must survive it.
    let posting = true
    const during: Promise<string[]> = (async () => {
      const acknowledged: string[] = []
      while (posting) {
        const answer = await contact.post({ ...validEnquiry, email: `visitor${acknowledged.length}@example.com` })
        if (answer.status === 201) acknowledged.push(answer.body.id)
      }
      return acknowledged
    })()
    const erased = await run(place, ['erase', '--email', '-', '--yes'], {}, 'zenobia.q@example.org')
    posting = false
    const postedDuring = await during
    expect(erased.code).toBe(0)
    expect(erased.out).toContain('Erased from z***@e***.org')
    expect(`${erased.out}${erased.err}`.toLowerCase()).not.toContain('zenobia.q@example.org')
    expect(erased.out).toContain('2 enquiries')
    expect(erased.out).toContain('1 spam post')
    expect(erased.out).toContain('delete them there too')

    const kept = (await place.enquiries()).map((line) => line.id)
    expect(kept).toEqual(expect.arrayContaining([other, ...postedDuring]))
    for (const id of ids) expect(kept).not.toContain(id)
    expect(postedDuring.length).toBeGreaterThan(0)
    expect(filesHolding(await storedFiles(place), traces)).toEqual([])
    expect((await run(place, ['find', '--email', '-'], {}, 'zenobia.q@example.org')).out).toContain('No enquiries from')
    await contact.close()
  })

  it('purge, and the service at start, erase enquiries older than CONTACT_RETENTION_DAYS and keep younger ones', async () => {
    const place = await kind.place()
    const contact = await startContact(place.config)
    const recent = (await contact.post(validEnquiry)).body.id as string
    await contact.close()
    const aged = (days: number, id: string) => ({
      ...person,
      id,
      createdAt: new Date(Date.now() - days * dayMs).toISOString(),
    })
    const old = [aged(400, '11111111-1111-4111-8111-111111111111'), aged(800, '22222222-2222-4222-8222-222222222222')]
    await addEnquiries(place, old)

    const purged = await run(place, ['purge'], { CONTACT_RETENTION_DAYS: '365' })
    expect(purged.code).toBe(0)
    expect(purged.out).toContain('Erased older than 365 days')
    expect(purged.out).toContain('2 enquiries')
    expect((await place.enquiries()).map((line) => line.id)).toEqual([recent])

    await addEnquiries(place, [
      aged(40, '33333333-3333-4333-8333-333333333333'),
      aged(20, '44444444-4444-4444-8444-444444444444'),
    ])
    const restarted = await startContact({ ...place.config, retentionDays: 30 })
    await expect
      .poll(async () => (await place.enquiries()).length === 2, {
        timeout: 10_000,
        interval: 10,
        message: 'the service to erase the enquiry past 30 days',
      })
      .toBe(true)
      .catch((error: unknown) => {
        throw new Error(`${String(error)}\n${restarted.logs.text()}`)
      })
    expect((await place.enquiries()).map((line) => line.id).sort()).toEqual(
      [recent, '44444444-4444-4444-8444-444444444444'].sort(),
    )
    await expect
      .poll(() => restarted.logs.text().includes('erased 1 enquiry and 0 spam posts older than 30 days'), {
        timeout: 5_000,
        interval: 10,
        message: 'the log line of the erase',
      })
      .toBe(true)
    expect(restarted.logs.text()).not.toContain('Zenobia')
    await restarted.close()
  })
})

/** Puts enquiries into the store as if they had arrived long ago. */
async function addEnquiries(place: StorePlace, enquiries: object[]): Promise<void> {
  const lines = enquiries.map((enquiry) => `${JSON.stringify(enquiry)}\n`).join('')
  if (!place.config.database) {
    await writeFile(place.config.contactLog, lines, { flag: 'a' })
    return
  }
  const file = path.join(await tempDir(), 'old.jsonl')
  await writeFile(file, lines)
  expect((await run(place, ['import', file])).code).toBe(0)
}

describe('an erase killed at any moment', () => {
  it('leaves every log readable and every other enquiry kept, and the next run finishes the job', async () => {
    const jsonLines = storeKinds.find((kind) => kind.name === 'JSON-lines log')!
    const source = await tempDir()
    const sourceLog = path.join(source, 'enquiries.jsonl')
    const lines: string[] = []
    const deliveries: string[] = []
    const theirs = new Set<string>()
    const others = new Set<string>()
    for (let index = 0; index < 30_000; index += 1) {
      const id = `${index.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000`
      const mine = index % 100 === 7
      ;(mine ? theirs : others).add(id)
      const enquiry = mine ? person : { ...validEnquiry, email: `visitor${index}@example.com` }
      lines.push(JSON.stringify({ id, createdAt: new Date(Date.now() - index * 1000).toISOString(), ...enquiry }))
      deliveries.push(JSON.stringify({ id, at: new Date().toISOString(), ok: true }))
    }
    await writeFile(sourceLog, `${lines.join('\n')}\n`)
    await writeFile(path.join(source, 'deliveries.jsonl'), `${deliveries.join('\n')}\n`)

    // The address is typed in, as staff are told to: an argument would stay in shell history and npm's logs.
    const run = (args: string[], log: string) => {
      const child = spawn(process.execPath, entryArgs('enquiries.ts', ...args), {
        cwd: serviceRoot(),
        env: { ...process.env, CONTACT_LOG: log, DATABASE_URL: '' },
        stdio: ['pipe', 'ignore', 'ignore'],
      })
      // A killed child no longer reads: what it did not take is of no interest.
      child.stdin.on('error', () => undefined)
      child.stdin.end(`${person.email}\n`)
      return child
    }
    const erase = (log: string) => run(['erase', '--email', '-', '--yes'], log)
    const finished = exited

    // How long starting the tool takes (a dry run of a missing log) and how long a whole erase takes, so the kills
    // below land across the erase's own work rather than while the program is still loading.
    const timed = async (args: string[], log: string) => {
      const started = Date.now()
      expect(await finished(run(args, log))).toBe(0)
      return Date.now() - started
    }
    const timing = await jsonLines.place()
    const startupMs = await timed(['erase', '--email', '-'], path.join(timing.dir, 'missing', 'enquiries.jsonl'))
    await copyFile(sourceLog, timing.config.contactLog)
    await copyFile(path.join(source, 'deliveries.jsonl'), path.join(timing.dir, 'deliveries.jsonl'))
    const wholeRunMs = await timed(['erase', '--email', '-', '--yes'], timing.config.contactLog)
    const workMs = Math.max(50, wholeRunMs - startupMs)

    for (const fraction of [0.05, 0.25, 0.45, 0.65, 0.85, 1]) {
      const place = await jsonLines.place()
      await copyFile(sourceLog, place.config.contactLog)
      await copyFile(path.join(source, 'deliveries.jsonl'), path.join(place.dir, 'deliveries.jsonl'))
      const child = erase(place.config.contactLog)
      await new Promise((resolve) => setTimeout(resolve, Math.round(startupMs + workMs * fraction)))
      child.kill('SIGKILL')
      await finished(child)

      // Whatever moment it died at, the log reads cleanly and holds every other enquiry.
      const afterKill = await readLog(place.config.contactLog)
      for (const id of others) expect(afterKill.has(id)).toBe(true)
      // A lock left by the killed run does not stop the service from taking posts.
      const contact = await startContact(place.config)
      expect((await contact.post(validEnquiry)).status).toBe(201)
      await contact.close()

      expect(await finished(erase(place.config.contactLog))).toBe(0)
      const afterRerun = await readLog(place.config.contactLog)
      for (const id of theirs) expect(afterRerun.has(id)).toBe(false)
      expect([...others].every((id) => afterRerun.has(id))).toBe(true)
      expect(afterRerun.size).toBe(others.size + 1)
      const delivered = await readLog(path.join(place.dir, 'deliveries.jsonl'))
      for (const id of theirs) expect(delivered.has(id)).toBe(false)
      expect(filesHolding(await filesUnder(place.dir), traces)).toEqual([])
    }
    expect((await stat(sourceLog)).size).toBeGreaterThan(5_000_000)
    console.log(`erase: ${startupMs} ms to start, ${workMs} ms of work on 30,000 lines; killed at 6 moments across it`)
  }, 240_000)
})

/** The ids in a JSON-lines file, failing on any line that is not JSON. */
async function readLog(file: string): Promise<Set<string>> {
  const text = await readFile(file, 'utf8')
  const ids = new Set<string>()
  for (const line of text.split('\n')) {
    if (line === '') continue
    ids.add((JSON.parse(line) as { id: string }).id)
  }
  return ids
}
