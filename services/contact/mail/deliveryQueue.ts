import type { SendMailOptions } from 'nodemailer'
import type { Logger } from 'pino'
import type { DeliveryRecord } from './deliveryRecords.ts'
import type { Enquiry } from '../enquiryRecord.ts'
import { errorSummary } from '../errorSummary.ts'
import type { MailTransport } from './mailTransport.ts'

/** Retry timings (runtime contract: first retry within 30 s, doubling with jitter up to 1 h, flagged after a day). */
export interface RetrySchedule {
  firstRetryMs: number
  maxDelayMs: number
  /** An enquiry still not e-mailed this long after it arrived is logged at error level, once. */
  alarmAfterMs: number
  /** How long `stop()` lets a send in progress finish before abandoning it. */
  stopGraceMs: number
  /** PostgreSQL only: how long a replica holds an enquiry it is sending before another replica may take it. */
  leaseMs: number
  /** PostgreSQL only: how often a replica looks for enquiries due, its own and those of other replicas. */
  pollMs: number
}

export const defaultRetrySchedule: RetrySchedule = {
  firstRetryMs: 30_000,
  maxDelayMs: 60 * 60_000,
  alarmAfterMs: 24 * 60 * 60_000,
  // Part of the stop's budget (services/entry/drain.ts): the drain, this and the store's closing fit Docker's 10 s.
  stopGraceMs: 2_000,
  // Longer than a slow SMTP conversation (nodemailer's timeouts add up to two minutes), so a live send keeps its lease.
  leaseMs: 10 * 60_000,
  pollMs: 2_000,
}

/**
 * Delay before the next try after `failures` failed ones: doubling from `firstRetryMs`, capped at `maxDelayMs`, then
 * jittered down by up to half. The jitter spreads the enquiries one SMTP outage failed together, so they do not all
 * come back in one burst; jittering down keeps the first retry within `firstRetryMs`.
 */
export function retryDelay(failures: number, schedule: RetrySchedule, random: () => number = Math.random): number {
  const base = Math.min(schedule.maxDelayMs, schedule.firstRetryMs * 2 ** Math.min(failures - 1, 40))
  return base / 2 + (random() * base) / 2
}

/** Lets the sends in progress finish within `graceMs`, then aborts those still running and waits for them to settle. */
export async function finishOrAbandon(
  sending: ReadonlyMap<Promise<void>, AbortController>,
  graceMs: number,
): Promise<void> {
  const inProgress = Promise.allSettled([...sending.keys()])
  let graceTimer: NodeJS.Timeout | undefined
  const graceOver = new Promise<'grace over'>((resolve) => {
    graceTimer = setTimeout(() => resolve('grace over'), graceMs)
    graceTimer.unref()
  })
  if ((await Promise.race([inProgress, graceOver])) === 'grace over') {
    for (const controller of sending.values()) controller.abort()
    await inProgress
  }
  clearTimeout(graceTimer)
}

interface PendingDelivery {
  enquiry: Enquiry
  failures: number
  alarmed: boolean
  timer: NodeJS.Timeout | undefined
}

/** What e-mailing the enquiries of either store needs. */
export interface DeliveryDeps {
  transport: MailTransport
  compose: (enquiry: Enquiry) => SendMailOptions
  logger: Logger
  schedule: RetrySchedule
  now: () => Date
  random: () => number
}

/**
 * The e-mails still to send at one moment, for the metrics. Nothing is ever given up: an enquiry is retried until it
 * is delivered or erased, so an e-mail that keeps failing shows as `retrying` and as an ever older
 * `oldestUndeliveredAt`.
 */
export interface DeliveryStats {
  /** Enquiries stored and not e-mailed yet, whether or not a try has failed. */
  pending: number
  /** Of those, the ones at least one try has failed for, waiting for their next. */
  retrying: number
  /** When the longest-waiting of them arrived; undefined when none waits. */
  oldestUndeliveredAt: Date | undefined
}

export interface DeliveryQueueOptions extends DeliveryDeps {
  /** Appends an attempt's outcome durably (deliveries.jsonl). */
  record: (record: DeliveryRecord) => Promise<void>
  /** Sends at once; a restart after a long outage may find many enquiries waiting. */
  concurrency?: number
}

/**
 * E-mails enquiries after they were stored and acknowledged, retrying failures until each is delivered. Nothing here
 * is the source of truth: the enquiry log and deliveries.jsonl are, so whatever is pending when the process stops is
 * found again on the next start.
 */
export class DeliveryQueue {
  readonly #options: DeliveryQueueOptions
  readonly #pending = new Map<string, PendingDelivery>()
  readonly #ready: string[] = []
  readonly #sending = new Map<Promise<void>, AbortController>()
  #stopped = false

  constructor(options: DeliveryQueueOptions) {
    this.#options = options
  }

