import type pg from 'pg'
import type { ServiceSettings } from '../../settings/readConfig.ts'
import { dataPaths } from '../store/dataPaths.ts'
import { inTransaction } from '../store/postgresTransaction.ts'
import { readDeliveryHistory, type DeliveryHistory, type DeliveryRecord } from '../mail/deliveryRecords.ts'
import { appendLineDurably } from '../store/durableFiles.ts'
import { readEnquiry, type Enquiry } from '../enquiryRecord.ts'
import { readJsonLines } from '../store/jsonLinesLog.ts'
import { type DatabaseConfig, enquiryRow, openDatabase } from '../store/postgresStore.ts'

/** One kept enquiry as the staff tool sees it, with the outcome of its deliveries so far. */
export interface KeptEnquiry {
  enquiry: Enquiry
  history: DeliveryHistory | undefined
  /** Where it is kept: a log file, or the database. */
  source: string
  /** Where an .eml goes for this enquiry when SMTP_URL is unset. */
  outbox: string
}

/** The staff tool's view of a store: every enquiry, and a place to record a deliberate resend. */
export interface EnquiryArchive {
  /** The store, for messages: the log files, or the database without credentials. */
  readonly description: string
  /** Every enquiry, oldest first; `skipped` counts stored records that are not enquiries, per source. */
  read(): Promise<{ entries: KeptEnquiry[]; skipped: { source: string; count: number }[] }>
  recordResend(kept: KeptEnquiry, outcome: Pick<DeliveryRecord, 'ok' | 'error'>): Promise<void>
  close(): Promise<void>
}

/** The JSON-lines logs of one or more replicas, each with its deliveries.jsonl next to it. */
export function jsonLinesArchive(logFiles: readonly string[]): EnquiryArchive {
  return {
    description: logFiles.join(', '),
    async read() {
      const entries: KeptEnquiry[] = []
      const skipped: { source: string; count: number }[] = []
      for (const file of logFiles) {
        const paths = dataPaths(file)
        const histories = await readDeliveryHistory(paths.deliveries)
        let notEnquiries = 0
        const { unreadable } = await readJsonLines(paths.enquiries, (record) => {
          const enquiry = readEnquiry(record)
          if (enquiry)
            entries.push({ enquiry, history: histories.get(enquiry.id), source: paths.enquiries, outbox: paths.outbox })
          else notEnquiries += 1
        })
        if (unreadable + notEnquiries > 0) skipped.push({ source: paths.enquiries, count: unreadable + notEnquiries })
      }
      return { entries: entries.sort((a, b) => a.enquiry.createdAt.localeCompare(b.enquiry.createdAt)), skipped }
    },
    async recordResend(kept, outcome) {
      const record: DeliveryRecord = { id: kept.enquiry.id, at: new Date().toISOString(), ok: outcome.ok, resend: true }
      if (outcome.error !== undefined) record.error = outcome.error
      await appendLineDurably(dataPaths(kept.source).deliveries, JSON.stringify(record))
    },
    async close() {},
  }
}

interface EnquiryRowRead {
  enquiry: unknown
  delivered_at: Date | null
  failures: number
  last_error: string | null
}

/** The PostgreSQL store every replica shares; the schema is brought up to date first, as the service does. */
export async function postgresArchive(
  config: Pick<ServiceSettings, 'contactLog'> & { database: DatabaseConfig },
): Promise<EnquiryArchive & { pool: pg.Pool }> {
  // A staff command is short-lived: a connection dropped while idle is simply reopened by the next query.
  const { pool, where } = await openDatabase(config.database, { onIdleError: () => undefined })
  const outbox = dataPaths(config.contactLog).outbox
  return {
    pool,
    description: where,
    async read() {
      const { rows } = await pool.query<EnquiryRowRead>(
        'SELECT enquiry, delivered_at, failures, last_error FROM enquiries ORDER BY received_at, id',
      )
      const entries: KeptEnquiry[] = []
      let notEnquiries = 0
      for (const row of rows) {
        const enquiry = readEnquiry(row.enquiry)
        if (!enquiry) {
          notEnquiries += 1
          continue
        }
        const history: DeliveryHistory = {
          deliveredAt: row.delivered_at?.toISOString(),
          failures: row.failures,
          lastError: row.last_error ?? undefined,
        }
        entries.push({ enquiry, history, source: where, outbox })
      }
      return { entries, skipped: notEnquiries > 0 ? [{ source: where, count: notEnquiries }] : [] }
    },
    async recordResend(kept, outcome) {
      await pool.query(
        `WITH attempt AS (INSERT INTO delivery_attempts (enquiry_id, ok, error, resend) VALUES ($1, $2, $3, true))
         UPDATE enquiries SET delivered_at = coalesce(delivered_at, now()) WHERE id = $1 AND $2`,
        [kept.enquiry.id, outcome.ok, outcome.error ?? null],
      )
    },
    close: () => pool.end(),
  }
}

export interface ImportReport {
  imported: number
  alreadyThere: number
  /** Lines of the file that are not enquiries. */
  skipped: number
}

/**
 * Moves a JSON-lines log into PostgreSQL, with what its deliveries.jsonl says: an enquiry e-mailed before stays
 * e-mailed, one still pending is sent by the replicas. Idempotent by id, so an interrupted import is simply run again.
 */
export async function importLog(pool: pg.Pool, logFile: string): Promise<ImportReport> {
  const paths = dataPaths(logFile)
  const histories = await readDeliveryHistory(paths.deliveries)
  const attempts = new Map<string, DeliveryRecord[]>()
  await readJsonLines(paths.deliveries, (record) => {
    const { id } = record as { id?: unknown }
    if (typeof id === 'string' && histories.has(id))
      attempts.set(id, [...(attempts.get(id) ?? []), record as DeliveryRecord])
  })
  const enquiries: Enquiry[] = []
  let notEnquiries = 0
  const { unreadable } = await readJsonLines(paths.enquiries, (record) => {
    const enquiry = readEnquiry(record)
    if (enquiry) enquiries.push(enquiry)
    else notEnquiries += 1
  })

  let imported = 0
  const batchSize = 500
  for (let start = 0; start < enquiries.length; start += batchSize) {
    await inTransaction(pool, async (client) => {
      for (const enquiry of enquiries.slice(start, start + batchSize)) {
        const history = histories.get(enquiry.id)
        const inserted = await client.query(
          `INSERT INTO enquiries (id, received_at, enquiry, delivered_at, failures, last_error)
           VALUES ($1, $2, $3::jsonb, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [...enquiryRow(enquiry), history?.deliveredAt ?? null, history?.failures ?? 0, history?.lastError ?? null],
        )
        if (inserted.rowCount !== 1) continue
        imported += 1
        for (const attempt of attempts.get(enquiry.id) ?? []) {
          await client.query(
            'INSERT INTO delivery_attempts (enquiry_id, at, ok, error, resend) VALUES ($1, $2, $3, $4, $5)',
            [enquiry.id, attempt.at, attempt.ok, attempt.error ?? null, attempt.resend === true],
          )
        }
      }
    })
  }
  return { imported, alreadyThere: enquiries.length - imported, skipped: unreadable + notEnquiries }
}
