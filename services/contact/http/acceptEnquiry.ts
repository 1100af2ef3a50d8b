import { randomUUID } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { sentPath } from '../../../lib/contactAnswer.ts'
import type { EnquiryBackend } from '../backends/enquiryBackend.ts'
import type { Enquiry } from '../enquiryRecord.ts'
import { errorSummary } from '../errorSummary.ts'
import { refusedDataCode } from '../store/postgresErrors.ts'
import type { Answering } from './answering.ts'
import { answers } from './answers.ts'
import { parseEnquiry } from './enquiryRequest.ts'
import { rateKey } from './limitRate.ts'
import type { RateLimit } from './rateLimiter.ts'

export interface AcceptParts {
  store: Pick<EnquiryBackend, 'save' | 'saveSpam' | 'description' | 'failureAdvice'>
  /** Gives a post back to its client's limit when it could not be stored. */
  limiter: Pick<RateLimit, 'refund'>
  answer: Answering
  logger: Logger
  now: () => Date
  /** Told of each post once it is stored, for the metrics; never of one refused. */
  onStored?: (kind: 'enquiry' | 'spam') => void
  newId?: () => string
}

/**
 * The last step of POST /api/contact, once the body is read: checks the fields, stores the enquiry (or the spam) and
 * answers only once it is durable: 201 with its id, or for a browser a 303 to the page saying it was sent.
 */
export function acceptEnquiry({
  store,
  limiter,
  answer,
  logger,
  now,
  onStored,
  newId = randomUUID,
}: AcceptParts): RequestHandler {
  return async (req, res) => {
    const parsed = parseEnquiry(req.body)
    if (!parsed.ok) return answer.refuse(req, res, 400, parsed.body, 'invalid', parsed.body.fields)
    // The same key order as lines written before: the log's format does not change.
    const enquiry: Enquiry = { id: newId(), ...parsed.fields, createdAt: now().toISOString() }
    try {
      // Spam is answered like an enquiry, so the script learns nothing, but kept apart and never e-mailed.
      if (parsed.honeypot === undefined) await store.save(enquiry)
      else await store.saveSpam(enquiry, parsed.honeypot)
    } catch (error) {
      const refusedCode = refusedDataCode(error)
      if (refusedCode !== undefined) {
        // The database refused a value of this very post: sent again it fails again, so it is the sender's to change
        // (400), not an outage, and it stays counted, or a script could post such values for ever. Only the code is
        // logged, as the error's message may quote the value.
        logger.warn(
          { reqId: res.locals.requestId, store: store.description, code: refusedCode },
          `The database refused a value of an enquiry (SQLSTATE ${refusedCode}); it was answered with 400.`,
        )
        return answer.refuse(req, res, 400, { error: answers.notStorable, fields: {} }, 'refused')
      }
      await limiter.refund(rateKey(req))
      logger.error(
        { reqId: res.locals.requestId, store: store.description, err: errorSummary(error) },
        `Could not store an enquiry; it was refused with 503. ${store.failureAdvice}`,
      )
      res.setHeader('Retry-After', '120')
      return answer.refuse(req, res, 503, { error: answers.storeFailed }, 'unavailable')
    }
    onStored?.(parsed.honeypot === undefined ? 'enquiry' : 'spam')
    // A browser's plain post goes on to a page of its own (303: fetched with GET), so reloading it sends nothing again.
    if (answer.wantsPage(req)) res.redirect(303, sentPath(answer.pageLocale(req, res)))
    else res.status(201).json({ id: enquiry.id })
  }
}
