import type { ErrorRequestHandler } from 'express'
import type { Logger } from 'pino'
import { errorSummary } from '../errorSummary.ts'
import type { Answering } from './answering.ts'
import { answers } from './answers.ts'

/** The 4xx status a request error stands for (a body too large, unreadable, in a charset not taken), else undefined. */
function requestErrorStatus(error: unknown): number | undefined {
  const { status } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

/** A body the parsers refused (too large, unreadable) is answered with the contact page when a browser sent it. */
export function answerRequestErrorsWithPage(answer: Answering): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (!answer.wantsPage(req) || res.headersSent) return next(error)
    const status = requestErrorStatus(error)
    if (status === undefined) return next(error)
    answer.refuse(req, res, status, {}, status === 413 ? 'tooLarge' : 'refused')
  }
}

/** Turns the body parser's errors (and any other) into JSON answers: never HTML, never a stack trace. */
export function answerRequestErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error)
    const { type } = (typeof error === 'object' && error !== null ? error : {}) as { type?: unknown }
    if (type === 'entity.too.large') return void res.status(413).json({ error: answers.tooLarge })
    if (type === 'entity.parse.failed') {
      return void res.status(400).json({ error: answers.malformedJson, fields: {} })
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return void res.status(415).json({ error: answers.notJson })
    }
    if (requestErrorStatus(error) !== undefined) {
      return void res.status(requestErrorStatus(error) as number).json({ error: answers.badRequest })
    }
    logger.error(
      { reqId: res.locals.requestId, err: errorSummary(error) },
      'Unexpected error while answering a request',
    )
    res.status(500).json({ error: answers.unexpected })
  }
}
