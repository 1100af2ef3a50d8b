import pg from 'pg'
import type { Logger } from 'pino'
import type { Enquiry } from '../enquiryRecord.ts'
import type { EnquiryStore } from './enquiryStore.ts'
import { healthProbe } from './healthProbe.ts'
import { errorSummary } from '../errorSummary.ts'
import { refusedDataCode } from './postgresErrors.ts'
import { migrate } from './postgresMigrations.ts'

const unreachable = 'The enquiry database cannot be reached.'
const readOnly = 'The enquiry database takes no writes: it is a standby or read-only.'

/** PostgreSQL as DATABASE_URL, DATABASE_POOL_MAX and DATABASE_TIMEOUT_MS set it (services/settings/ reads them). */
export interface DatabaseConfig {
  /** postgres://user:password@host:port/database; it carries the password, so it is never logged. */
  url: string
  /** Connections each replica keeps open at most (DATABASE_POOL_MAX). */
  poolMax: number
  /** How long a connection or a statement may take before the post gets a 503 (DATABASE_TIMEOUT_MS). */
  timeoutMs: number
}

/** The database for logs: its host, port and name, never the user or the password. */
export function describeDatabase(databaseUrl: string): string {
  const url = new URL(databaseUrl)
  const host = url.host || url.searchParams.get('host') || 'localhost'
  return `postgres://${host}${url.pathname}`
}

/** The one place an enquiry becomes a row: its id and time as columns for sorting, the whole record as JSON. */
export function enquiryRow(enquiry: Enquiry): [string, string, string] {
  return [enquiry.id, enquiry.createdAt, JSON.stringify(enquiry)]
}

/** A pool with timeouts, so a database that stops answering costs a post a few seconds and a 503, never a hang. */
export function createPool(database: DatabaseConfig): pg.Pool {
  return new pg.Pool({
    connectionString: database.url,
    max: database.poolMax,
    connectionTimeoutMillis: database.timeoutMs,
    query_timeout: database.timeoutMs,
    idleTimeoutMillis: 30_000,
    application_name: 'site-service',
  })
}

/** Refuses a database that would acknowledge a commit it could still lose in a crash. */
async function checkDurability(pool: pg.Pool, where: string): Promise<void> {
  const setting = async (name: string) => (await pool.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name]
  if ((await setting('fsync')) === 'off') {
    throw new Error(
      `PostgreSQL at ${where} runs with fsync = off, so a committed enquiry can be lost in a crash. Set fsync = on in postgresql.conf.`,
    )
  }
  if ((await setting('synchronous_commit')) === 'off') {
    throw new Error(
      `PostgreSQL at ${where} has synchronous_commit = off, so an acknowledged enquiry can be lost in a crash. Set it on for this database (ALTER DATABASE <name> SET synchronous_commit = on) or in postgresql.conf, then start the service again.`,
    )
  }
}

/**
 * A pool on the database with its schema brought up to date, for the service and the staff tool alike. `check` runs
 * first; if anything fails, the pool is closed and the error says what to check.
 */
export async function openDatabase(
  database: DatabaseConfig,
  options: { onIdleError: (error: Error) => void; check?: (pool: pg.Pool, where: string) => Promise<void> },
): Promise<{ pool: pg.Pool; where: string; migration: Awaited<ReturnType<typeof migrate>> }> {
  const where = describeDatabase(database.url)
  const pool = createPool(database)
  pool.on('error', options.onIdleError)
  try {
    await options.check?.(pool, where)
    return { pool, where, migration: await migrate(pool) }
  } catch (error) {
    await pool.end().catch(() => undefined)
    throw new Error(
      `Cannot use PostgreSQL at ${where}: ${errorSummary(error)}. Check DATABASE_URL and that the database is running and reachable.`,
    )
  }
}

/** Enquiries and spam in PostgreSQL, on a pool the delivery queue and the rate limit share. */
export interface PostgresStore extends EnquiryStore {
  readonly pool: pg.Pool
}

/**
 * Enquiries and spam in PostgreSQL, shared by every replica. A post is acknowledged only after its INSERT committed;
 * while the database cannot be reached, posts get a 503 and /healthz/store a 503 (no local spool: a replica's disk is what
 * several replicas are meant to do without).
 */
export async function openPostgresStore(database: DatabaseConfig, logger: Logger): Promise<PostgresStore> {
  const { pool, where, migration } = await openDatabase(database, {
    // A connection the server drops while idle must not crash the process; the next query reconnects.
    onIdleError: (error) => logger.warn({ err: errorSummary(error) }, 'PostgreSQL closed an idle connection'),
    check: checkDurability,
  })
  if (migration.applied.length > 0)
    logger.info({ steps: migration.applied }, `migrated the enquiry database at ${where}`)
  if (migration.newer.length > 0) {
    logger.warn(
      { steps: migration.newer },
      'the enquiry database has schema steps of a newer version of this service; it stays usable',
    )
  }

  // Reachable is not enough: after a failover onto a standby, or on a node made read-only, every read succeeds and
  // every post fails. The probe asks what a write would meet, on a connection of the pool, as a post's INSERT would.
  const probe = healthProbe(async () => {
    try {
      const { rows } = await pool.query<{ recovery: boolean; readOnly: string }>(
        `SELECT pg_is_in_recovery() AS recovery, current_setting('transaction_read_only') AS "readOnly"`,
      )
      const [row] = rows
      if (row?.recovery || row?.readOnly === 'on') return { ok: false, error: readOnly }
      return { ok: true }
    } catch {
      return { ok: false, error: unreachable }
    }
  })
  // A value the database refused is this post's fault, not an outage: the store's health stands.
  const saw = (insert: Promise<unknown>) => probe.watch(insert, (error) => refusedDataCode(error) === undefined)

  return {
    pool,
    description: where,
    failureAdvice: 'Check that PostgreSQL is running and reachable at DATABASE_URL.',
    async save(enquiry) {
      // Autocommit: when the INSERT returns, it has committed, and synchronous_commit (checked at start) has flushed it.
      await saw(
        pool.query('INSERT INTO enquiries (id, received_at, enquiry) VALUES ($1, $2, $3::jsonb)', enquiryRow(enquiry)),
      )
    },
    async saveSpam(enquiry, honeypot) {
      await saw(
        pool.query('INSERT INTO spam (id, received_at, enquiry, honeypot) VALUES ($1, $2, $3::jsonb, $4)', [
          ...enquiryRow(enquiry),
          honeypot,
        ]),
      )
    },
    health: () => probe.health(),
    close: () => pool.end(),
  }
}
