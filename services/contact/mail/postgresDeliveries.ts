import { randomUUID } from 'node:crypto'
import type { Pool } from 'pg'
import { type DeliveryDeps, type DeliveryStats, finishOrAbandon, retryDelay } from './deliveryQueue.ts'
import { readEnquiry, type Enquiry } from '../enquiryRecord.ts'
import { errorSummary } from '../errorSummary.ts'

interface ClaimedRow {
  id: string
  enquiry: unknown
  failures: number
  alarmed: boolean
}

// Due, not delivered, and not held by a live lease. SKIP LOCKED lets replicas claiming at the same moment take
// different rows instead of waiting for each other; the lease then keeps the row theirs while they send.
const claimDue = `
  WITH due AS (
    SELECT id FROM enquiries
    WHERE delivered_at IS NULL AND next_attempt_at <= now() AND (lease_until IS NULL OR lease_until < now())
    ORDER BY next_attempt_at
    LIMIT $1
    FOR UPDATE SKIP LOCKED
  )
  UPDATE enquiries SET lease_until = now() + $2 * interval '1 millisecond', lease_token = $3
  FROM due WHERE enquiries.id = due.id
  RETURNING enquiries.id, enquiries.enquiry, enquiries.failures, enquiries.alarmed`

// Delivered whoever holds the lease now: if ours ran out and another replica took the row, its copy carries the
// same Message-ID, and the enquiry is delivered either way.
const recordSuccess = `
  WITH attempt AS (INSERT INTO delivery_attempts (enquiry_id, ok) VALUES ($1, true))
  UPDATE enquiries SET delivered_at = coalesce(delivered_at, now()),
    lease_until = CASE WHEN lease_token = $2 THEN NULL ELSE lease_until END,
    lease_token = CASE WHEN lease_token = $2 THEN NULL ELSE lease_token END
  WHERE id = $1`

// Rescheduled only while the lease is still ours; otherwise another replica is already trying again.
const recordFailure = `
  WITH attempt AS (INSERT INTO delivery_attempts (enquiry_id, ok, error) VALUES ($1, false, $3))
  UPDATE enquiries SET failures = failures + 1, last_error = $3,
    next_attempt_at = now() + $4 * interval '1 millisecond', alarmed = alarmed OR $5,
    lease_until = NULL, lease_token = NULL
  WHERE id = $1 AND lease_token = $2 AND delivered_at IS NULL`

const releaseLease = `UPDATE enquiries SET lease_until = NULL, lease_token = NULL WHERE id = $1 AND lease_token = $2`

/**
 * E-mails the enquiries kept in PostgreSQL, from any number of replicas, each enquiry once: a replica claims due rows
 * with a lease, sends, and records the outcome. A replica that dies mid-send leaves its lease to run out, and another
 * replica sends the enquiry again with the same Message-ID; that is the only way to a second copy.
 */
export class PostgresDeliveries {
  readonly #pool: Pool
  readonly #deps: DeliveryDeps
  readonly #concurrency: number
  readonly #sending = new Map<Promise<void>, AbortController>()
  #pollTimer: NodeJS.Timeout | undefined
  readonly #retryTimers = new Set<NodeJS.Timeout>()
  #claiming: Promise<void> | undefined
  #claimAgain = false
  #stopped = false
  #unreachableLogged = false

  constructor(pool: Pool, deps: DeliveryDeps, concurrency = 4) {
    this.#pool = pool
    this.#deps = deps
    this.#concurrency = concurrency
  }

  /** Starts polling for due deliveries (the enquiries of any replica, and retries). */
  start(): void {
    this.nudge()
  }

