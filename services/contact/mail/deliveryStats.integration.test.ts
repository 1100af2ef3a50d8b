// What the delivery queue of each store tells the metrics (ContactService.store.deliveryStats), against real parts:
// the JSON-lines log on disk and a real PostgreSQL, with an SMTP server that is down, then up.
import { afterAll, describe, expect, it } from 'vitest'
import {
  cleanUp,
  freePort,
  startContact,
  startSmtp,
  storeKinds,
  testPostgres,
  validEnquiry,
} from '../../../testing/service/serviceFixtures.ts'

afterAll(cleanUp)

const none = { pending: 0, retrying: 0, oldestUndeliveredAt: undefined }

describe.each(storeKinds)('on the $name', (kind) => {
  it('counts an enquiry as pending while SMTP is down, as retrying once a try failed, and not once delivered', async () => {
    const port = await freePort()
    const place = await kind.place()
    const contact = await startContact({ ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` })
    const stats = () => contact.service.store.deliveryStats()
    expect(await stats()).toEqual(none)

    expect((await contact.post(validEnquiry)).status).toBe(201)
    const [stored] = await place.enquiries()
    const receivedAt = new Date(stored!.createdAt as string)
    expect(await stats()).toMatchObject({ pending: 1, oldestUndeliveredAt: receivedAt })
    await expect
      .poll(async () => (await stats()).retrying === 1, {
        timeout: 5_000,
        interval: 10,
        message: 'a failed try counted',
      })
      .toBe(true)
    expect(await stats()).toEqual({ pending: 1, retrying: 1, oldestUndeliveredAt: receivedAt })

    // The honeypot's posts are never e-mailed, so they never wait.
    expect((await contact.post({ ...validEnquiry, website: 'http://spam.example' })).status).toBe(201)
    expect((await stats()).pending).toBe(1)

    const smtp = await startSmtp(port)
    await expect
      .poll(() => smtp.mails.length === 1, { timeout: 5_000, interval: 10, message: 'the retried e-mail' })
      .toBe(true)
    await expect
      .poll(async () => (await stats()).pending === 0, {
        timeout: 5_000,
        interval: 10,
        message: 'the delivery counted',
      })
      .toBe(true)
    expect(await stats()).toEqual(none)
  })

  it('after a restart, counts the enquiries still waiting with the tries that failed before it', async () => {
    const port = await freePort()
    const place = await kind.place()
    const config = { ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` }
    const first = await startContact(config)
    const older = await first.post(validEnquiry)
    await expect
      .poll(async () => (await first.service.store.deliveryStats()).retrying === 1, {
        timeout: 5_000,
        interval: 10,
        message: 'a failed try',
      })
      .toBe(true)
    const newer = await first.post({ ...validEnquiry, firstName: 'Omar' })
    await first.close()

    const second = await startContact(config)
    const stats = await second.service.store.deliveryStats()
    expect(stats.pending).toBe(2)
    expect(stats.retrying).toBeGreaterThanOrEqual(1)
    const received = new Map((await place.enquiries()).map((line) => [line.id, new Date(line.createdAt as string)]))
    expect(stats.oldestUndeliveredAt).toEqual(received.get(older.body.id))
    expect(received.get(older.body.id)!.getTime()).toBeLessThanOrEqual(received.get(newer.body.id)!.getTime())
  })
})

describe('on PostgreSQL', () => {
  const postgres = storeKinds.find((kind) => kind.name === 'PostgreSQL')!

  it("every replica counts the whole shared queue, another replica's enquiries included", async () => {
    const port = await freePort()
    const place = await postgres.place()
    const config = { ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` }
    const [a, b] = [await startContact(config), await startContact(config)]

    await a.post(validEnquiry)
    await b.post({ ...validEnquiry, firstName: 'Omar' })

    for (const replica of [a, b]) expect((await replica.service.store.deliveryStats()).pending).toBe(2)
  })

  it('rejects while the database is down, so the metrics say unknown rather than none', async () => {
    const place = await postgres.place()
    const contact = await startContact(place.config)
    const cluster = await testPostgres()
    await cluster.stop('immediate')
    try {
      await expect(contact.service.store.deliveryStats()).rejects.toThrow()
    } finally {
      await cluster.start()
    }
    await expect
      .poll(async () => (await contact.service.store.health()).ok, {
        timeout: 5_000,
        interval: 10,
        message: 'the database answering again',
      })
      .toBe(true)
    expect(await contact.service.store.deliveryStats()).toEqual(none)
  })
})
