import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'

// A proxy's request id is kept so one request can be followed across both logs; anything else is replaced.
const acceptableRequestId = /^[\w.:-]{1,64}$/

/**
 * One log line per request: id, method, path, status and duration. Deliberately nothing else: bodies, query strings
 * and addresses carry visitors' personal data.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const inbound = req.get('x-request-id')
    const requestId = inbound && acceptableRequestId.test(inbound) ? inbound : randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    let logged = false
    const logOnce = () => {
      if (logged) return
      logged = true
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Number((Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      )
    }
    res.once('finish', logOnce)
    res.once('close', logOnce)
    next()
  }
}
