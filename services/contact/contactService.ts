import type express from 'express'
import type { Logger } from 'pino'
import type { ServiceValue } from '../../lib/contact.ts'
import type { ServiceSettings } from '../settings/readConfig.ts'
import { createLogger } from '../logger.ts'
import type { EnquiryBackend } from './backends/enquiryBackend.ts'
import { openJsonLinesBackend } from './backends/jsonLinesBackend.ts'
import { openPostgresBackend } from './backends/postgresBackend.ts'
import type { Enquiry } from './enquiryRecord.ts'
import { contactRoutes } from './http/contactRoutes.ts'
import type { FormPages } from './http/formPages.ts'
import { postgresRateLimit } from './http/postgresRateLimit.ts'
import { memoryRateLimit } from './http/rateLimiter.ts'
import { defaultRetrySchedule, type RetrySchedule } from './mail/deliveryQueue.ts'
import { enquiryMail } from './mail/enquiryMail.ts'
import { createMailTransport, type MailTransport } from './mail/mailTransport.ts'
import { startRetention } from './privacy/retention.ts'
import { dataPaths } from './store/dataPaths.ts'

export type ContactServiceConfig = Pick<
  ServiceSettings,
  'contactLog' | 'smtpUrl' | 'contactTo' | 'contactFrom' | 'rateLimit'
> &
  Partial<Pick<ServiceSettings, 'database' | 'retentionDays' | 'smtpAllowPlaintext'>> & {
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
  /** POST /api/contact and GET /healthz/store (http/contactRoutes.ts). */
  router: express.Router
  /** Stops retries and timers and closes the files; the router must no longer receive requests. */
  stop(): Promise<void>
  /** What the store says of itself, for the metrics: read-only, so nothing else reaches the enquiries. */
  store: Pick<EnquiryBackend, 'health' | 'deliveryStats'>
}

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

  const rateOptions = { limit: config.rateLimit, windowMs: rateWindowMs, logger }
  // With PostgreSQL every replica counts a client's posts in one row; the log is one replica's, counted in memory.
  const limiter = postgres ? postgresRateLimit(postgres.pool, rateOptions) : memoryRateLimit(rateOptions)
  const { siteOrigin, formPages } = config
  const router = contactRoutes({ store, limiter, logger, now, onStored: deps.onStored, siteOrigin, formPages })

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
