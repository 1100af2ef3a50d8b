// What only PostgreSQL adds to the contract the other suites check on both stores: several replicas sharing one
// store and one delivery queue, the database going away and coming back, and the start-up checks.
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { answers } from '../http/answers.ts'
import { migrations } from './postgresMigrations.ts'
import { describeDatabase } from './postgresStore.ts'
import {
  cleanUp,
  freePort,
  sleep,
  startContact,
  startSmtp,
  storeKinds,
  testDatabase,
  testPostgres,
  validEnquiry,
} from '../../../testing/service/serviceFixtures.ts'

afterAll(cleanUp)

const postgres = storeKinds.find((kind) => kind.name === 'PostgreSQL')!

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

describe('the database in logs', () => {
  it('is described by host and name, never by user or password', () => {
    expect(describeDatabase('postgres://contact:secret@db.company.example:5432/website')).toBe(
      'postgres://db.company.example:5432/website',
    )
    expect(describeDatabase('postgresql:///website?host=/run/postgresql&user=contact&password=secret')).toBe(
      'postgres:///run/postgresql/website',
    )
  })
})

describe('on start', () => {
  it('says which store it uses, without the password, and migrates the schema once', async () => {
    const place = await postgres.place()
    const url = new URL(place.config.database!.url)
    url.password = 'hunter2-secret'
    const contact = await startContact({ ...place.config, database: testDatabase(url.href) })

    const text = contact.logs.text()
    expect(text).toContain(`enquiries are kept in postgres://${url.host}${url.pathname}`)
    expect(text).not.toContain('hunter2-secret')
    await contact.close()
    const again = await startContact(place.config)
    await again.close()
    const steps = await query<{ name: string }>(
      place.config.database!.url,
      'SELECT name FROM contact_migrations ORDER BY name',
    )
    expect(steps.map((step) => step.name)).toEqual(migrations.map((step) => step.name))
  })

  it('lets replicas that start at the same moment on a new database all start, one migrating', async () => {
    const place = await postgres.place()
    const replicas = await Promise.all([
      startContact(place.config),
      startContact(place.config),
      startContact(place.config),
    ])
    const answersGot = await Promise.all(replicas.map((replica) => replica.post(validEnquiry)))
    expect(answersGot.map((answer) => answer.status)).toEqual([201, 201, 201])
    expect(await place.enquiries()).toHaveLength(3)
  })

  it('refuses to start on a database that would acknowledge commits it could lose', async () => {
    const place = await postgres.place()
    const { database } = place.config
    const name = new URL(database!.url).pathname.slice(1)
    await query(database!.url, `ALTER DATABASE ${name} SET synchronous_commit = off`)

    await expect(startContact(place.config)).rejects.toThrow(/synchronous_commit = off.*Set it on/)
  })

  it('refuses to start, saying what to check, when the database cannot be reached', async () => {
    const place = await postgres.place()
    const unreachable = testDatabase(`postgres://test@127.0.0.1:${await freePort()}/nothing`)

    await expect(startContact({ ...place.config, database: unreachable })).rejects.toThrow(
      /Check DATABASE_URL and that the database is running/,
    )
  })
})

