import { randomUUID } from 'node:crypto'
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import type { Logger } from 'pino'
import type { ServiceValue } from '../../lib/contact.ts'
import type { ContactEnv } from './config.ts'
import { dataPaths } from './dataPaths.ts'
import { defaultRetrySchedule, type RetrySchedule } from './deliveryQueue.ts'
import type { Enquiry } from './enquiry.ts'
import { enquiryMail } from './enquiryMail.ts'
import { parseEnquiry } from './enquirySchema.ts'
import { errorSummary } from './jsonLinesLog.ts'
import { openJsonLinesStore } from './jsonLinesStore.ts'
import { openPostgresStore } from './postgresStore.ts'
import { createLogger } from './logger.ts'
import { createMailTransport, type MailTransport } from './mailTransport.ts'
import { RateLimiter } from './rateLimiter.ts'

export type ContactServiceConfig = Pick<ContactEnv, 'contactLog' | 'smtpUrl' | 'contactTo' | 'contactFrom' | 'rateLimit'> &
  Partial<Pick<ContactEnv, 'database'>> & {
  /** Labels of the service values for the e-mail, from content/contact.yaml. */
  serviceLabels: Record<ServiceValue, string>
  /** The site's public origin (SITE_URL): behind a proxy, the address its pages post from. */
  siteOrigin?: string
}

export interface ContactServiceDeps {
  logger?: Logger
  /** Shorter timings for tests. */
  retry?: Partial<RetrySchedule>
  now?: () => Date
  random?: () => number
  mailTransport?: MailTransport
}

export interface ContactService {
  /** POST /api/contact and GET /healthz. */
  router: express.Router
  /** Stops retries and timers and closes the files; the router must no longer receive requests. */
  stop(): Promise<void>
}

