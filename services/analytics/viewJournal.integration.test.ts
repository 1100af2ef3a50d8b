import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanUp, tempDir } from '../../testing/service/cleanups.ts'
import { memoryLogger } from '../../testing/service/memoryLogger.ts'
import type { Locale } from '../../lib/locales.ts'
import { type ViewJournal, ViewJournal as Journal, type ViewOutcome, type ViewToRecord } from './viewJournal.ts'

afterAll(cleanUp)

const dayMs = 24 * 60 * 60_000
const view = (address: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64)'): ViewToRecord => ({
  locale: 'en',
  path: '/about',
  httpVersion: '1.1',
  status: 200,
  bytes: 100,
  referrerOrigin: undefined,
  userAgent,
  address,
})

async function openJournal(dir: string, clock: { now: Date }, retentionDays = 30) {
  const log = memoryLogger()
  const counted: [ViewOutcome, Locale][] = []
  const journal = await Journal.open({
    dir,
    retentionDays,
    logger: log.logger,
    host: 'web-1',
    now: () => clock.now,
    count: (outcome, locale) => counted.push([outcome, locale]),
  })
  return { journal, log, counted }
}

const linesOf = (dir: string, day: string) =>
  fs
    .readFileSync(path.join(dir, `${day}.web-1.log`), 'utf8')
    .trimEnd()
    .split('\n')
const visitorOf = (line: string) => line.split(' ')[1]

async function settle(journal: ViewJournal) {
  await journal.stop()
}

describe('the page views journal', () => {
  it('deletes the day files past the retention period as it opens, and the secrets of past days', async () => {
    const dir = await tempDir()
    const clock = { now: new Date('2026-11-29T12:00:00Z') }
    const day = (back: number) => new Date(clock.now.getTime() - back * dayMs).toISOString().slice(0, 10)
    for (const back of [0, 29, 30, 45]) {
      fs.writeFileSync(path.join(dir, `${day(back)}.web-1.log`), 'x\n')
      fs.writeFileSync(path.join(dir, `${day(back)}.web-2.log`), 'x\n')
    }
    fs.writeFileSync(path.join(dir, `.salt-${day(1)}`), 'ab')
    fs.writeFileSync(path.join(dir, 'README.txt'), 'kept')
    const { journal, log } = await openJournal(dir, clock)
    await settle(journal)
    expect(fs.readdirSync(dir).sort()).toEqual(
      ['README.txt', ...[0, 29].flatMap((back) => [`${day(back)}.web-1.log`, `${day(back)}.web-2.log`])].sort(),
    )
    expect(log.text()).toContain('deleted 4 days of page views older than 30 days (ANALYTICS_RETENTION_DAYS)')
  })

  it('gives a visitor one pseudonym all day and another the next day, never writing the address', async () => {
    const dir = await tempDir()
    const clock = { now: new Date('2026-11-29T08:00:00Z') }
    const { journal, counted } = await openJournal(dir, clock)
    journal.record(view('203.0.113.7'))
    journal.record(view('203.0.113.7'))
    journal.record(view('203.0.113.7', 'Another browser'))
    journal.record(view('2001:db8:aaaa:bbbb::17'))
    await settle(journal)
    const first = linesOf(dir, '2026-11-29').map(visitorOf)
    expect(first[0]).toBe(first[1])
    expect(new Set(first).size).toBe(3)
    for (const pseudonym of first) expect(pseudonym).toMatch(/^2001:db8(:[0-9a-f]{1,4}){6}$/)
    expect(fs.existsSync(path.join(dir, '.salt-2026-11-29'))).toBe(true)

    clock.now = new Date('2026-11-30T00:00:01Z')
    const next = await openJournal(dir, clock)
    next.journal.record(view('203.0.113.7'))
    await settle(next.journal)
    expect(visitorOf(linesOf(dir, '2026-11-30')[0]!)).not.toBe(first[0])
    // Yesterday's secret is gone with yesterday: its pseudonyms can no longer be made again.
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.salt-'))).toEqual(['.salt-2026-11-30'])
    const everything = fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.log'))
      .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      .join('')
    expect(everything).not.toContain('203.0.113')
    expect(everything).not.toContain('aaaa:bbbb')
    expect(counted).toEqual(Array(4).fill(['recorded', 'en']))
  })

  it('counts a view it cannot write and logs it once, until writing works again', async () => {
    const dir = await tempDir()
    const clock = { now: new Date('2026-11-29T08:00:00Z') }
    const { journal, log, counted } = await openJournal(dir, clock)
    // Today's file cannot be appended to while a folder stands in its place.
    const file = path.join(dir, '2026-11-29.web-1.log')
    fs.mkdirSync(file)
    expect(() => journal.record(view('203.0.113.7'))).not.toThrow()
    journal.record(view('203.0.113.8'))
    await settle(journal)
    fs.rmdirSync(file)
    journal.record(view('203.0.113.9'))
    await settle(journal)

    expect(counted).toEqual([
      ['unwritten', 'en'],
      ['unwritten', 'en'],
      ['recorded', 'en'],
    ])
    expect(log.text()).toContain('page views are recorded again')
    const errors = log.lines.filter((line) => line.level === 'error')
    expect(errors).toHaveLength(1)
    expect(errors[0]!.msg).toContain('Could not record a page view')
    expect(linesOf(dir, '2026-11-29')).toHaveLength(1)
  })
})
