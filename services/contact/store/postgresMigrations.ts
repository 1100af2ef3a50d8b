import type { Pool } from 'pg'
import { inTransaction } from './postgresTransaction.ts'

/**
 * The schema, one numbered step at a time. A step once released is never edited: a change is a new step, so every
 * database, whatever step it is at, ends up the same.
 *
 * An enquiry is kept whole as JSON (the `enquiry` column), read back through the zod schema in enquiryRecord.ts; only what
 * the delivery queue and the staff tool sort or filter on has a column of its own. A new field of the form therefore
 * needs no step here.
 */
export const migrations: readonly { name: string; sql: string }[] = [
  {
    name: '001-enquiries',
    sql: `
      CREATE TABLE enquiries (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        enquiry jsonb NOT NULL,
        delivered_at timestamptz,
        failures integer NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        lease_token uuid,
        alarmed boolean NOT NULL DEFAULT false
      );
      CREATE INDEX enquiries_to_deliver ON enquiries (next_attempt_at) WHERE delivered_at IS NULL;
      CREATE INDEX enquiries_received ON enquiries (received_at);

      CREATE TABLE delivery_attempts (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        enquiry_id uuid NOT NULL REFERENCES enquiries (id),
        at timestamptz NOT NULL DEFAULT now(),
        ok boolean NOT NULL,
        error text,
        resend boolean NOT NULL DEFAULT false
      );
      CREATE INDEX delivery_attempts_enquiry ON delivery_attempts (enquiry_id);

      CREATE TABLE spam (
        id uuid PRIMARY KEY,
        received_at timestamptz NOT NULL,
        enquiry jsonb NOT NULL,
        honeypot text NOT NULL
      );
    `,
  },
  {
    // The rate limit every replica shared before rate-limiter-flexible counted it (003 replaces the table).
    name: '002-rate-limits',
    sql: `
      CREATE UNLOGGED TABLE rate_limits (
        client bytea PRIMARY KEY,
        hits integer NOT NULL,
        window_ends_at timestamptz NOT NULL
      );
    `,
  },
  {
    // The rate limit every replica shares (../http/postgresRateLimit.ts), in the table rate-limiter-flexible reads and
    // writes, in its columns and their order: a row per client, keyed by the hex SHA-256 of its address, `expire` in
    // milliseconds since 1970. UNLOGGED, because counts need no crash safety (a crash forgets ten minutes of them at
    // most) and a post should not wait for a write-ahead-log flush to be counted. No index on `expire`: the table
    // holds only the clients of the last minutes, and a periodic sweep reading it whole costs nothing.
    // rate_limits goes: a replica of the previous version still running during a rolling deploy finds it gone and
    // lets posts through uncounted, with a warning, until it is replaced.
    name: '003-rate-limit-points',
    sql: `
      CREATE UNLOGGED TABLE rate_limit_points (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
      DROP TABLE rate_limits;
    `,
  },
]

// Any fixed number: replicas starting together queue on it, so one migrates and the others then find nothing to do.
const migrationLock = 4_215_730_981

/**
 * Brings the database to the latest step in one transaction: all pending steps apply, or none. A transaction-level
 * advisory lock makes replicas that start at the same moment wait for each other rather than fail.
 */
export async function migrate(pool: Pool): Promise<{ applied: string[]; newer: string[] }> {
  return inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [migrationLock])
    await client.query(
      'CREATE TABLE IF NOT EXISTS contact_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    )
    const { rows } = await client.query<{ name: string }>('SELECT name FROM contact_migrations')
    const applied = new Set(rows.map((row) => row.name))
    const known = new Set(migrations.map((step) => step.name))
    // Steps of a newer version, met during a rolling deploy: steps add, or drop only a table whose loss the rate limit
    // survives by failing open (003), so this version still works.
    const newer = [...applied].filter((name) => !known.has(name))
    const pending = migrations.filter((step) => !applied.has(step.name))
    for (const step of pending) {
      await client.query(step.sql)
      await client.query('INSERT INTO contact_migrations (name) VALUES ($1)', [step.name])
    }
    return { applied: pending.map((step) => step.name), newer }
  })
}
