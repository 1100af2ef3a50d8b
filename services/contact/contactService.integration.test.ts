import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { findAll } from 'domutils'
import fc from 'fast-check'
import { parseDocument } from 'htmlparser2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '../../lib/contact.ts'
import { answers } from './http/answers.ts'
import { invalidFieldsError, notAnObjectError } from './http/enquiryRequest.ts'
import { enquiryBodyLimit, formType } from './http/formBody.ts'
import { withDataLock } from './store/dataLock.ts'
import {
  cleanUp,
  freePort,
  readJsonLinesFile,
  sleep,
  startContact,
  startSmtp,
  storeKinds,
  tempDir,
  validEnquiry,
  type RunningContact,
  type StorePlace,
  type TestSmtp,
} from '../../testing/service/serviceFixtures.ts'

afterAll(cleanUp)

/**
 * An enquiry at every field's longest, in Arabic letters (two bytes of UTF-8 each): what a visitor may legitimately
 * send, and so what the body limit must hold however it is encoded.
 */
const longestArabic = {
  firstName: 'ع'.repeat(100),
  lastName: 'م'.repeat(100),
  email: `${'j'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`,
  company: 'ش'.repeat(200),
  service: 'smart-city',
  message: 'ر'.repeat(5000),
  website: '',
  locale: 'ar',
}

/** JSON as a client writes it that escapes every character outside ASCII, as Python's json.dumps does by default. */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

