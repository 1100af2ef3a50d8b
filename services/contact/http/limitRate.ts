import type { Request, RequestHandler } from 'express'
import type { Answering } from './answering.ts'
import { answers } from './answers.ts'
import { clientKey } from './clientKey.ts'
import { formType, parseFormBody, readFormText } from './formBody.ts'
import type { RateLimit } from './rateLimiter.ts'

/** req.ip is the peer, or the client the proxies in TRUST_PROXY forwarded: never what the client itself claims. */
export function rateKey(req: Request): string {
  return clientKey(req.ip ?? req.socket.remoteAddress)
}

/** Counts the post against its client's limit; over it, 429 with Retry-After, and for a browser the form back. */
export function limitRate(limiter: Pick<RateLimit, 'hit'>, answer: Answering): RequestHandler {
  return async (req, res, next) => {
    const decision = await limiter.hit(rateKey(req))
    if (decision.allowed) return next()
    res.setHeader('Retry-After', String(decision.retryAfterSeconds))
    const refuse = () => answer.refuse(req, res, 429, { error: answers.tooMany(decision.retryAfterSeconds) }, 'tooMany')
    // A visitor without JavaScript gets the form back with what they typed, so the body is read for that only.
    if (!answer.wantsPage(req) || !req.is(formType)) return refuse()
    readFormText(req, res, () => {
      const parsed = typeof req.body === 'string' ? parseFormBody(req.body) : undefined
      if (parsed?.ok) res.locals.formValues = parsed.fields
      refuse()
    })
  }
}