export const answers = {
  storeFailed: 'We could not store your message. Please try again in a few minutes or email us.',
  notJson: 'Please send the enquiry as JSON in UTF-8, with the header Content-Type: application/json.',
  crossSite: "Enquiries are accepted from this website's own contact form only.",
  tooLarge: 'The enquiry is too large: the limit is 32 KB. Please shorten the message.',
  malformedJson: 'The request body is not valid JSON. Please send the form fields as a JSON object.',
  badRequest: 'The request could not be read.',
  methodNotAllowed: 'Enquiries are sent with POST.',
  unexpected: 'Something went wrong on our side. Please try again in a few minutes or email us.',
  tooMany: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    return `Too many messages from your connection. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
  },
} as const

const rateWindowMs = 10 * 60_000
const bodyLimit = '32kb'

/**
 * Builds the contact form service. Creating it opens the store (the enquiry log, setting aside a line torn by a
 * crash, or PostgreSQL, migrating its schema) and resumes e-mailing every stored enquiry not delivered yet.
 */
export async function createContactService(
  config: ContactServiceConfig,
  deps: ContactServiceDeps = {},
): Promise<ContactService> {
  const logger = deps.logger ?? createLogger()
  const now = deps.now ?? (() => new Date())
  const paths = dataPaths(config.contactLog)
  const transport = deps.mailTransport ?? createMailTransport({ smtpUrl: config.smtpUrl, outbox: paths.outbox })
  if (config.smtpUrl === undefined && !deps.mailTransport) {
    logger.warn(
      { outbox: paths.outbox },
      `SMTP_URL is not set: enquiry e-mails are written as .eml files to ${paths.outbox}/ instead of being sent. Set SMTP_URL (for example smtp://user:password@mail.example.com:587) to send them.`,
    )
  } else {
    logger.info({ mail: transport.description }, `enquiry e-mails go to ${config.contactTo} through ${transport.description}`)
  }

  const deliveryDeps = {
    transport,
    compose: (enquiry: Enquiry) =>
      enquiryMail(enquiry, { to: config.contactTo, from: config.contactFrom, serviceLabels: config.serviceLabels }),
    logger,
    schedule: { ...defaultRetrySchedule, ...deps.retry },
    now,
    random: deps.random ?? Math.random,
  }
  const store = config.database
    ? await openPostgresStore(config.database, deliveryDeps)
    : await openJsonLinesStore(config.contactLog, deliveryDeps)
  logger.info({ store: store.description }, `enquiries are kept in ${store.description}`)

  const limiter = new RateLimiter({ limit: config.rateLimit, windowMs: rateWindowMs, now: () => now().getTime() })
  const clientKey = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown'

  const limitRate: RequestHandler = (req, res, next) => {
    const decision = limiter.hit(clientKey(req))
    if (decision.allowed) return next()
    res.setHeader('Retry-After', String(decision.retryAfterSeconds))
    res.status(429).json({ error: answers.tooMany(decision.retryAfterSeconds) })
  }

  /**
   * Another site's page must not post enquiries in a visitor's name: a browser says where a post comes from (Origin,
   * Sec-Fetch-Site). Posts without Origin (curl, a server) pass; so do posts from the address the service answers
   * on and from SITE_URL, the site's public origin behind a proxy.
   */
  const refuseCrossSite: RequestHandler = (req, res, next) => {
    const origin = req.get('origin')
    const own = [`${req.protocol}://${req.get('host')}`, config.siteOrigin]
    if (req.get('sec-fetch-site') !== 'cross-site' && (origin === undefined || own.includes(origin))) return next()
    res.status(403).json({ error: answers.crossSite })
  }

  const requireJson: RequestHandler = (req, res, next) => {
    // JSON is UTF-8 (RFC 8259): a body declared in another charset would be decoded as something else than was sent.
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase()
    if (req.is(['application/json', 'application/*+json']) && (charset === undefined || charset === 'utf-8' || charset === 'utf8')) return next()
    res.status(415).json({ error: answers.notJson })
  }

  const accept = async (req: Request, res: Response) => {
    const parsed = parseEnquiry(req.body)
    if (!parsed.ok) {
      res.status(400).json(parsed.body)
      return
    }
    // The same key order as lines written before: the log's format does not change.
    const enquiry: Enquiry = { id: randomUUID(), ...parsed.fields, createdAt: now().toISOString() }
    try {
      // Spam is answered like an enquiry, so the script learns nothing, but kept apart and never e-mailed.
      if (parsed.honeypot === undefined) await store.save(enquiry)
      else await store.saveSpam(enquiry, parsed.honeypot)
    } catch (error) {
      limiter.refund(clientKey(req))
      logger.error(
        { reqId: res.locals.requestId, store: store.description, err: errorSummary(error) },
        `Could not store an enquiry; it was refused with 503. ${store.failureAdvice}`,
      )
      res.setHeader('Retry-After', '120')
      res.status(503).json({ error: answers.storeFailed })
      return
    }
    res.status(201).json({ id: enquiry.id })
  }

  // Set first on each route rather than by a router.use() layer, which every request of the site would pass through.
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  }
  const router = express.Router()
  router.post(
    '/api/contact',
    noStore,
    limitRate,
    refuseCrossSite,
    requireJson,
    express.json({ limit: bodyLimit, strict: false, type: () => true }),
    accept,
  )
  router.all('/api/contact', noStore, (_req, res) => {
    res.setHeader('Allow', 'POST')
    res.status(405).json({ error: answers.methodNotAllowed })
  })
  router.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store')
    const health = await store.health()
    if (health.ok) res.json({ ok: true })
    else res.status(503).json({ ok: false, error: health.error })
  })
  router.use(answerRequestErrors(logger))

  return {
    router,
    async stop() {
      limiter.stop()
      await store.stop()
      transport.close()
    },
  }
}

/** Turns the body parser's errors (and any other) into JSON answers: never HTML, never a stack trace. */
export function answerRequestErrors(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, next) => {
    if (res.headersSent) return next(error)
    const { type, status } = (typeof error === 'object' && error !== null ? error : {}) as {
      type?: unknown
      status?: unknown
    }
    if (type === 'entity.too.large') return void res.status(413).json({ error: answers.tooLarge })
    if (type === 'entity.parse.failed') {
      return void res.status(400).json({ error: answers.malformedJson, fields: {} })
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      return void res.status(415).json({ error: answers.notJson })
    }
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return void res.status(status).json({ error: answers.badRequest })
    }
    logger.error({ reqId: res.locals.requestId, err: errorSummary(error) }, 'Unexpected error while answering a request')
    res.status(500).json({ error: answers.unexpected })
  }
}
