import { randomUUID } from 'node:crypto'
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express'
import type { Logger } from 'pino'
import type { ServiceValue } from '../../lib/contact.ts'
import { sentPath } from '../../lib/contactAnswer.ts'
import { isLocale, type Locale, splitLocale } from '../../lib/locales.ts'
import type { ContactEnv } from '../config.ts'
import { dataPaths } from './store/dataPaths.ts'
import { defaultRetrySchedule, type RetrySchedule } from './mail/deliveryQueue.ts'
import type { Enquiry } from './enquiryRecord.ts'
import { enquiryMail } from './mail/enquiryMail.ts'
import { parseEnquiry } from './http/enquiryRequest.ts'
import { enquiryBodyLimit, formType, parseFormBody, readFormText } from './http/formBody.ts'
import type { FormPages, FormProblem, ProblemAnswer } from './http/formPages.ts'
import { errorSummary } from './errorSummary.ts'
import type { EnquiryBackend } from './backends/enquiryBackend.ts'
import { openJsonLinesBackend } from './backends/jsonLinesBackend.ts'
import { openPostgresBackend } from './backends/postgresBackend.ts'
import { createLogger } from '../logger.ts'
import { createMailTransport, type MailTransport } from './mail/mailTransport.ts'
import { startRetention } from './privacy/retention.ts'
import { type RateLimit, RateLimiter } from './http/rateLimiter.ts'
import { clientKey } from './http/clientKey.ts'
import { PostgresRateLimit } from './http/postgresRateLimit.ts'
import { refusedDataCode } from './store/postgresErrors.ts'

export type ContactServiceConfig = Pick<
  ContactEnv,
  'contactLog' | 'smtpUrl' | 'contactTo' | 'contactFrom' | 'rateLimit'
> &
  Partial<Pick<ContactEnv, 'database' | 'retentionDays' | 'smtpAllowPlaintext'>> & {
    /** Labels of the service values for the e-mail, from content/contact.yaml. */
    serviceLabels: Record<ServiceValue, string>
    /** The site's public origin (SITE_URL): when set, the only origin a browser's post is taken from. */
    siteOrigin?: string
    /**
     * The pages a browser's form post is answered with (built from the prerendered contact pages). Without them every
     * client is answered in JSON.
     */
    formPages?: FormPages
  }

export interface ContactServiceDeps {
  logger?: Logger
  /** Shorter timings for tests. */
  retry?: Partial<RetrySchedule>
  now?: () => Date
  random?: () => number
  mailTransport?: MailTransport
  /** Told of each post once it is stored, for the metrics; never of one refused. */
  onStored?: (kind: 'enquiry' | 'spam') => void
}

export interface ContactService {
  /** POST /api/contact and GET /healthz. */
  router: express.Router
  /** Stops retries and timers and closes the files; the router must no longer receive requests. */
  stop(): Promise<void>
  /** What the store says of itself, for the metrics: read-only, so nothing else reaches the enquiries. */
  store: Pick<EnquiryBackend, 'health' | 'deliveryStats'>
}