  /** Looks for due deliveries now, as after this replica stored an enquiry. */
  nudge(): void {
    if (this.#stopped) return
    if (this.#claiming) {
      this.#claimAgain = true
      return
    }
    clearTimeout(this.#pollTimer)
    this.#claiming = this.#claim().finally(() => {
      this.#claiming = undefined
      if (this.#stopped) return
      if (this.#claimAgain) {
        this.#claimAgain = false
        this.nudge()
        return
      }
      this.#pollTimer = setTimeout(() => this.nudge(), this.#deps.schedule.pollMs)
      this.#pollTimer.unref()
    })
  }

  /** The whole queue, every replica's, in one statement: each scrape of the metrics costs one query. */
  async stats(): Promise<DeliveryStats> {
    const { rows } = await this.#pool.query<{ pending: number; retrying: number; oldest: Date | null }>(
      `SELECT count(*)::int AS pending, count(*) FILTER (WHERE failures > 0)::int AS retrying,
         min(received_at) AS oldest FROM enquiries WHERE delivered_at IS NULL`,
    )
    const { pending = 0, retrying = 0, oldest = null } = rows[0] ?? {}
    return { pending, retrying, oldestUndeliveredAt: oldest ?? undefined }
  }

  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#pollTimer)
    for (const timer of this.#retryTimers) clearTimeout(timer)
    await this.#claiming
    await finishOrAbandon(this.#sending, this.#deps.schedule.stopGraceMs)
  }

  async #claim(): Promise<void> {
    const free = this.#concurrency - this.#sending.size
    if (free <= 0) return
    const token = randomUUID()
    let rows: ClaimedRow[]
    try {
      rows = (await this.#pool.query<ClaimedRow>(claimDue, [free, this.#deps.schedule.leaseMs, token])).rows
      if (this.#unreachableLogged) this.#deps.logger.info('the enquiry database answers again; e-mailing resumes')
      this.#unreachableLogged = false
    } catch (error) {
      if (!this.#unreachableLogged) {
        this.#deps.logger.error(
          { err: errorSummary(error) },
          'Cannot read the enquiries to e-mail from PostgreSQL; retrying. Enquiries already stored are safe there.',
        )
      }
      this.#unreachableLogged = true
      return
    }
    for (const row of rows) {
      const controller = new AbortController()
      const attempt: Promise<void> = this.#attempt(row, token, controller.signal).finally(() => {
        this.#sending.delete(attempt)
        // A slot is free: more may be due.
        this.nudge()
      })
      this.#sending.set(attempt, controller)
    }
  }

  async #attempt(row: ClaimedRow, token: string, stopSignal: AbortSignal): Promise<void> {
    const { transport, compose, logger, schedule, now, random } = this.#deps
    const enquiry = readEnquiry(row.enquiry)
    let failure: unknown
    if (enquiry === undefined) {
      failure = new Error('the stored enquiry does not match the enquiry schema; it was changed by hand')
    } else {
      // A send that outlives its lease could overlap another replica's: it is cut off a little before the lease ends.
      const signal = AbortSignal.any([stopSignal, AbortSignal.timeout(Math.floor(schedule.leaseMs * 0.9))])
      try {
        await transport.send(compose(enquiry), { name: enquiry.id, signal })
      } catch (error) {
        failure =
          (signal.aborted && !stopSignal.aborted ? new Error('the send took longer than its lease') : error) ??
          new Error('unknown failure')
      }
    }
    if (stopSignal.aborted) {
      // Abandoned on stop: whether it went out is unknown, so nothing is recorded and another replica (or this one,
      // restarted) sends it again.
      await this.#pool.query(releaseLease, [row.id, token]).catch(() => undefined)
      return
    }
    if (failure === undefined) {
      await this.#pool
        .query(recordSuccess, [row.id, token])
        .catch((error: unknown) =>
          logger.error(
            { enquiryId: row.id, err: errorSummary(error) },
            'An enquiry was e-mailed but PostgreSQL could not record it; once its lease runs out it is e-mailed again, with the same Message-ID',
          ),
        )
      logger.info({ enquiryId: row.id, failedTries: row.failures, to: transport.description }, 'enquiry e-mailed')
      return
    }

    const error = errorSummary(failure).slice(0, 500)
    const failures = row.failures + 1
    const delayMs = Math.round(retryDelay(failures, schedule, random))
    const waitingMs = enquiry ? now().getTime() - Date.parse(enquiry.createdAt) : 0
    const alarm = enquiry !== undefined && !row.alarmed && waitingMs >= schedule.alarmAfterMs
    try {
      await this.#pool.query(recordFailure, [row.id, token, error, delayMs, alarm])
    } catch (recordError) {
      logger.error(
        { enquiryId: row.id, err: errorSummary(recordError) },
        'Could not record a failed delivery in PostgreSQL; the enquiry is retried once its lease runs out',
      )
      return
    }
    logger.warn(
      { enquiryId: row.id, failedTries: failures, retryInMs: delayMs, err: error },
      `Could not e-mail an enquiry through ${transport.description}; it is kept and will be retried`,
    )
    if (alarm && enquiry) this.#alarm(enquiry, waitingMs, error)
    if (this.#stopped) return
    // This replica comes back for it on time; any other replica polling may take it first.
    const timer = setTimeout(() => {
      this.#retryTimers.delete(timer)
      this.nudge()
    }, delayMs + 50)
    timer.unref()
    this.#retryTimers.add(timer)
  }

  #alarm(enquiry: Enquiry, waitingMs: number, error: string): void {
    const hours = Math.floor(waitingMs / 3_600_000)
    this.#deps.logger.error(
      { enquiryId: enquiry.id, alarm: 'enquiry-undelivered', waitingHours: hours, err: error },
      `An enquiry has not been e-mailed for ${hours} hours. It is safe in PostgreSQL and still being retried: check SMTP_URL and the mail server, and read it meanwhile with \`npm run enquiries -- list\`.`,
    )
  }
}
