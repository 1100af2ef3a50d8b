import express from 'express'
import { describe, expect, it } from 'vitest'
import { sentPath } from '../../../lib/contactAnswer.ts'
import { memoryLogger } from '../../../testing/service/memoryLogger.ts'
import { browserForm, pagesAnswering, runRoute, shownProblem } from '../../../testing/service/routeHarness.ts'
import type { Enquiry } from '../enquiryRecord.ts'
import { acceptEnquiry } from './acceptEnquiry.ts'
import { answering } from './answering.ts'
import { answers } from './answers.ts'
import { readForm } from './enquiryBody.ts'
import { invalidFieldsError } from './enquiryRequest.ts'

const enquiry = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  company: 'Acme',
  service: 'ai',
  message: 'We would like robots in Deira.',
}
const at = new Date('2026-03-01T09:30:00.000Z')
const id = '6f1c1a52-8f43-4b8e-9d0f-3c1a5b2e7d10'

/** A store in memory that keeps what it is given, or fails as told. */
function fakeStore(failure?: unknown) {
  const saved: Enquiry[] = []
  const spam: { enquiry: Enquiry; honeypot: string }[] = []
  return {
    saved,
    spam,
    description: 'a store in memory',
    failureAdvice: 'Check the store in memory.',
    async save(enquiry: Enquiry) {
      if (failure) throw failure
      saved.push(enquiry)
    },
    async saveSpam(enquiry: Enquiry, honeypot: string) {
      if (failure) throw failure
      spam.push({ enquiry, honeypot })
    },
  }
}

function accepting(store = fakeStore(), answer = answering(undefined)) {
  const refunds: string[] = []
  const stored: string[] = []
  const logs = memoryLogger()
  const handler = acceptEnquiry({
    store,
    limiter: { refund: async (key) => void refunds.push(key) },
    answer,
    logger: logs.logger,
    now: () => at,
    newId: () => id,
    onStored: (kind) => stored.push(kind),
  })
  return { store, refunds, stored, logs, handlers: [express.json(), readForm(answer), handler] }
}

describe('accepting an enquiry', () => {
  it('stores it with its id and time before answering 201 with the id alone', async () => {
    const { store, stored, handlers } = accepting()

    const answer = await runRoute(handlers, { body: enquiry })

    expect(answer.status).toBe(201)
    expect(answer.json()).toEqual({ id })
    expect(store.saved).toEqual([{ id, ...enquiry, createdAt: at.toISOString() }])
    expect(stored).toEqual(['enquiry'])
  })

  it('keeps a post that filled the honeypot apart, answered as any other', async () => {
    const { store, stored, handlers } = accepting()

    const answer = await runRoute(handlers, { body: { ...enquiry, website: 'http://cheap.example' } })

    expect(answer.status).toBe(201)
    expect(store.saved).toEqual([])
    expect(store.spam).toEqual([{ enquiry: expect.objectContaining({ id }), honeypot: 'http://cheap.example' }])
    expect(stored).toEqual(['spam'])
  })

  it('refuses invalid fields with 400 naming each, and stores nothing', async () => {
    const { store, stored, handlers } = accepting()

    const answer = await runRoute(handlers, { body: { ...enquiry, email: 'not an address' } })

    expect(answer.status).toBe(400)
    expect(answer.json()).toMatchObject({ error: invalidFieldsError, fields: { email: expect.any(String) } })
    expect(store.saved).toEqual([])
    expect(stored).toEqual([])
  })

  it('answers 503 with Retry-After when the store fails, gives the post back to its client, and logs no field', async () => {
    const { refunds, stored, logs, handlers } = accepting(fakeStore(new Error('disk full')))

    const answer = await runRoute(handlers, { body: enquiry, remoteAddress: '198.51.100.4' })

    expect(answer.status).toBe(503)
    expect(answer.headers['retry-after']).toBe('120')
    expect(answer.json()).toEqual({ error: answers.storeFailed })
    expect(refunds).toEqual(['198.51.100.4'])
    expect(stored).toEqual([])
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'error', store: 'a store in memory' })])
    expect(logs.text()).not.toContain(enquiry.email)
  })

  it('answers 400 and keeps the post counted when the database refuses one of its values', async () => {
    const refusal = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00 in "Jane"'), {
      code: '22021',
    })
    const { refunds, logs, handlers } = accepting(fakeStore(refusal))

    const answer = await runRoute(handlers, { body: enquiry })

    expect(answer.status).toBe(400)
    expect(answer.json()).toEqual({ error: answers.notStorable, fields: {} })
    expect(refunds).toEqual([])
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'warn', code: '22021' })])
    expect(logs.text()).not.toContain('Jane')
  })

  it.each(['en', 'ar'] as const)(
    'sends a browser’s plain %s form post on to the sent page of its language with 303',
    async (locale) => {
      const { store, handlers } = accepting(fakeStore(), pagesAnswering())

      const answer = await runRoute(handlers, {
        headers: browserForm(locale),
        body: new URLSearchParams({ ...enquiry, website: '', locale }).toString(),
      })

      expect(answer.status).toBe(303)
      expect(answer.headers.location).toBe(sentPath(locale))
      expect(store.saved).toHaveLength(1)
    },
  )

  it('gives a browser the form back in its language with what was typed when the store fails', async () => {
    const { handlers } = accepting(fakeStore(new Error('disk full')), pagesAnswering())
    const typed = { ...enquiry, website: '', locale: 'ar' }

    const answer = await runRoute(handlers, { headers: browserForm('ar'), body: new URLSearchParams(typed).toString() })

    expect(answer.status).toBe(503)
    expect(shownProblem(answer)).toEqual({ locale: 'ar', problem: 'unavailable', values: typed })
  })
})
