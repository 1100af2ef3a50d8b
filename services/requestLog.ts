import { randomUUID } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import type { Logger } from 'pino'

// A proxy's request id is kept so one request can be followed across both logs; anything else is replaced.
const acceptableRequestId = /^[\w.:-]{1,64}$/

/** How a request ended, timed once for its log line and for whoever else watches requests (the metrics). */
export interface RequestEnd {
  status: number
  /** The connection closed before the answer was sent whole. */
  aborted: boolean
  /** From the request reaching the log to the end of its answer. */
  seconds: number
}

/**
 * Told of each request as it arrives, before any router has rewritten its path; the function it returns is told how
 * the request ended.
 */
export type RequestWatcher = (req: Request) => (end: RequestEnd) => void

/**
 * One log line per request: id, method, path, status and duration. Deliberately nothing else: bodies, query strings
 * and addresses carry visitors' personal data. `watch` gets the same timing, so a request is timed once.
 */
export function requestLog(logger: Logger, watch?: RequestWatcher): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const ended = watch?.(req)
    const inbound = req.get('x-request-id')
    const requestId = inbound && acceptableRequestId.test(inbound) ? inbound : randomUUID()
    res.locals.requestId = requestId
    res.setHeader('X-Request-Id', requestId)
    let logged = false
    const logOnce = () => {
      if (logged) return
      logged = true
      const nanoseconds = Number(process.hrtime.bigint() - started)
      const aborted = !res.writableFinished
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Number((nanoseconds / 1e6).toFixed(1)),
          ...(aborted ? { aborted: true } : {}),
        },
        'request',
      )
      ended?.({ status: res.statusCode, aborted, seconds: nanoseconds / 1e9 })
    }
    res.once('finish', logOnce)
    res.once('close', logOnce)
    next()
  }
}