describe.each(storeKinds)('on the $name', (kind) => {
  describe('a valid enquiry', () => {
    let smtp: TestSmtp
    let contact: RunningContact
    let place: StorePlace

    beforeAll(async () => {
      smtp = await startSmtp()
      place = await kind.place()
      contact = await startContact({ ...place.config, smtpUrl: smtp.url })
    })

    it('is stored as one line before the 201 answer, then e-mailed once with the visitor as Reply-To', async () => {
      const answer = await contact.post(validEnquiry)

      expect(answer.status).toBe(201)
      expect(Object.keys(answer.body)).toEqual(['id'])
      // The line is on disk at the moment the answer arrives, not some time later.
      const lines = await place.enquiries()
      expect(lines).toEqual([
        {
          id: answer.body.id,
          ...validEnquiry,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        },
      ])

      await expect
        .poll(() => smtp.mails.length === 1, { timeout: 5_000, interval: 10, message: 'the e-mail' })
        .toBe(true)
      const mail = smtp.mails[0]!
      expect(mail.to).toMatchObject({ value: [{ name: 'Enquiries', address: 'enquiries@company.example' }] })
      expect(mail.from).toMatchObject({ value: [{ address: 'website@company.example' }] })
      expect(mail.replyTo).toMatchObject({ value: [{ name: 'Jane Doe', address: 'jane@example.com' }] })
      expect(mail.subject).toBe('Website enquiry from Jane Doe — Smart City Solutions')
      expect(mail.text).toContain('Company: Acme <Robotics> & Sons')
      expect(mail.text).toContain('We would like <b>robots</b> on our site in Deira.\nPlease call.')
      expect(mail.html).toContain('Acme &lt;Robotics&gt; &amp; Sons')
      expect(mail.html).toContain('We would like &lt;b&gt;robots&lt;/b&gt; on our site')
      expect(mail.html).not.toContain('<b>robots</b>')
      expect(mail.headers.get('x-enquiry-id')).toBe(answer.body.id)

      await expect
        .poll(async () => (await place.deliveries()).length === 1, {
          timeout: 5_000,
          interval: 10,
          message: 'the record',
        })
        .toBe(true)
      expect(await place.deliveries()).toEqual([{ id: answer.body.id, at: expect.any(String), ok: true }])
      await sleep(100)
      expect(smtp.mails).toHaveLength(1)
    })

    it('is trimmed, and an omitted company or service is stored as empty text', async () => {
      const { company, service, ...required } = validEnquiry
      const answer = await contact.post({ ...required, firstName: '  Jane  ', email: ' jane@example.com ' })

      expect(answer.status).toBe(201)
      const stored = (await place.enquiries()).find((line) => line.id === answer.body.id)
      expect(stored).toMatchObject({ firstName: 'Jane', email: 'jane@example.com', company: '', service: '' })
      await expect
        .poll(() => smtp.mails.some((mail) => mail.subject === 'Website enquiry from Jane Doe'), {
          timeout: 5_000,
          interval: 10,
          message: 'the e-mail',
        })
        .toBe(true)
    })

    it('loses none of its keys to others and stores none that are not in the form, __proto__ and constructor included', async () => {
      const body = JSON.stringify(validEnquiry).replace(
        /}$/,
        ',"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"isAdmin":true,"id":"mine","createdAt":"1999"}',
      )
      const answer = await contact.post(body)

      expect(answer.status).toBe(201)
      const stored = (await place.enquiries()).find((line) => line.id === answer.body.id)
      // Sorted: PostgreSQL's jsonb keeps keys in an order of its own.
      expect(Object.keys(stored!).sort()).toEqual(
        ['id', 'firstName', 'lastName', 'email', 'company', 'service', 'message', 'createdAt'].sort(),
      )
      expect(stored!.createdAt).not.toBe('1999')
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    })

    it('keeps every one of many that arrive at once, each once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          contact.post({ ...validEnquiry, message: `Message number ${index} `.repeat(40) }),
        ),
      )

      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201))
      const ids = (await place.enquiries()).map((line) => line.id)
      for (const answer of answers) expect(ids.filter((id) => id === answer.body.id)).toHaveLength(1)
    })

    it('is logged as one line per request with id, method, path, status and duration, and no personal data', async () => {
      const before = contact.logs.lines.length
      await contact.post({
        ...validEnquiry,
        email: 'private.person@example.com',
        message: 'A secret project description.',
      })
      await expect
        .poll(() => contact.logs.lines.slice(before).some((line) => line.msg === 'request'), {
          timeout: 5_000,
          interval: 10,
          message: 'the request log',
        })
        .toBe(true)

      const requestLine = contact.logs.lines.slice(before).find((line) => line.msg === 'request')
      expect(requestLine).toMatchObject({
        reqId: expect.any(String),
        method: 'POST',
        path: '/api/contact',
        status: 201,
        durationMs: expect.any(Number),
      })
      const logged = contact.logs.text()
      expect(logged).not.toContain('private.person')
      expect(logged).not.toContain('secret project')
    })

    it('from the Arabic page keeps its language and its Arabic words intact, in the stored line and the e-mail', async () => {
      const arabic = {
        ...validEnquiry,
        firstName: 'عبدالله',
        lastName: 'المنصوري',
        company: 'هيئة الطرق والمواصلات',
        // Arabic-Indic digits, a joiner and vowel marks, as a visitor may type them.
        message: 'نرغب في أتمتة ٣ مواقع بناء في دبي خلال ١٢ شهراً. شكراً جزيلاً، مُهندس‌ المشروع.',
        locale: 'ar',
      }
      const answer = await contact.post(arabic)

      expect(answer.status).toBe(201)
      const stored = (await place.enquiries()).find((line) => line.id === answer.body.id)
      expect(stored).toMatchObject({
        firstName: arabic.firstName,
        lastName: arabic.lastName,
        company: arabic.company,
        message: arabic.message,
        locale: 'ar',
      })

      await expect
        .poll(() => smtp.mails.some((mail) => mail.headers.get('x-enquiry-id') === answer.body.id), {
          timeout: 5_000,
          interval: 10,
          message: 'the e-mail',
        })
        .toBe(true)
      const mail = smtp.mails.find((each) => each.headers.get('x-enquiry-id') === answer.body.id)!
      expect(mail.subject).toBe('Website enquiry from عبدالله المنصوري — Smart City Solutions [Arabic]')
      expect(mail.replyTo).toMatchObject({ value: [{ name: 'عبدالله المنصوري', address: 'jane@example.com' }] })
      expect(mail.text).toContain('Language: Arabic (ar)')
      // Read raw, a right-to-left value is a line of its own, laid out in its own direction.
      expect(mail.text).toContain(`\nCompany:\n${arabic.company}\n`)
      expect(mail.text).toContain(`\nName:\n${arabic.firstName} ${arabic.lastName}\n`)
      expect(mail.text).toContain(arabic.message)
      // In the HTML part, each value the visitor typed is set in its own direction; the message right to left.
      const html = parseDocument(mail.html as string)
      const holding = (value: string) =>
        findAll(
          (element) => element.children.some((child) => child.type === 'text' && child.data === value),
          html.children,
        )
      expect(holding(`${arabic.firstName} ${arabic.lastName}`).map((element) => element.attribs.dir)).toEqual(['auto'])
      expect(holding(arabic.company).map((element) => element.attribs.dir)).toEqual(['auto'])
      expect(holding(arabic.message).map((element) => [element.attribs.dir, element.attribs.lang])).toEqual([
        ['rtl', 'ar'],
      ])
      expect(holding(arabic.email).map((element) => element.attribs.dir)).toEqual(['ltr'])
      // The time on Dubai's clock, four hours ahead of UTC all year, with UTC beside it.
      const received = new Date(stored!.createdAt as string)
      const dubai = new Date(received.getTime() + 4 * 3_600_000)
      const clock = (date: Date) =>
        `${String(date.getUTCHours()).padStart(2, '0')}:${String(date.getUTCMinutes()).padStart(2, '0')}`
      const line = mail.text!.split('\n').find((each) => each.startsWith('Received: '))!
      expect(line).toContain(`${dubai.getUTCDate()} `)
      expect(line).toContain(`, ${clock(dubai)} Dubai time (UTC+04:00); `)
      expect(line).toMatch(
        new RegExp(`; ${received.getUTCDate()} \\w{3} ${received.getUTCFullYear()}, ${clock(received)} UTC$`),
      )
      expect(mail.text).not.toContain(stored!.createdAt as string)
      // Sent as UTF-8, with the Subject as an encoded word: no raw non-ASCII byte in any header.
      const raw = mail.headerLines.find((line) => line.key === 'subject')!.line
      expect(raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/i)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is every ASCII character, on purpose.
      expect(/[^\x00-\x7f]/.test(mail.headerLines.map((line) => line.line).join('\n'))).toBe(false)
    })

    it('at every field’s longest in Arabic is taken as JSON escaped to ASCII and as a percent-encoded form post', async () => {
      const json = asciiJson(longestArabic)
      // Six bytes a letter: over the 32 KB the limit once was.
      expect(json.length).toBeGreaterThan(32 * 1024)
      const fromScript = await contact.post(json)
      const fromForm = await contact.post(new URLSearchParams(longestArabic).toString(), { 'content-type': formType })

      expect([fromScript.status, fromForm.status]).toEqual([201, 201])
      const ids = [fromScript.body.id, fromForm.body.id]
      const stored = (await place.enquiries()).filter((line) => ids.includes(line.id))
      expect(stored).toHaveLength(2)
      for (const line of stored) expect(line).toMatchObject({ message: longestArabic.message, locale: 'ar' })
    })

    it('keeps names in any script, with the joiners Arabic and Persian need, composed as a reader sees them', async () => {
      const answer = await contact.post(
        { ...validEnquiry, firstName: 'Ame\u0301lie', lastName: 'می\u200Cخواهم', company: 'عبد\u200Dالله' },
        { 'content-type': 'application/json; charset=UTF-8' },
      )

      expect(answer.status).toBe(201)
      const stored = (await place.enquiries()).find((line) => line.id === answer.body.id)
      expect(stored).toMatchObject({ firstName: 'Amélie', lastName: 'می\u200Cخواهم', company: 'عبد\u200Dالله' })
      expect((stored!.firstName as string).length).toBe(6)
    })

    it('from the page of the same site is accepted; with SITE_URL set, only from SITE_URL, whatever Host says', async () => {
      const sameOrigin = await contact.post(validEnquiry, { origin: contact.url, 'sec-fetch-site': 'same-origin' })
      expect(sameOrigin.status).toBe(201)

      const behindProxy = await startContact(
        { ...(await kind.place()).config, siteOrigin: 'https://www.example.com' },
        { trustProxy: ['loopback'] },
      )
      const fromSite = await behindProxy.post(validEnquiry, {
        origin: 'https://www.example.com',
        'sec-fetch-site': 'same-origin',
      })
      expect(fromSite.status).toBe(201)
      const fromElsewhere = await behindProxy.post(validEnquiry, { origin: 'https://www.example.com.evil.example' })
      expect(fromElsewhere.status).toBe(403)
      // A page on a name pointed at the service (DNS rebinding) sends a Host that matches its own Origin.
      const rebound = await behindProxy.post(validEnquiry, {
        origin: 'http://rebound.evil.example:8080',
        host: 'rebound.evil.example:8080',
      })
      expect(rebound.status).toBe(403)
      const toItsOwnAddress = await behindProxy.post(validEnquiry, { origin: behindProxy.url })
      expect(toItsOwnAddress.status).toBe(403)
      await behindProxy.close()
    })

    it('is acknowledged while /healthz/store answers 200', async () => {
      const response = await fetch(`${contact.url}/healthz/store`)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ ok: true })
    })
  })

  describe('a post the service refuses', () => {
    let contact: RunningContact
    let place: StorePlace

    beforeAll(async () => {
      place = await kind.place()
      contact = await startContact(place.config)
    })

    const fieldCases: [string, Record<string, unknown>, Record<string, string>][] = [
      [
        'every field empty, with the messages of the form',
        { firstName: '', lastName: '', email: '', company: '', service: '', message: '' },
        {
          firstName: contactMessages.firstName,
          lastName: contactMessages.lastName,
          email: contactMessages.email,
          message: contactMessages.message,
        },
      ],
      [
        'required fields missing',
        {},
        {
          firstName: contactMessages.firstName,
          lastName: contactMessages.lastName,
          email: contactMessages.email,
          message: contactMessages.message,
        },
      ],
      ['a name of spaces only', { firstName: '   ' }, { firstName: contactMessages.firstName }],
      ['a bad e-mail address', { email: 'jane@' }, { email: contactMessages.email }],
      ['an unknown service', { service: 'time-travel' }, { service: 'Please choose one of the listed services' }],
      ['a language the site does not have', { locale: 'fr' }, { locale: 'Language must be "en" or "ar", or left out' }],
      ['an empty language', { locale: '' }, { locale: 'Language must be "en" or "ar", or left out' }],
      [
        'a header injection in the first name',
        { firstName: 'Jane\r\nBcc: victim@example.com' },
        { firstName: 'First name must not contain line breaks or control characters' },
      ],
      [
        'a line feed in the last name',
        { lastName: 'Doe\nX-Evil: 1' },
        { lastName: 'Last name must not contain line breaks or control characters' },
      ],
      [
        'a line break in the company',
        { company: 'Acme\r\nInc' },
        { company: 'Company must not contain line breaks or control characters' },
      ],
      [
        'a control character in the message',
        { message: 'Hello there\u0007, ring the bell' },
        { message: 'Message must not contain control characters other than line breaks and tabs' },
      ],
      [
        'an over-long first name',
        { firstName: 'J'.repeat(101) },
        { firstName: 'First name must be at most 100 characters' },
      ],
      [
        'an over-long last name',
        { lastName: 'D'.repeat(101) },
        { lastName: 'Last name must be at most 100 characters' },
      ],
      [
        'an over-long e-mail address',
        { email: `${'j'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.com` },
        { email: 'Email must be at most 254 characters' },
      ],
      ['an over-long company', { company: 'C'.repeat(201) }, { company: 'Company must be at most 200 characters' }],
      // Lengths count characters as a reader sees them: "e" and a combining accent are one.
      [
        'a letter and a combining accent as a first name',
        { firstName: 'e\u0301' },
        { firstName: contactMessages.firstName },
      ],
      [
        'a right-to-left override disguising a name',
        { firstName: 'Ra\u202Enia' },
        { firstName: 'First name must not contain invisible or direction-changing characters' },
      ],
      [
        'a last name of zero-width spaces',
        { lastName: '\u200B\u200B' },
        { lastName: 'Last name must not contain invisible or direction-changing characters' },
      ],
      [
        'a directional isolate in a company',
        { company: 'Acme\u2066 Ltd' },
        { company: 'Company must not contain invisible or direction-changing characters' },
      ],
      [
        'a byte-order mark in a name',
        { lastName: 'Do\uFEFFe' },
        { lastName: 'Last name must not contain invisible or direction-changing characters' },
      ],
      [
        'a name that mail programs would decode into a forged header',
        { firstName: '=?UTF-8?Q?Jane=0D=0ABcc:_victim@example.com?=' },
        { firstName: 'First name must not contain "=?...?=", which mail programs read as code' },
      ],
      ['an over-long message', { message: 'm'.repeat(5001) }, { message: 'Message must be at most 5000 characters' }],
      [
        'fields of the wrong type',
        { firstName: 42, lastName: ['Doe'], email: { address: 'x' }, company: null, service: true, message: false },
        {
          firstName: 'First name must be text',
          lastName: 'Last name must be text',
          email: 'Email must be text',
          company: 'Company must be text',
          service: 'Please choose one of the listed services',
          message: 'Message must be text',
        },
      ],
    ]

    it.each(fieldCases)('with %s gets 400 naming each bad field', async (_case, change, fields) => {
      const body = Object.keys(change).length === 0 ? {} : { ...validEnquiry, ...change }
      const answer = await contact.post(body)

      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ error: invalidFieldsError, fields })
    })

    it.each([
      ['malformed JSON', '{"firstName": "Jane",', answers.malformedJson],
      ['an array', JSON.stringify([validEnquiry]), notAnObjectError],
      ['a string', '"hello"', notAnObjectError],
      ['a number', '42', notAnObjectError],
      ['null', 'null', notAnObjectError],
    ])('with %s as the body gets 400 in JSON', async (_case, body, error) => {
      const answer = await contact.post(body)
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({ error, fields: {} })
    })

    it.each([
      ['JSON', 'application/json', (size: number) => `{}${' '.repeat(size - 2)}`],
      ['a form post', formType, (size: number) => `firstName=${'J'.repeat(size - 10)}`],
    ])(
      'as %s one byte over the body limit gets 413 in JSON naming that limit, and one at the limit is read',
      async (_case, type, body) => {
        expect(answers.tooLarge).toBe(
          `The enquiry is too large: the limit is ${enquiryBodyLimit / 1024} KB. Please shorten the message.`,
        )
        const atLimit = await contact.post(body(enquiryBodyLimit), { 'content-type': type })
        // Read and judged on its fields, so the limit stated is the one applied.
        expect(atLimit.status).toBe(400)
        const over = await contact.post(body(enquiryBodyLimit + 1), { 'content-type': type })
        expect(over.status).toBe(413)
        expect(over.body).toEqual({ error: answers.tooLarge })
      },
    )

    it.each([
      [
        'a form post in another charset than UTF-8',
        'application/x-www-form-urlencoded; charset=iso-8859-1',
        'firstName=Jane',
      ],
      [
        'a multipart form post',
        'multipart/form-data; boundary=x',
        '--x\r\ncontent-disposition: form-data; name="firstName"\r\n\r\nJane\r\n--x--',
      ],
      ['plain text', 'text/plain', JSON.stringify(validEnquiry)],
      ['JSON in a charset JSON never uses', 'application/json; charset=latin1', JSON.stringify(validEnquiry)],
      // body-parser would decode UTF-16 and store what it made of it; JSON is UTF-8 only.
      ['JSON declared as UTF-16', 'application/json; charset=utf-16', JSON.stringify(validEnquiry)],
      ['JSON declared in quotes as UTF-16LE', 'application/json; charset="UTF-16LE"', JSON.stringify(validEnquiry)],
    ])('sent as %s gets 415 in JSON', async (_case, contentType, body) => {
      const answer = await contact.post(body, { 'content-type': contentType })
      expect(answer.status).toBe(415)
      expect(answer.body).toEqual({ error: answers.notJson })
    })

    it.each([
      ['from another site', { origin: 'https://evil.example' }],
      ['from a sandboxed or local page (Origin: null)', { origin: 'null' }],
      ['that the browser marks cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['from this site on another port', { origin: 'http://127.0.0.1:1' }],
    ])('%s gets 403 in JSON', async (_case, headers) => {
      const answer = await contact.post(validEnquiry, headers)
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ error: answers.crossSite })
    })

    it('stores nothing of any refused post', async () => {
      expect(await place.enquiries()).toEqual([])
    })

    it('to another method or an unknown API path gets JSON, never HTML', async () => {
      const get = await fetch(`${contact.url}/api/contact`)
      expect(get.status).toBe(405)
      expect(get.headers.get('allow')).toBe('POST')
      expect(await get.json()).toEqual({ error: answers.methodNotAllowed })

      const unknown = await fetch(`${contact.url}/api/nothing-here`, { method: 'POST' })
      expect(unknown.status).toBe(404)
      expect(unknown.headers.get('content-type')).toMatch(/^application\/json/)
      expect(unknown.headers.get('x-powered-by')).toBeNull()
    })

    it('of any JSON value or any text gets a 2xx or a 4xx, never a 5xx or a crash', async () => {
      const fieldValue = fc.oneof(
        fc.string(),
        fc.constantFrom('industrial', 'ai', '', 'jane@example.com'),
        fc.jsonValue(),
      )
      const formLike = fc.record(
        {
          firstName: fieldValue,
          lastName: fieldValue,
          email: fieldValue,
          company: fieldValue,
          service: fieldValue,
          message: fieldValue,
          website: fieldValue,
          __proto__: fc.jsonValue(),
        },
        { requiredKeys: [] },
      )
      const body = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value)),
        formLike.map((value) => JSON.stringify(value)),
        fc.string({ unit: 'binary' }),
      )
      await fc.assert(
        fc.asyncProperty(body, async (text) => {
          const answer = await contact.post(text)
          expect(answer.status).toBeGreaterThanOrEqual(200)
          expect(answer.status).toBeLessThan(500)
          expect(typeof answer.body).toBe('object')
        }),
        { numRuns: 200 },
      )
      const health = await fetch(`${contact.url}/healthz/store`)
      expect(health.status).toBe(200)
    })
  })

  describe('the honeypot', () => {
    it('answers a post that fills it like any other, keeps it only in the spam log and never e-mails it', async () => {
      const smtp = await startSmtp()
      const place = await kind.place()
      const contact = await startContact({ ...place.config, smtpUrl: smtp.url })

      const answer = await contact.post({ ...validEnquiry, website: 'http://cheap-pills.example' })

      expect(answer.status).toBe(201)
      expect(Object.keys(answer.body)).toEqual(['id'])
      expect(await place.enquiries()).toEqual([])
      expect(await place.spam()).toEqual([
        expect.objectContaining({ id: answer.body.id, website: 'http://cheap-pills.example' }),
      ])
      const real = await contact.post({ ...validEnquiry, website: '' })
      expect(real.status).toBe(201)
      await expect
        .poll(() => smtp.mails.length === 1, {
          timeout: 5_000,
          interval: 10,
          message: 'the e-mail of the real enquiry',
        })
        .toBe(true)
      await sleep(100)
      expect(smtp.mails.map((mail) => mail.headers.get('x-enquiry-id'))).toEqual([real.body.id])
    })
  })

  describe('a character no store can keep', () => {
    let contact: RunningContact
    let place: StorePlace

    beforeAll(async () => {
      place = await kind.place()
      contact = await startContact(place.config)
    })

    // PostgreSQL refuses a NUL in text and half a surrogate pair in JSON: kept as sent, either was a 503 and a retry.
    it.each([
      ['a NUL in the honeypot', 201, { website: 'x\u0000y' }],
      ['a honeypot of a NUL alone', 201, { website: '\u0000' }],
      ['half a surrogate pair in the honeypot', 201, { website: 'x\udc00y' }],
      ['half a surrogate pair in the message', 201, { message: 'We need robots \ud800 in Deira.' }],
      ['a NUL in the message', 400, { message: 'We need robots\u0000 in Deira.' }],
      ['a NUL in the first name', 400, { firstName: 'Ja\u0000ne' }],
      ['a NUL in the e-mail address', 400, { email: 'jane\u0000@example.com' }],
    ])('with %s gets %i, never a 503, and neither is stored', async (_case, status, change) => {
      const kept = async () => [...(await place.enquiries()), ...(await place.spam())]
      const before = (await kept()).length
      const answer = await contact.post({ ...validEnquiry, ...change })

      expect(answer.status).toBe(status)
      const after = await kept()
      expect(after).toHaveLength(before + (status === 201 ? 1 : 0))
      const stored = after.filter((line) => line.id === answer.body.id)
      expect(JSON.stringify(stored)).not.toMatch(/\\u0000|\\ud[89a-f][0-9a-f]{2}/i)
    })

    it('keeps what else the honeypot and the message held, with U+FFFD where half a pair was', async () => {
      const spam = await contact.post({ ...validEnquiry, website: 'http://cheap\u0000.example\u0007' })
      const real = await contact.post({ ...validEnquiry, message: 'We need robots \ud800 in Deira.' })

      expect((await place.spam()).find((line) => line.id === spam.body.id)).toMatchObject({
        website: 'http://cheap.example',
      })
      expect((await place.enquiries()).find((line) => line.id === real.body.id)).toMatchObject({
        message: 'We need robots \ufffd in Deira.',
      })
    })
  })

  describe('the rate limit', () => {
    it('answers 429 with Retry-After once a client has sent CONTACT_RATE_LIMIT posts, whatever X-Forwarded-For claims', async () => {
      const place = await kind.place()
      const contact = await startContact({ ...place.config, rateLimit: 2 })

      expect((await contact.post(validEnquiry)).status).toBe(201)
      expect((await contact.post(validEnquiry)).status).toBe(201)
      const limited = await contact.post(validEnquiry)
      const forged = await contact.post(validEnquiry, { 'x-forwarded-for': '203.0.113.77' })

      expect(limited.status).toBe(429)
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(590)
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
      expect(limited.body).toEqual({ error: 'Too many messages from your connection. Please try again in 10 minutes.' })
      expect(forged.status).toBe(429)
      expect(await place.enquiries()).toHaveLength(2)
    })

    it('behind one proxy, limits each forwarded client on its own: an IPv4 address, or an IPv6 /64', async () => {
      const place = await kind.place()
      const contact = await startContact({ ...place.config, rateLimit: 1 }, { trustProxy: ['loopback'] })
      const from = (client: string) => ({ 'x-forwarded-for': client })

      expect((await contact.post(validEnquiry, from('198.51.100.1'))).status).toBe(201)
      expect((await contact.post(validEnquiry, from('198.51.100.1'))).status).toBe(429)
      expect((await contact.post(validEnquiry, from('198.51.100.2'))).status).toBe(201)
      // A client's own forged entry sits left of the one the proxy appends, so it changes nothing.
      expect((await contact.post(validEnquiry, from('10.9.9.9, 198.51.100.1'))).status).toBe(429)
      // A host picks any address of its /64 at will; a dual-stack proxy may write an IPv4 client in IPv6.
      expect((await contact.post(validEnquiry, from('2001:db8:5:6::1'))).status).toBe(201)
      expect((await contact.post(validEnquiry, from('2001:db8:5:6:a1b2:c3d4:e5f6:1'))).status).toBe(429)
      expect((await contact.post(validEnquiry, from('2001:db8:5:7::1'))).status).toBe(201)
      expect((await contact.post(validEnquiry, from('::ffff:198.51.100.2'))).status).toBe(429)
    })

    it.each([
      ['IPv4', (port: number) => `203.0.113.5:${port}`],
      ['IPv6', (port: number) => `[2001:db8::1]:${port}`],
    ])(
      'behind a proxy that writes the port, counts an %s client by its address: six ports meet a limit of five',
      async (_case, withPort) => {
        const place = await kind.place()
        const contact = await startContact({ ...place.config, rateLimit: 5 }, { trustProxy: ['loopback'] })

        const statuses = []
        for (let post = 1; post <= 6; post += 1)
          statuses.push((await contact.post(validEnquiry, { 'x-forwarded-for': withPort(40_000 + post) })).status)

        expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
        expect(await place.enquiries()).toHaveLength(5)
      },
    )

    it.each([
      ['no proxy is trusted', []],
      ['the trusted proxy is another machine', ['192.0.2.10']],
    ])('limits a client that names a new address in X-Forwarded-For each time, when %s', async (_case, trustProxy) => {
      const place = await kind.place()
      const contact = await startContact({ ...place.config, rateLimit: 2 }, { trustProxy })

      const statuses = []
      for (let post = 1; post <= 4; post += 1) {
        const answer = await contact.post(validEnquiry, { 'x-forwarded-for': `203.0.113.${post}, 198.51.100.${post}` })
        statuses.push(answer.status)
      }
      expect(statuses).toEqual([201, 201, 429, 429])
      expect(await place.enquiries()).toHaveLength(2)
    })

    it('counts no post refused as cross-site: three from another site, then five from its own page, are all five taken', async () => {
      const place = await kind.place()
      const contact = await startContact({ ...place.config, rateLimit: 5 })

      const crossSite = []
      for (let post = 0; post < 3; post += 1)
        crossSite.push((await contact.post(validEnquiry, { origin: 'https://evil.example' })).status)
      const ownPage = []
      for (let post = 0; post < 5; post += 1)
        ownPage.push(
          (await contact.post(validEnquiry, { origin: contact.url, 'sec-fetch-site': 'same-origin' })).status,
        )

      expect(crossSite).toEqual([403, 403, 403])
      expect(ownPage).toEqual([201, 201, 201, 201, 201])
      expect((await contact.post(validEnquiry)).status).toBe(429)
    })
  })

  describe('e-mail delivery', () => {
    it('when SMTP is down, the enquiry is still acknowledged and delivered later', async () => {
      const port = await freePort()
      const place = await kind.place()
      const contact = await startContact({ ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` })

      const answer = await contact.post(validEnquiry)
      expect(answer.status).toBe(201)
      await expect
        .poll(async () => (await place.deliveries()).some((line) => line.ok === false), {
          timeout: 5_000,
          interval: 10,
          message: 'a failed try',
        })
        .toBe(true)

      const smtp = await startSmtp(port)
      await expect
        .poll(() => smtp.mails.length === 1, { timeout: 5_000, interval: 10, message: 'the retried e-mail' })
        .toBe(true)
      await expect
        .poll(async () => (await place.deliveries()).some((line) => line.ok === true), {
          timeout: 5_000,
          interval: 10,
          message: 'the record',
        })
        .toBe(true)
      await sleep(200)
      expect(smtp.mails).toHaveLength(1)
      const records = await place.deliveries()
      expect(records.at(-1)).toEqual({ id: answer.body.id, at: expect.any(String), ok: true })
      expect(records.filter((line) => line.ok === false)[0]).toMatchObject({
        error: expect.stringContaining('ECONNREFUSED'),
      })
    })

    it('after a restart, sends each enquiry not yet e-mailed exactly once', async () => {
      const port = await freePort()
      const place = await kind.place()
      const config = { ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` }

      const first = await startContact(config)
      const pending = await first.post(validEnquiry)
      await expect
        .poll(async () => (await place.deliveries()).some((line) => line.ok === false), {
          timeout: 5_000,
          interval: 10,
          message: 'a failed try',
        })
        .toBe(true)
      await first.close()

      const smtp = await startSmtp(port)
      const second = await startContact(config)
      await expect
        .poll(() => smtp.mails.length === 1, { timeout: 5_000, interval: 10, message: 'the e-mail after the restart' })
        .toBe(true)
      const delivered = await second.post({ ...validEnquiry, firstName: 'Omar' })
      await expect
        .poll(() => smtp.mails.length === 2, { timeout: 5_000, interval: 10, message: 'the e-mail of the new enquiry' })
        .toBe(true)
      await second.close()

      const third = await startContact(config)
      await sleep(300)
      await third.close()

      expect(smtp.mails.map((mail) => mail.headers.get('x-enquiry-id'))).toEqual([pending.body.id, delivered.body.id])
      const successes = (await place.deliveries()).filter((line) => line.ok === true)
      expect(successes.map((line) => line.id)).toEqual([pending.body.id, delivered.body.id])
    })

    it('without SMTP_URL, writes each e-mail as an .eml file to the outbox and says so at start', async () => {
      const place = await kind.place()
      const contact = await startContact({ ...place.config, smtpUrl: undefined })

      const answer = await contact.post(validEnquiry)
      const eml = path.join(place.dir, 'outbox', `${answer.body.id}.eml`)
      await expect
        .poll(
          async () =>
            (await readdir(path.join(place.dir, 'outbox')).catch(() => [] as string[])).includes(
              `${answer.body.id}.eml`,
            ),
          { timeout: 5_000, interval: 10, message: 'the .eml' },
        )
        .toBe(true)

      const startLog = contact.logs.lines.find((line) => line.outbox !== undefined)
      expect(startLog).toMatchObject({ level: 'warn', outbox: path.join(place.dir, 'outbox') })
      expect(String(startLog?.msg)).toContain('SMTP_URL is not set')
      const message = await readFile(eml, 'utf8')
      expect(message).toMatch(/^Subject: .*Website_enquiry_from_Jane_Doe/m)
      expect(message).toContain('Reply-To: Jane Doe <jane@example.com>')
      await expect
        .poll(async () => (await place.deliveries()).length === 1, {
          timeout: 5_000,
          interval: 10,
          message: 'the record',
        })
        .toBe(true)
      expect(await readdir(path.join(place.dir, 'outbox'))).toEqual([`${answer.body.id}.eml`])
    })

    it('flags an enquiry still undelivered after a day once, at error level, and keeps retrying', async () => {
      const port = await freePort()
      const place = await kind.place()
      const contact = await startContact(
        { ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` },
        { deps: { retry: { firstRetryMs: 20, maxDelayMs: 20, alarmAfterMs: 0 } } },
      )

      await contact.post(validEnquiry)
      await expect
        .poll(async () => (await place.deliveries()).length >= 4, {
          timeout: 5_000,
          interval: 10,
          message: 'several failed tries',
        })
        .toBe(true)

      const alarms = contact.logs.lines.filter((line) => line.alarm === 'enquiry-undelivered')
      expect(alarms).toHaveLength(1)
      expect(alarms[0]).toMatchObject({ level: 'error' })
    })

    it('stops retrying once stopped: no timer keeps trying', async () => {
      const port = await freePort()
      const place = await kind.place()
      const contact = await startContact({ ...place.config, smtpUrl: `smtp://127.0.0.1:${port}` })

      await contact.post(validEnquiry)
      await expect
        .poll(async () => (await place.deliveries()).length >= 2, {
          timeout: 5_000,
          interval: 10,
          message: 'two failed tries',
        })
        .toBe(true)
      await contact.close()
      const triesAtStop = (await place.deliveries()).length
      await sleep(300)

      expect(await place.deliveries()).toHaveLength(triesAtStop)
    })
  })
})

describe('when the enquiry log cannot be written', () => {
  it('acknowledges nothing (503 in JSON), /healthz/store answers 503, and both recover once it can be written', async () => {
    const smtp = await startSmtp()
    const dir = await tempDir()
    // The tests run as root, so permissions cannot block a write; a regular file where the directory should be can.
    const blocker = path.join(dir, 'data')
    await writeFile(blocker, 'not a directory')
    const contactLog = path.join(blocker, 'enquiries.jsonl')
    const contact = await startContact({ contactLog, smtpUrl: smtp.url })

    const refused = await contact.post(validEnquiry)
    const health = await fetch(`${contact.url}/healthz/store`)

    expect(refused.status).toBe(503)
    expect(refused.body).toEqual({ error: answers.storeFailed })
    expect(health.status).toBe(503)
    expect(await health.json()).toMatchObject({ ok: false })
    expect(contact.logs.lines.some((line) => line.level === 'error')).toBe(true)

    await rm(blocker)
    const accepted = await contact.post(validEnquiry)
    expect(accepted.status).toBe(201)
    expect((await fetch(`${contact.url}/healthz/store`)).status).toBe(200)
    expect(await readJsonLinesFile(contactLog)).toEqual([expect.objectContaining({ id: accepted.body.id })])
    await expect
      .poll(() => smtp.mails.length === 1, {
        timeout: 5_000,
        interval: 10,
        message: 'the e-mail of the accepted enquiry',
      })
      .toBe(true)
    await sleep(100)
    expect(smtp.mails).toHaveLength(1)
  })
})

describe('the store’s answer on the JSON-lines log', () => {
  it('never waits behind enquiries being written: it answers while a post waits for the log', async () => {
    const dir = await tempDir()
    const contact = await startContact({ contactLog: path.join(dir, 'enquiries.jsonl') })

    // The data lock held, as the staff tool holds it while it rewrites the log: an append waits for it, as posts wait
    // behind a long queue of writes.
    const posted = await withDataLock(dir, async () => {
      let answered = false
      const post = contact.post(validEnquiry).finally(() => {
        answered = true
      })
      await sleep(100)
      const health = await fetch(`${contact.url}/healthz/store`, { signal: AbortSignal.timeout(5_000) })
      expect(health.status).toBe(200)
      expect(answered).toBe(false)
      return { post }
    })

    expect((await posted.post).status).toBe(201)
  })
})

describe('on start', () => {
  it('sets a line torn by a crash aside next to the log, keeps every earlier line, and e-mails those not yet sent', async () => {
    const dir = await tempDir()
    const contactLog = path.join(dir, 'enquiries.jsonl')
    const good = [
      { id: '6f1c1a52-8f43-4b8e-9d0f-3c1a5b2e7d10', ...validEnquiry, createdAt: '2025-01-01T10:00:00.000Z' },
      { id: '0b9e4c1d-2a7f-4c3e-8b5d-1e6f7a8b9c0d', ...validEnquiry, createdAt: '2025-01-01T10:05:00.000Z' },
    ]
    const goodText = good.map((line) => `${JSON.stringify(line)}\n`).join('')
    const torn = '{"id":"11111111-2222-4333-8444-555555555555","firstName":"Ha'
    await writeFile(contactLog, goodText + torn)

    const contact = await startContact({ contactLog })

    expect(await readFile(contactLog, 'utf8')).toBe(goodText)
    const sideFiles = (await readdir(dir)).filter((name) => name.startsWith('enquiries.jsonl.torn-'))
    expect(sideFiles).toHaveLength(1)
    expect(await readFile(path.join(dir, sideFiles[0]!), 'utf8')).toBe(torn)
    expect(contact.logs.lines.find((line) => line.sideFile !== undefined)).toMatchObject({ level: 'warn' })
    await expect
      .poll(async () => (await readdir(path.join(dir, 'outbox')).catch(() => [] as string[])).length === 2, {
        timeout: 5_000,
        interval: 10,
        message: 'the e-mails of the two stored enquiries',
      })
      .toBe(true)
    const answer = await contact.post(validEnquiry)
    expect(answer.status).toBe(201)
    const lines = await readJsonLinesFile(contactLog)
    expect(lines.map((line) => line.id)).toEqual([...good.map((line) => line.id), answer.body.id])
  })
})