  /** Queues an enquiry for sending now. One already queued (or being sent) is left alone, so this is idempotent. */
  add(enquiry: Enquiry, failuresSoFar = 0): void {
    if (this.#stopped || this.#pending.has(enquiry.id)) return
    this.#pending.set(enquiry.id, { enquiry, failures: failuresSoFar, alarmed: false, timer: undefined })
    this.#ready.push(enquiry.id)
    this.#pump()
  }

  /** Forgets the queued enquiries not in `kept` (erased or purged meanwhile), so they are never e-mailed. */
  retainOnly(kept: ReadonlySet<string>): void {
    for (const [id, pending] of this.#pending) {
      if (kept.has(id)) continue
      clearTimeout(pending.timer)
      this.#pending.delete(id)
    }
  }

  /**
   * The enquiries still to e-mail. An enquiry leaves them, and a failed try counts, only once its attempt's record
   * has settled, so this agrees with deliveries.jsonl; reading it costs no file access, as a scrape must not.
   */
  stats(): DeliveryStats {
    let retrying = 0
    let oldest = Number.POSITIVE_INFINITY
    for (const { enquiry, failures } of this.#pending.values()) {
      if (failures > 0) retrying += 1
      oldest = Math.min(oldest, Date.parse(enquiry.createdAt))
    }
    const oldestUndeliveredAt = Number.isFinite(oldest) ? new Date(oldest) : undefined
    return { pending: this.#pending.size, retrying, oldestUndeliveredAt }
  }

  /** Stops retrying. A send in progress gets a short grace to finish and be recorded; an abandoned one is sent again
   * on the next start, because its outcome was never recorded. */
  async stop(): Promise<void> {
    this.#stopped = true
    this.#ready.length = 0
    for (const pending of this.#pending.values()) clearTimeout(pending.timer)
    await finishOrAbandon(this.#sending, this.#options.schedule.stopGraceMs)
  }

  #pump(): void {
    const limit = this.#options.concurrency ?? 4
    while (!this.#stopped && this.#sending.size < limit && this.#ready.length > 0) {
      const pending = this.#pending.get(this.#ready.shift() as string)
      if (!pending) continue
      const controller = new AbortController()
      const attempt: Promise<void> = this.#attempt(pending, controller.signal).finally(() => {
        this.#sending.delete(attempt)
        this.#pump()
      })
      this.#sending.set(attempt, controller)
    }
  }

  async #attempt(pending: PendingDelivery, signal: AbortSignal): Promise<void> {
    const { transport, compose, record, logger, schedule, now, random } = this.#options
    const { enquiry } = pending
    let failure: unknown
    try {
      await transport.send(compose(enquiry), { name: enquiry.id, signal })
    } catch (error) {
      failure = error ?? new Error('unknown failure')
    }
    // Abandoned by stop(): whether it went out is unknown, so nothing is recorded and the next start sends it again.
    if (signal.aborted) return

    const outcome: DeliveryRecord = { id: enquiry.id, at: now().toISOString(), ok: failure === undefined }
    if (failure !== undefined) outcome.error = errorSummary(failure).slice(0, 500)
    await record(outcome).catch((error: unknown) =>
      logger.error(
        { enquiryId: enquiry.id, err: errorSummary(error) },
        'Could not record a delivery attempt in deliveries.jsonl; after a restart this enquiry may be e-mailed again',
      ),
    )

    if (failure === undefined) {
      this.#pending.delete(enquiry.id)
      logger.info(
        { enquiryId: enquiry.id, failedTries: pending.failures, to: transport.description },
        'enquiry e-mailed',
      )
      return
    }

    pending.failures += 1
    const delayMs = Math.round(retryDelay(pending.failures, schedule, random))
    logger.warn(
      { enquiryId: enquiry.id, failedTries: pending.failures, retryInMs: delayMs, err: outcome.error },
      `Could not e-mail an enquiry through ${transport.description}; it is kept and will be retried`,
    )
    const waitingMs = now().getTime() - Date.parse(enquiry.createdAt)
    if (!pending.alarmed && waitingMs >= schedule.alarmAfterMs) {
      pending.alarmed = true
      logger.error(
        {
          enquiryId: enquiry.id,
          alarm: 'enquiry-undelivered',
          waitingHours: Math.floor(waitingMs / 3_600_000),
          err: outcome.error,
        },
        `An enquiry has not been e-mailed for ${Math.floor(waitingMs / 3_600_000)} hours. It is safe in the enquiry log and still being retried: check SMTP_URL and the mail server, and read it meanwhile with \`npm run enquiries -- list\`.`,
      )
    }
    if (this.#stopped) return
    pending.timer = setTimeout(() => {
      pending.timer = undefined
      this.#ready.push(enquiry.id)
      this.#pump()
    }, delayMs)
    pending.timer.unref()
  }
}
