import type { RequestHandler } from 'express'
import { describe, expect, it } from 'vitest'
import { memoryLogger } from '../../../testing/service/memoryLogger.ts'
import { browserForm, pagesAnswering, runRoute, shownProblem } from '../../../testing/service/routeHarness.ts'
import { answers } from './answers.ts'
import { answerRequestErrors, answerRequestErrorsWithPage } from './requestErrors.ts'

const failing =
  (error: object): RequestHandler =>
  (_req, _res, next) =>
    next(error)

describe('a request the service cannot read', () => {
  it.each([
    ['too large', { type: 'entity.too.large', status: 413 }, 413, { error: answers.tooLarge }],
    ['not valid JSON', { type: 'entity.parse.failed', status: 400 }, 400, { error: answers.malformedJson, fields: {} }],
    ['in a charset not taken', { type: 'charset.unsupported', status: 415 }, 415, { error: answers.notJson }],
    ['otherwise unreadable', { type: 'request.aborted', status: 400 }, 400, { error: answers.badRequest }],
  ])('is answered in JSON when %s', async (_case, error, status, body) => {
    const answer = await runRoute([failing(error), answerRequestErrors(memoryLogger().logger)])

    expect(answer.status).toBe(status)
    expect(answer.json()).toEqual(body)
  })

  it('is a 500 in JSON with no stack trace when the fault is the service’s, and logged', async () => {
    const logs = memoryLogger()
    const answer = await runRoute([failing(new Error('a bug')), answerRequestErrors(logs.logger)])

    expect(answer.status).toBe(500)
    expect(answer.json()).toEqual({ error: answers.unexpected })
    expect(logs.lines).toEqual([expect.objectContaining({ level: 'error' })])
  })

  it('too large is answered with the contact page saying so when a browser posted the form', async () => {
    const answer = await runRoute(
      [failing({ type: 'entity.too.large', status: 413 }), answerRequestErrorsWithPage(pagesAnswering())],
      { headers: browserForm('ar') },
    )

    expect(answer.status).toBe(413)
    expect(shownProblem(answer)).toMatchObject({ locale: 'ar', problem: 'tooLarge' })
  })

  it('is answered with the contact page when a browser posted the form', async () => {
    const answer = await runRoute(
      [failing({ type: 'request.aborted', status: 400 }), answerRequestErrorsWithPage(pagesAnswering())],
      { headers: browserForm('ar') },
    )

    expect(answer.status).toBe(400)
    expect(shownProblem(answer)).toMatchObject({ locale: 'ar', problem: 'refused' })
  })
})
