import { describe, expect, it } from 'vitest'
import { erred, passedOn, runRoute } from '../../../testing/service/routeHarness.ts'
import { answering } from './answering.ts'
import { answers } from './answers.ts'
import { readForm, readJson, requireBodyType } from './enquiryBody.ts'
import { enquiryBodyLimit, formAnswers, formType } from './formBody.ts'

const json = answering(undefined)
const reading = [requireBodyType(json), readForm(json), readJson]

describe('reading an enquiry’s body', () => {
  it('reads a form post into the same object a JSON post is, and keeps what was typed for a page', async () => {
    const answer = await runRoute(reading, {
      headers: { 'content-type': formType },
      body: 'firstName=Jane&message=Hello+there&locale=ar',
    })
    const fields = { firstName: 'Jane', message: 'Hello there', locale: 'ar' }

    expect(answer.status).toBe(passedOn)
    expect(answer.json()).toEqual({ body: fields, formValues: fields })
  })

  it('reads JSON, declared in UTF-8 or with no charset', async () => {
    for (const type of ['application/json', 'application/json; charset=UTF-8', 'application/vnd.api+json']) {
      const answer = await runRoute(reading, { headers: { 'content-type': type }, body: '{"firstName":"Jane"}' })
      expect(answer.json()).toEqual({ body: { firstName: 'Jane' }, formValues: null })
    }
  })

  it.each([
    ['plain text', 'text/plain'],
    ['JSON in another charset', 'application/json; charset=latin1'],
    ['a form in another charset', `${formType}; charset=iso-8859-6`],
  ])('refuses %s with 415', async (_case, type) => {
    const answer = await runRoute(reading, { headers: { 'content-type': type }, body: 'firstName=Jane' })

    expect(answer.status).toBe(415)
    expect(answer.json()).toEqual({ error: answers.notJson })
  })

  it('refuses a form field sent twice with 400, rather than guess between them', async () => {
    const answer = await runRoute(reading, {
      headers: { 'content-type': formType },
      body: 'email=a@x.example&email=b@x.example',
    })

    expect(answer.status).toBe(400)
    expect(answer.json()).toEqual({ error: formAnswers.repeated('email'), fields: {} })
  })

  it('passes a body over the limit on as an error of status 413, JSON and form alike', async () => {
    const over = 'x'.repeat(enquiryBodyLimit + 1)
    for (const [type, body] of [
      ['application/json', JSON.stringify({ message: over })],
      [formType, `message=${over}`],
    ] as const) {
      const answer = await runRoute(reading, { headers: { 'content-type': type }, body })
      expect(answer.status).toBe(erred)
      expect(answer.json()).toEqual({ type: 'entity.too.large', status: 413 })
    }
  })
})
