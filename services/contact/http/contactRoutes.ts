import express, { type RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { EnquiryBackend } from '../backends/enquiryBackend.ts'
import { type AcceptParts, acceptEnquiry } from './acceptEnquiry.ts'
import { answering } from './answering.ts'
import { answers } from './answers.ts'
import { refuseCrossSite } from './crossSite.ts'
import { readForm, readJson, requireBodyType } from './enquiryBody.ts'
import type { FormPages } from './formPages.ts'
import { limitRate } from './limitRate.ts'
import type { RateLimit } from './rateLimiter.ts'
import { answerRequestErrors, answerRequestErrorsWithPage } from './requestErrors.ts'
import { storeHealth } from './storeHealth.ts'

export interface ContactRouteParts extends Omit<AcceptParts, 'answer' | 'store' | 'limiter'> {
  store: AcceptParts['store'] & Pick<EnquiryBackend, 'health'>
  limiter: Pick<RateLimit, 'hit' | 'refund'>
  logger: Logger
  /** The site's public origin (SITE_URL): when set, the only origin a browser's post is taken from. */
  siteOrigin?: string
  /** The pages a browser's form post is answered with; without them every client is answered in JSON. */
  formPages?: FormPages
}

// Set first on each route rather than by a router.use() layer, which every request of the site would pass through.
const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}

/** POST /api/contact and GET /healthz/store, from their parts. */
export function contactRoutes({ siteOrigin, formPages, ...parts }: ContactRouteParts): express.Router {
  const answer = answering(formPages)
  const router = express.Router()
  router.post(
    '/api/contact',
    noStore,
    // The origin first: another site's post is not counted (or that site's page could spend the limit of each
    // visitor, and of everyone sharing their address) nor read to be shown back in a page.
    refuseCrossSite(siteOrigin, answer),
    limitRate(parts.limiter, answer),
    requireBodyType(answer),
    readForm(answer),
    readJson,
    acceptEnquiry({ ...parts, answer }),
  )
  router.all('/api/contact', noStore, (_req, res) => {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ error: answers.methodNotAllowed })
  })
  router.get('/healthz/store', noStore, storeHealth(parts.store))
  router.use(answerRequestErrorsWithPage(answer))
  router.use(answerRequestErrors(parts.logger))
  return router
}
