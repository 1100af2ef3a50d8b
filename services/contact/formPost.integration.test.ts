// The form's plain HTML post, as a browser without JavaScript sends it: the same rules as JSON, answered with pages
// when the client asks for HTML and with the JSON of the runtime contract otherwise.
import { writeFile } from 'node:fs/promises'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { textContent } from 'domutils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactMessages } from '../../lib/contact.ts'
import { sentPath } from '../../lib/contactAnswer.ts'
import { readCompiledContent } from '../../lib/content/compiledContent.ts'
import type { SiteContent } from '../../lib/content/contentTypes.ts'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { type Locale, locales } from '../../lib/locales.ts'
import { ensureBuilt } from '../../testing/service/builtSite.ts'
import { all, attribute, first, parseDocument } from '../../lib/html.ts'
import { answers } from './http/answers.ts'
import { enquiryBodyLimit, formAnswers } from './http/formBody.ts'
import { FormPages } from './http/formPages.ts'
import { startServiceProcess } from '../../testing/service/serviceProcess.ts'
import {
  cleanUp,
  readJsonLinesFile,
  sleep,
  startContact,
  startSmtp,
  storeKinds,
  tempDir,
  validEnquiry,
  type RunningContact,
  type StorePlace,
} from '../../testing/service/serviceFixtures.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const content = loadEveryLanguage()
const company = content.en.company
const copy = Object.fromEntries(locales.map((locale) => [locale, content[locale].contact.form])) as Record<
  Locale,
  SiteContent['contact']['form']
>
const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }
let formPages: FormPages

beforeAll(() => {
  ensureBuilt()
  const loaded = FormPages.load(path.join(repoRoot, 'dist/client'), readCompiledContent(path.join(repoRoot, 'dist')))
  if (!('pages' in loaded)) throw new Error(`The build has no ${loaded.missing}`)
  formPages = loaded.pages
}, 300_000)
afterAll(cleanUp)

/** A post as the page's form sends it: urlencoded, with whatever fields are given, in order. */
async function postForm(
  contact: RunningContact,
  fields: [string, string][] | Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${contact.url}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
  const text = await response.text()
  return {
    status: response.status,
    text,
    headers: response.headers,
    json: () => JSON.parse(text) as Record<string, unknown>,
  }
}

/** The form path does not depend on the store: the tests below use the JSON-lines log. */
const jsonLines = storeKinds.find((kind) => kind.name === 'JSON-lines log') as (typeof storeKinds)[number]

const asForm = (enquiry: Record<string, string>, locale: Locale) => ({ ...enquiry, website: '', locale })

describe.each(storeKinds)('on the $name', (kind) => {
  it('a valid form post from a browser is stored, e-mailed and answered 303 to the confirmation page of its language', async () => {
    const smtp = await startSmtp()
    const place = await kind.place()
    const contact = await startContact({ ...place.config, smtpUrl: smtp.url, formPages })
    for (const locale of locales) {
      const answer = await postForm(contact, asForm(validEnquiry, locale), browser)
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe(sentPath(locale))
      expect(answer.headers.get('cache-control')).toBe('no-store')
      // Nothing of the enquiry is in the address it sends the browser to.
      expect(answer.headers.get('location')).not.toMatch(/jane|doe|example/i)
    }
    const stored = await place.enquiries()
    expect(stored.map((line) => line.locale)).toEqual(['en', 'ar'])
    for (const line of stored) expect(line).toMatchObject({ ...validEnquiry, company: validEnquiry.company })
    await expect
      .poll(() => smtp.mails.length === 2, { timeout: 5_000, interval: 10, message: 'both e-mails' })
      .toBe(true)
  })
})