export const answers = {
  storeFailed: 'We could not store your message. Please try again in a few minutes or email us.',
  notJson: 'Please send the enquiry as JSON in UTF-8, with the header Content-Type: application/json.',
  crossSite: "Enquiries are accepted from this website's own contact form only.",
  tooLarge: `The enquiry is too large: the limit is ${enquiryBodyLimit / 1024} KB. Please shorten the message.`,
  notStorable:
    'Your enquiry holds something we cannot store, such as an unusual invisible character. Please remove it and send the enquiry again, or email us.',
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
  const transport =
    deps.mailTransport ??
    createMailTransport({
      smtpUrl: config.smtpUrl,
      outbox: paths.outbox,
      smtpAllowPlaintext: config.smtpAllowPlaintext,
    })
  if (config.smtpUrl === undefined && !deps.mailTransport) {
    logger.warn(
      { outbox: paths.outbox },
      `SMTP_URL is not set: enquiry e-mails are written as .eml files to ${paths.outbox}/ instead of being sent. Set SMTP_URL (for example smtp://user:password@mail.example.com:587) to send them.`,
    )
  } else {
    logger.info(
      { mail: transport.description },
      `enquiry e-mails go to ${config.contactTo} through ${transport.description}`,
    )
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
  const postgres = config.database ? await openPostgresBackend(config.database, paths, deliveryDeps) : undefined
  const store = postgres ?? (await openJsonLinesBackend(config.contactLog, deliveryDeps))
  logger.info({ store: store.description }, `enquiries are kept in ${store.description}`)
  const retention = startRetention({
    days: config.retentionDays ?? 730,
    purge: (moment) => store.purge(moment),
    logger,
    now,
  })

  const { formPages } = config
  const postedFields = (req: Request): Record<string, unknown> | undefined =>
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : undefined
  /** A browser asking for a page (Accept: text/html before JSON); curl, scripts and the form's own fetch get JSON. */
  const wantsPage = (req: Request) =>
    formPages !== undefined && req.accepts(['application/json', 'text/html']) === 'text/html'

  /**
   * The language of the page the post came from: the form's own `locale` field, else the path of the page it was
   * sent from (a refusal may come before the body is read), else English.
   */
  const pageLocale = (req: Request, response: Response): Locale => {
    const posted: unknown =
      (response.locals.formValues as Record<string, string> | undefined)?.locale ?? postedFields(req)?.locale
    if (isLocale(posted)) return posted
    const referer = req.get('referer')
    if (referer && URL.canParse(referer)) return splitLocale(new URL(referer).pathname).locale
    return 'en'
  }

  /** Answers a refusal: the JSON of the runtime contract, or for a browser the contact page saying what went wrong. */
  const refuse = (
    req: Request,
    response: Response,
    status: number,
    body: object,
    problem: FormProblem,
    fields?: ProblemAnswer['fields'],
  ) => {
    if (!wantsPage(req)) return void response.status(status).json(body)
    const values = response.locals.formValues as Record<string, string> | undefined
    const html = (formPages as FormPages).problemPage(pageLocale(req, response), { problem, fields, values })
    response.status(status).type('html').send(html)
  }

  const rateOptions = { limit: config.rateLimit, windowMs: rateWindowMs }
  // With PostgreSQL every replica counts a client's posts in one row; the log is one replica's, counted in memory.
  const limiter: RateLimit = postgres
    ? new PostgresRateLimit(postgres.pool, { ...rateOptions, logger })
    : new RateLimiter({ ...rateOptions, now: () => now().getTime() })
  // req.ip is the peer, or the client the proxies in TRUST_PROXY forwarded: never what the client itself claims.
  const rateKey = (req: Request) => clientKey(req.ip ?? req.socket.remoteAddress)

  const limitRate: RequestHandler = async (req, res, next) => {
    const decision = await limiter.hit(rateKey(req))
    if (decision.allowed) return next()
    res.setHeader('Retry-After', String(decision.retryAfterSeconds))
    const answer = () => refuse(req, res, 429, { error: answers.tooMany(decision.retryAfterSeconds) }, 'tooMany')
    // A visitor without JavaScript gets the form back with what they typed, so the body is read for that only.
    if (wantsPage(req) && req.is(formType)) {
      readFormText(req, res, () => {
        const parsed = typeof req.body === 'string' ? parseFormBody(req.body) : undefined
        if (parsed?.ok) res.locals.formValues = parsed.fields
        answer()
      })
    } else answer()
  }

  /**
   * Another site's page must not post enquiries in a visitor's name: a browser says where a post comes from (Origin,
   * Sec-Fetch-Site). Posts without Origin (curl, a server) pass. With SITE_URL set, its origin is the only one taken:
   * the Host header is the client's to write, and a page on a name pointed at the service (DNS rebinding) sends a Host
   * that matches its Origin. Without SITE_URL (development), the address the request came to stands in.
   */
  const refuseCrossSite: RequestHandler = (req, res, next) => {
    const origin = req.get('origin')
    const own = config.siteOrigin ?? `${req.protocol}://${req.get('host')}`
    if (req.get('sec-fetch-site') !== 'cross-site' && (origin === undefined || origin === own)) return next()
    refuse(req, res, 403, { error: answers.crossSite }, 'refused')
  }

  const requireBodyType: RequestHandler = (req, res, next) => {
    // JSON is UTF-8 (RFC 8259), and so is the form's post (its page is UTF-8 and says accept-charset="utf-8"): a body
    // declared in another charset would be decoded as something else than was sent.
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase()
    const utf8 = charset === undefined || charset === 'utf-8' || charset === 'utf8'
    if (utf8 && req.is(['application/json', 'application/*+json', formType])) return next()
    refuse(req, res, 415, { error: answers.notJson }, 'refused')
  }

  /** The form's post becomes the same object a JSON post is; a field sent twice or bad encoding is refused. */
  const readForm: RequestHandler = (req, res, next) => {
    if (!req.is(formType)) return next()
    readFormText(req, res, (error?: unknown) => {
      if (error) return next(error)
      const parsed = parseFormBody(typeof req.body === 'string' ? req.body : '')
      if (!parsed.ok) return refuse(req, res, 400, { error: parsed.error, fields: {} }, 'refused')
      req.body = parsed.fields
      res.locals.formValues = parsed.fields
      next()
    })
  }

  const accept = async (req: Request, res: Response) => {
    const parsed = parseEnquiry(req.body)
    if (!parsed.ok) {
      refuse(req, res, 400, parsed.body, 'invalid', parsed.body.fields)
      return
    }
    // The same key order as lines written before: the log's format does not change.
    const enquiry: Enquiry = { id: randomUUID(), ...parsed.fields, createdAt: now().toISOString() }
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
        refuse(req, res, 400, { error: answers.notStorable, fields: {} }, 'refused')
        return
      }
      await limiter.refund(rateKey(req))
      logger.error(
        { reqId: res.locals.requestId, store: store.description, err: errorSummary(error) },
        `Could not store an enquiry; it was refused with 503. ${store.failureAdvice}`,
      )
      res.setHeader('Retry-After', '120')
      refuse(req, res, 503, { error: answers.storeFailed }, 'unavailable')
      return
    }
    deps.onStored?.(parsed.honeypot === undefined ? 'enquiry' : 'spam')
    // A browser's plain post goes on to a page of its own (303: fetched with GET), so reloading it sends nothing again.
    if (wantsPage(req)) res.redirect(303, sentPath(pageLocale(req, res)))
    else res.status(201).json({ id: enquiry.id })
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
    // The origin first: another site's post is not counted (or that site's page could spend the limit of each
    // visitor, and of everyone sharing their address) nor read to be shown back in a page.
    refuseCrossSite,
    limitRate,
    requireBodyType,
    readForm,
    express.json({ limit: enquiryBodyLimit, strict: false, type: ['application/json', 'application/*+json'] }),
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
  router.use((error: unknown, req: Request, response: Response, next: (error?: unknown) => void) => {
    // A body the parsers refused (too large, unreadable) is answered with a page too when a browser sent it.
    if (!wantsPage(req) || response.headersSent) return next(error)
    const status = requestErrorStatus(error)
    if (status === undefined) return next(error)
    refuse(req, response, status, {}, 'refused')
  })
  router.use(answerRequestErrors(logger))

  return {
    router,
    store: { health: () => store.health(), deliveryStats: () => store.deliveryStats() },
    async stop() {
      limiter.stop()
      await retention.stop()
      await store.stop()
      transport.close()
    },
  }
}

/** The 4xx status a request error stands for (a body too large, unreadable, in a charset not taken), else undefined. */
function requestErrorStatus(error: unknown): number | undefined {
  const { status } = (typeof error === 'object' && error !== null ? error : {}) as { status?: unknown }
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
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
    logger.error(
      { reqId: res.locals.requestId, err: errorSummary(error) },
      'Unexpected error while answering a request',
    )
    res.status(500).json({ error: answers.unexpected })
  }
}