describe('several replicas sharing one database', () => {
  it('with SMTP down and then up, e-mail each enquiry exactly once, whichever replica took it', async () => {
    const place = await postgres.place()
    const port = await freePort()
    const config = { ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` }
    const replicas = await Promise.all([startContact(config), startContact(config), startContact(config)])

    const posted = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        replicas[index % replicas.length]!.post({ ...validEnquiry, firstName: `Sender${index}` }),
      ),
    )
    expect(posted.map((answer) => answer.status)).toEqual(posted.map(() => 201))
    const ids = posted.map((answer) => answer.body.id as string)
    await expect
      .poll(async () => new Set((await place.deliveries()).map((record) => record.id)).size === ids.length, {
        timeout: 5_000,
        interval: 10,
        message: 'a failed try for every enquiry',
      })
      .toBe(true)

    const smtp = await startSmtp(port)
    await expect
      .poll(() => smtp.mails.length >= ids.length, { timeout: 15_000, interval: 10, message: 'every e-mail' })
      .toBe(true)
    // Long enough for any second copy: every replica polls and retries several times in this while.
    await sleep(1_000)

    const mailed = smtp.mails.map((mail) => mail.headers.get('x-enquiry-id'))
    expect(mailed.sort()).toEqual([...ids].sort())
    const successes = (await place.deliveries()).filter((record) => record.ok === true)
    expect(successes).toHaveLength(ids.length)
  })

  it('take over an enquiry whose replica died mid-send once its lease runs out, with the same Message-ID', async () => {
    const place = await postgres.place()
    const smtp = await startSmtp()
    const config = { ...place.config, smtpUrl: smtp.url }
    const id = '5d1f6a2e-0c4b-4e8a-9f3d-7b2c1a0e9d84'
    const enquiry = { id, ...validEnquiry, createdAt: new Date().toISOString() }
    // As a replica leaves it that was killed while sending: claimed, with a lease still running for 1.5 s.
    await startContact(config).then((replica) => replica.close())
    await query(
      place.config.database!.url,
      `INSERT INTO enquiries (id, received_at, enquiry, lease_until, lease_token)
       VALUES ($1, $2, $3, now() + interval '1500 milliseconds', gen_random_uuid())`,
      [id, enquiry.createdAt, JSON.stringify(enquiry)],
    )

    const survivor = await startContact(config)
    await sleep(700)
    expect(smtp.mails).toHaveLength(0)
    await expect
      .poll(() => smtp.mails.length === 1, {
        timeout: 5_000,
        interval: 10,
        message: 'the e-mail once the lease ran out',
      })
      .toBe(true)
    await sleep(300)
    expect(smtp.mails).toHaveLength(1)
    expect(smtp.mails[0]!.messageId).toMatch(new RegExp(`^<enquiry-${id}@`))
    await survivor.close()
  })
})

describe('the rate limit on PostgreSQL', () => {
  it('is one limit for a client however many replicas share the database', async () => {
    const place = await postgres.place()
    const config = { ...place.config, rateLimit: 2 }
    const [one, other] = await Promise.all([startContact(config), startContact(config)])

    const statuses = [
      (await one.post(validEnquiry)).status,
      (await other.post(validEnquiry)).status,
      (await one.post(validEnquiry)).status,
      (await other.post(validEnquiry)).status,
    ]
    expect(statuses).toEqual([201, 201, 429, 429])
    expect(await place.enquiries()).toHaveLength(2)
  })

  // The database itself refuses the value here, through a rule a test adds, as it would a value no check foresaw.
  it.each([
    ['a broken integrity rule', '23514', `CHECK (enquiry->>'company' <> 'Refused Ltd')`],
    ['a data exception', '22P02', `CHECK (enquiry->>'company' <> 'Refused Ltd' OR (enquiry->>'message')::int > 0)`],
  ])('answers 400 to a post the database refuses with %s (SQLSTATE %s), and counts it', async (_case, code, rule) => {
    const place = await postgres.place()
    const contact = await startContact({ ...place.config, rateLimit: 2 })
    await query(place.config.database!.url, `ALTER TABLE enquiries ADD CONSTRAINT refuses_a_value ${rule}`)
    const refusedEnquiry = { ...validEnquiry, company: 'Refused Ltd', email: 'refused.person@example.com' }

    const first = await contact.post(refusedEnquiry)
    const second = await contact.post(refusedEnquiry)
    const third = await contact.post(validEnquiry)

    expect(first).toMatchObject({ status: 400, body: { error: answers.notStorable, fields: {} } })
    expect(second.status).toBe(400)
    expect(third.status).toBe(429)
    expect(contact.logs.lines.filter((line) => line.code === code)).toMatchObject([
      { level: 'warn' },
      { level: 'warn' },
    ])
    expect(contact.logs.text()).not.toMatch(/Refused Ltd|refused\.person/)
  })

  it('gives the post back when the database could not store it, so the visitor can send it again', async () => {
    const place = await postgres.place()
    const contact = await startContact({ ...place.config, rateLimit: 1 })
    const { url } = place.config.database!
    // The table out of reach while the database still answers: an outage of the store, not of the count.
    await query(url, 'ALTER TABLE enquiries RENAME TO enquiries_elsewhere')
    const refused = await contact.post(validEnquiry)
    await query(url, 'ALTER TABLE enquiries_elsewhere RENAME TO enquiries')
    const again = await contact.post(validEnquiry)

    expect(refused).toMatchObject({ status: 503, body: { error: answers.storeFailed } })
    expect(again.status).toBe(201)
    expect((await contact.post(validEnquiry)).status).toBe(429)
  })
})

describe('when the database goes away', () => {
  it('acknowledges nothing it did not commit (503 in JSON, /healthz/store 503) and accepts again once it is back', async () => {
    const cluster = await testPostgres()
    const place = await postgres.place()
    const smtp = await startSmtp()
    const contact = await startContact({ ...place.config, smtpUrl: smtp.url })

    const acknowledged: string[] = []
    const refused: number[] = []
    let stopped = false
    const load = (async () => {
      for (let index = 0; index < 200 && !stopped; index += 1) {
        const burst = await Promise.all(
          Array.from({ length: 4 }, () => contact.post({ ...validEnquiry, message: `Under load, number ${index}.` })),
        )
        for (const answer of burst) {
          if (answer.status === 201) acknowledged.push(answer.body.id as string)
          else refused.push(answer.status)
        }
      }
    })()
    await expect
      .poll(() => acknowledged.length >= 20, { timeout: 5_000, interval: 10, message: 'some acknowledged posts' })
      .toBe(true)
    await cluster.stop('immediate')
    try {
      const during = await contact.post(validEnquiry)
      expect(during.status).toBe(503)
      expect(during.body).toEqual({ error: answers.storeFailed })
      expect(during.headers.get('retry-after')).toBe('120')
      const health = await fetch(`${contact.url}/healthz/store`)
      expect(health.status).toBe(503)
      expect(await health.json()).toEqual({ ok: false, error: 'The enquiry database cannot be reached.' })
    } finally {
      stopped = true
      await load
      await cluster.start()
    }

    expect(refused.every((status) => status === 503)).toBe(true)
    const stored = new Set((await place.enquiries()).map((line) => line.id))
    for (const id of acknowledged) expect(stored).toContain(id)

    await expect
      .poll(async () => (await fetch(`${contact.url}/healthz/store`)).status === 200, {
        timeout: 10_000,
        interval: 10,
        message: '/healthz/store to recover',
      })
      .toBe(true)
    const after = await contact.post(validEnquiry)
    expect(after.status).toBe(201)
    await expect
      .poll(() => smtp.mails.some((mail) => mail.headers.get('x-enquiry-id') === after.body.id), {
        timeout: 10_000,
        interval: 10,
        message: 'its e-mail',
      })
      .toBe(true)
  })
})