describe('a form post', () => {
  let contact: RunningContact
  let place: StorePlace

  beforeAll(async () => {
    place = await jsonLines.place()
    contact = await startContact({ ...place.config, formPages })
  })

  it('from any other client is answered as JSON is: 201 with the id alone, and stored as the JSON post would be', async () => {
    const answer = await postForm(contact, asForm(validEnquiry, 'ar'))
    expect(answer.status).toBe(201)
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Object.keys(answer.json())).toEqual(['id'])
    const json = await contact.post({ ...validEnquiry, website: '', locale: 'ar' })
    const lines = await place.enquiries()
    const [fromForm, fromJson] = [
      lines.find((line) => line.id === answer.json().id),
      lines.find((line) => line.id === json.body.id),
    ]
    const withoutIdentity = (line: Record<string, unknown> | undefined) => {
      const { id: _id, createdAt: _createdAt, ...rest } = line ?? {}
      return JSON.stringify(rest)
    }
    expect(fromForm).toBeDefined()
    expect(withoutIdentity(fromForm)).toBe(withoutIdentity(fromJson))
  })

  it('with invalid fields gets the 400 of JSON, or for a browser the contact page naming each problem with what was typed kept', async () => {
    const typed = {
      firstName: 'J',
      lastName: 'Doe',
      email: 'jane@',
      company: 'Acme & <Sons>',
      service: 'ai',
      message: 'Too short',
    }
    const json = await postForm(contact, asForm(typed, 'en'))
    expect(json.status).toBe(400)
    expect(json.json()).toEqual({
      error: 'Please correct the highlighted fields.',
      fields: { firstName: contactMessages.firstName, email: contactMessages.email, message: contactMessages.message },
    })

    for (const locale of locales) {
      const words = copy[locale]
      const page = await postForm(contact, asForm(typed, locale), browser)
      expect(page.status).toBe(400)
      expect(page.headers.get('content-type')).toMatch(/^text\/html/)
      const document = parseDocument(page.text)
      expect(attribute(first('html', document)!, 'lang')).toBe(locale)
      const box = first('#contact-form-problem', document)!
      expect(attribute(box, 'role')).toBe('alert')
      expect(textContent(box)).toContain(words.problems.invalid)
      for (const field of ['firstName', 'email', 'message'] as const) {
        const control = first(`#contact-${field}`, document)!
        expect(attribute(control, 'aria-invalid')).toBe('true')
        expect(textContent(first(`#${attribute(control, 'aria-describedby')}`, document)!)).toBe(
          words.validation[field],
        )
        expect(attribute(first(`a[href="#contact-${field}"]`, box)!, 'href')).toBe(`#contact-${field}`)
      }
      expect(attribute(first('#contact-lastName', document)!, 'aria-invalid')).toBeUndefined()
      expect(attribute(first('#contact-firstName', document)!, 'value')).toBe('J')
      expect(attribute(first('#contact-company', document)!, 'value')).toBe('Acme & <Sons>')
      expect(textContent(first('#contact-message', document)!)).toBe('Too short')
      expect(attribute(first('#contact-service option[selected]', document)!, 'value')).toBe('ai')
      // A plain page: the island's scripts would discard what the visitor typed. What waits for the first paint
      // is the stylesheet and the manifest.
      expect(all('script[type="module"]', document)).toEqual([])
      const later = JSON.parse(textContent(first('script[data-after-load]', document)!)) as string[]
      expect(later.length).toBeGreaterThan(0)
      expect(later.filter((url) => url.endsWith('.js'))).toEqual([])
    }
  })

  it('with a field sent twice is refused, and nothing is stored', async () => {
    const before = (await place.enquiries()).length
    const fields: [string, string][] = [...Object.entries(asForm(validEnquiry, 'en')), ['email', 'other@example.com']]
    const json = await postForm(contact, fields)
    expect(json.status).toBe(400)
    expect(json.json()).toEqual({ error: formAnswers.repeated('email'), fields: {} })
    const page = await postForm(contact, fields, browser)
    expect(page.status).toBe(400)
    expect(textContent(first('#contact-form-problem', parseDocument(page.text))!)).toContain(copy.en.problems.refused)
    expect(await place.enquiries()).toHaveLength(before)
  })

  it('that is not UTF-8 is refused: bytes that do not decode, or a charset other than UTF-8', async () => {
    const body = new URLSearchParams(asForm(validEnquiry, 'en')).toString().replace('Jane', 'Jan%E9')
    const bad = await fetch(`${contact.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: formAnswers.notUtf8, fields: {} })
    const latin1 = await postForm(contact, asForm(validEnquiry, 'en'), {
      'content-type': 'application/x-www-form-urlencoded; charset=iso-8859-1',
    })
    expect(latin1.status).toBe(415)
    expect(latin1.json()).toEqual({ error: answers.notJson })
  })

  it('from another site is refused with 403, in JSON or as a page in the language of the page it came from', async () => {
    const json = await postForm(contact, asForm(validEnquiry, 'en'), { origin: 'https://evil.example' })
    expect(json.status).toBe(403)
    expect(json.json()).toEqual({ error: answers.crossSite })
    const page = await postForm(contact, asForm(validEnquiry, 'ar'), {
      ...browser,
      'sec-fetch-site': 'cross-site',
      referer: 'https://evil.example/ar/contact',
    })
    expect(page.status).toBe(403)
    const document = parseDocument(page.text)
    expect(attribute(first('html', document)!, 'lang')).toBe('ar')
    expect(textContent(first('#contact-form-problem', document)!)).toContain(copy.ar.problems.refused)
  })

  it('from another site is refused before it is counted or read: never a 429, and nothing it sent is shown back', async () => {
    const limitedPlace = await jsonLines.place()
    const limited = await startContact({ ...limitedPlace.config, rateLimit: 1, formPages })
    expect((await postForm(limited, asForm(validEnquiry, 'en'))).status).toBe(201)

    // Words another site would like to see on this site's own page.
    const planted = { ...validEnquiry, message: 'Your account is locked: call +1 555 0100 at once.' }
    const page = await postForm(limited, asForm(planted, 'en'), { ...browser, origin: 'https://evil.example' })

    expect(page.status).toBe(403)
    expect(page.text).not.toContain('555 0100')
    expect(await limitedPlace.enquiries()).toHaveLength(1)
  })

  it('filling the honeypot is answered like an enquiry, kept apart and never e-mailed', async () => {
    const smtp = await startSmtp()
    const spamPlace = await jsonLines.place()
    const spamContact = await startContact({ ...spamPlace.config, smtpUrl: smtp.url, formPages })
    const page = await postForm(
      spamContact,
      { ...asForm(validEnquiry, 'en'), website: 'http://cheap.example' },
      browser,
    )
    expect(page.status).toBe(303)
    const json = await postForm(spamContact, { ...asForm(validEnquiry, 'en'), website: 'http://cheap.example' })
    expect(json.status).toBe(201)
    expect(await spamPlace.enquiries()).toEqual([])
    expect(await spamPlace.spam()).toHaveLength(2)
    await sleep(200)
    expect(smtp.mails).toEqual([])
  })

  it('over the rate limit gets 429 in JSON, or the form back with the company phone and e-mail and what was typed', async () => {
    const limitedPlace = await jsonLines.place()
    const limited = await startContact({ ...limitedPlace.config, rateLimit: 1, formPages })
    expect((await postForm(limited, asForm(validEnquiry, 'en'))).status).toBe(201)
    const json = await postForm(limited, asForm(validEnquiry, 'en'))
    expect(json.status).toBe(429)
    expect(json.json()).toEqual({ error: answers.tooMany(600) })
    for (const locale of locales) {
      const page = await postForm(limited, asForm(validEnquiry, locale), browser)
      expect(page.status).toBe(429)
      expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(0)
      const document = parseDocument(page.text)
      const box = first('#contact-form-problem', document)!
      expect(textContent(box)).toContain(copy[locale].problems.tooMany)
      expect(attribute(first('a[href^="tel:"]', box)!, 'href')).toBe(`tel:${company.phone.replace(/[^\d+]/g, '')}`)
      expect(attribute(first('a[href^="mailto:"]', box)!, 'href')).toBe(`mailto:${company.email}`)
      expect(textContent(first('#contact-message', document)!)).toBe(validEnquiry.message)
    }
    expect(await limitedPlace.enquiries()).toHaveLength(1)
  })

  it('that cannot be stored gets 503 in JSON, or a page with the other ways to reach the company', async () => {
    const brokenPlace = await jsonLines.place()
    // A log path inside a file cannot be created: every save fails.
    const blocked = path.join(brokenPlace.dir, 'a-file')
    await writeFile(blocked, 'not a folder')
    const broken = await startContact({ contactLog: path.join(blocked, 'inside', 'enquiries.jsonl'), formPages })
    const json = await postForm(broken, asForm(validEnquiry, 'en'))
    expect(json.status).toBe(503)
    expect(json.json()).toEqual({ error: answers.storeFailed })
    const page = await postForm(broken, asForm(validEnquiry, 'ar'), browser)
    expect(page.status).toBe(503)
    const box = first('#contact-form-problem', parseDocument(page.text))!
    expect(textContent(box)).toContain(copy.ar.problems.unavailable)
    expect(textContent(box)).toContain(company.email)
  })
})

describe('a form post over the body limit', () => {
  it('gets 413 in JSON, or for a browser the contact page in its language stating the limit', async () => {
    const place = await jsonLines.place()
    const contact = await startContact({ ...place.config, formPages })
    const tooLong = { ...validEnquiry, message: 'x'.repeat(enquiryBodyLimit) }
    const json = await postForm(contact, asForm(tooLong, 'en'))
    expect(json.status).toBe(413)
    expect(json.json()).toEqual({ error: answers.tooLarge })
    for (const locale of locales) {
      const page = await postForm(contact, asForm(tooLong, locale), {
        ...browser,
        referer: `${contact.url}${locale === 'en' ? '' : `/${locale}`}/contact`,
      })
      expect(page.status).toBe(413)
      const box = textContent(first('#contact-form-problem', parseDocument(page.text))!)
      expect(box).toContain(copy[locale].problems.tooLarge.replace('{kilobytes}', String(enquiryBodyLimit / 1024)))
      expect(box).toContain(`${enquiryBodyLimit / 1024}`)
    }
    expect(await place.enquiries()).toEqual([])
  })
})

describe('a request body', () => {
  it('still incomplete after the time allowed is cut with 408, and nothing is stored', async () => {
    const dir = await tempDir()
    // Three seconds rather than the default 25: the cut is Node's own, and the test need not wait for the default.
    const { child, url } = await startServiceProcess({
      CONTACT_LOG: path.join(dir, 'enquiries.jsonl'),
      REQUEST_TIMEOUT_SECONDS: '3',
    })
    const port = Number(new URL(url).port)
    try {
      const body = new URLSearchParams(asForm(validEnquiry, 'en')).toString()
      const socket = net.connect(port, '127.0.0.1')
      let answer = ''
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
      // The server closes the connection after its answer. A byte that crosses its close is answered with a reset:
      // how a cut connection may end on a busy machine, not a failure of the cut.
      let failure: NodeJS.ErrnoException | undefined
      socket.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') failure = error
      })
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
      socket.write(
        `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`,
      )
      const started = Date.now()
      // One byte a second, as a client holding the connection open would send it.
      let sent = 0
      const dribble = setInterval(() => {
        if (answer === '' && sent < body.length - 1 && !socket.destroyed) socket.write(body[sent++] as string)
      }, 1_000)
      await closed
      clearInterval(dribble)
      const elapsed = Date.now() - started
      expect(failure).toBeUndefined()
      expect(answer).toMatch(/^HTTP\/1\.1 408/)
      // Node looks at its connections once a second, so the cut comes within a second after the time allowed.
      expect(elapsed).toBeGreaterThanOrEqual(2_500)
      expect(elapsed).toBeLessThanOrEqual(6_000)
      expect(await readJsonLinesFile(path.join(dir, 'enquiries.jsonl'))).toEqual([])
    } finally {
      child.kill('SIGKILL')
    }
  }, 30_000)
})
