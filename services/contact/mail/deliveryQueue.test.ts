import type { SendMailOptions } from 'nodemailer'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { memoryLogger } from '../../../testing/service/memoryLogger.ts'
import type { Enquiry } from '../enquiryRecord.ts'
import type { DeliveryRecord } from './deliveryRecords.ts'
import { DeliveryQueue, defaultRetrySchedule, retryDelay } from './deliveryQueue.ts'
import type { MailTransport } from './mailTransport.ts'

const start = new Date('2026-03-01T09:00:00.000Z')
const second = 1_000
const minute = 60 * second
const hour = 60 * minute

function enquiry(id: string, createdAt = start): Enquiry {
  return {
    id,
    firstName: 'Jane',
    lastName: 'Doe',
    email: 'jane@example.com',
    company: '',
    service: 'ai',
    message: 'Hello',
    createdAt: createdAt.toISOString(),
  }
}

/**
 * A mail server that refuses the first `failures` sends of each enquiry, then takes them; each send takes `takesMs`, or
 * never ends with `hang`.
 */
function fakeTransport({ failures = 0, hang = false, takesMs = 0 } = {}) {
  const tries: { id: string; at: number }[] = []
  const sent: string[] = []
  const transport: MailTransport = {
    description: 'a mail server in memory',
    async send(_mail, { name, signal }) {
      tries.push({ id: name, at: Date.now() - start.getTime() })
      if (takesMs > 0) await new Promise((resolve) => setTimeout(resolve, takesMs))
      if (hang) {
        await new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
      }
      if (tries.filter((attempt) => attempt.id === name).length <= failures) throw new Error('421 try again later')
      sent.push(name)
    },
    close() {},
  }
  return { transport, tries, sent }
}

function queueWith(mail: ReturnType<typeof fakeTransport>, options: { concurrency?: number } = {}) {
  const records: DeliveryRecord[] = []
  const logs = memoryLogger()
  const queue = new DeliveryQueue({
    transport: mail.transport,
    compose: (enquiry) => ({ subject: enquiry.id }) as SendMailOptions,
    logger: logs.logger,
    schedule: defaultRetrySchedule,
    now: () => new Date(),
    // Jitter at its top: each retry waits its whole doubled delay.
    random: () => 1,
    record: async (record) => void records.push(record),
    ...options,
  })
  return { queue, records, logs }
}

beforeEach(() => {
  vi.useFakeTimers({ now: start })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the retry delay', () => {
  it('doubles from the first retry up to the cap, jittered down by at most half', () => {
    const top = (failures: number) => retryDelay(failures, defaultRetrySchedule, () => 1)
    const bottom = (failures: number) => retryDelay(failures, defaultRetrySchedule, () => 0)

    expect([1, 2, 3, 4].map(top)).toEqual([30 * second, minute, 2 * minute, 4 * minute])
    expect(top(8)).toBe(hour)
    expect(top(1_000)).toBe(hour)
    expect(bottom(1)).toBe(15 * second)
    expect(bottom(1_000)).toBe(hour / 2)
  })
})

describe('the delivery queue', () => {
  it('sends an enquiry at once, records it delivered, and forgets it', async () => {
    const mail = fakeTransport()
    const { queue, records } = queueWith(mail)

    queue.add(enquiry('a'))
    await vi.advanceTimersByTimeAsync(0)

    expect(mail.sent).toEqual(['a'])
    expect(records).toEqual([{ id: 'a', at: start.toISOString(), ok: true }])
    expect(queue.stats()).toEqual({ pending: 0, retrying: 0, oldestUndeliveredAt: undefined })
  })

  it('retries a failed send within 30 s, then at doubling delays, until it goes out', async () => {
    const mail = fakeTransport({ failures: 3 })
    const { queue, records } = queueWith(mail)

    queue.add(enquiry('a'))
    await vi.advanceTimersByTimeAsync(0)
    expect(queue.stats()).toEqual({ pending: 1, retrying: 1, oldestUndeliveredAt: start })
    await vi.advanceTimersByTimeAsync(30 * second - 1)
    expect(mail.tries).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10 * minute)

    expect(mail.tries.map((attempt) => attempt.at)).toEqual([0, 30 * second, 90 * second, 210 * second])
    expect(records.map((record) => record.ok)).toEqual([false, false, false, true])
    expect(records[0]).toMatchObject({ error: expect.stringContaining('421') })
    expect(queue.stats().pending).toBe(0)
  })

  it('logs an enquiry undelivered for a day at error level once, and keeps trying', async () => {
    const mail = fakeTransport({ failures: Number.POSITIVE_INFINITY })
    const { queue, logs } = queueWith(mail)

    queue.add(enquiry('a'))
    await vi.advanceTimersByTimeAsync(25 * hour)
    const alarms = () => logs.lines.filter((line) => line.alarm === 'enquiry-undelivered')
    expect(alarms()).toEqual([expect.objectContaining({ level: 'error', enquiryId: 'a', waitingHours: 24 })])
    const triesAfterADay = mail.tries.length
    await vi.advanceTimersByTimeAsync(5 * hour)

    expect(alarms()).toHaveLength(1)
    expect(mail.tries.length).toBe(triesAfterADay + 5)
  })

  it('sends at most `concurrency` at once and the rest as those finish', async () => {
    const mail = fakeTransport({ takesMs: 10 * second })
    const { queue } = queueWith(mail, { concurrency: 2 })

    for (const id of ['a', 'b', 'c']) queue.add(enquiry(id))
    await vi.advanceTimersByTimeAsync(20 * second)

    expect(mail.tries).toEqual([
      { id: 'a', at: 0 },
      { id: 'b', at: 0 },
      { id: 'c', at: 10 * second },
    ])
    expect(mail.sent).toEqual(['a', 'b', 'c'])
  })

  it('takes an enquiry it already holds once, and drops those erased meanwhile', async () => {
    const mail = fakeTransport({ failures: 1 })
    const { queue } = queueWith(mail)

    queue.add(enquiry('a'))
    queue.add(enquiry('b'))
    await vi.advanceTimersByTimeAsync(0)
    queue.add(enquiry('a'))
    queue.retainOnly(new Set(['b']))
    await vi.advanceTimersByTimeAsync(hour)

    expect(mail.sent).toEqual(['b'])
    expect(mail.tries.filter((attempt) => attempt.id === 'a')).toHaveLength(1)
  })

  it('once stopped, tries nothing more, and abandons a send still running after the grace, unrecorded', async () => {
    const mail = fakeTransport({ hang: true })
    const { queue, records } = queueWith(mail)

    queue.add(enquiry('a'))
    await vi.advanceTimersByTimeAsync(0)
    const stopped = queue.stop()
    await vi.advanceTimersByTimeAsync(defaultRetrySchedule.stopGraceMs)
    await stopped
    queue.add(enquiry('b'))
    await vi.advanceTimersByTimeAsync(hour)

    expect(mail.tries.map((attempt) => attempt.id)).toEqual(['a'])
    expect(records).toEqual([])
    expect(vi.getTimerCount()).toBe(0)
  })
})
