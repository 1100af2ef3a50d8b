import type pg from 'pg'
import type { DataPaths } from '../store/dataPaths.ts'
import { inTransaction, withConnection } from '../store/postgresTransaction.ts'
import { eraseJournal } from './eraseJournal.ts'
import { removeOutboxFiles } from './outboxFiles.ts'
import { type ErasureReport, emptyReport, type Selection, selects } from './selection.ts'

/** The tables that hold enquiries or what was done with them. */
const tables = ['enquiries', 'delivery_attempts', 'spam'] as const

/**
 * Removes the selected enquiries from PostgreSQL with their delivery attempts and the honeypot posts selected the
 * same way, in one transaction, then rewrites the three tables (VACUUM FULL): a DELETE only marks rows dead, and
 * their bytes would stay in the table files until the space happens to be reused. The e-mails in the outbox (next to
 * CONTACT_LOG, when SMTP_URL is unset) go too. Replicas keep taking posts meanwhile; a post arriving during the
 * rewrite waits for it. With `dryRun`, counts what it would remove and changes nothing.
 */
export async function eraseFromPostgres(
  pool: pg.Pool,
  paths: DataPaths,
  selection: Selection,
  options: { dryRun?: boolean } = {},
): Promise<ErasureReport> {
  const journal = eraseJournal(paths.dir)
  const pending = await journal.read()
  const selected = await selectRows(pool, 'enquiries', selection)
  const spam = await selectRows(pool, 'spam', selection)
  const ids = [...new Set([...pending, ...selected])]
  const report = emptyReport()
  report.enquiries = ids
  report.spam = spam.length
  report.deliveries = Number(
    (
      await pool.query<{ count: string }>('SELECT count(*) FROM delivery_attempts WHERE enquiry_id = ANY($1::uuid[])', [
        ids,
      ])
    ).rows[0]?.count ?? 0,
  )
  if (options.dryRun) {
    report.outboxFiles = await removeOutboxFiles(paths.outbox, new Set(ids), { dryRun: true })
    return report
  }
  if (ids.length > 0) await journal.write(ids)
  await inTransaction(pool, async (client) => {
    // The enquiries are locked first: a replica recording a delivery of one of them at this moment either finishes
    // before (and its attempt is deleted below) or waits and finds the enquiry gone. Without the lock its new attempt
    // could land between the two deletes, and the second would fail on the attempt's reference to its enquiry.
    await client.query('SELECT id FROM enquiries WHERE id = ANY($1::uuid[]) FOR UPDATE', [ids])
    await client.query('DELETE FROM delivery_attempts WHERE enquiry_id = ANY($1::uuid[])', [ids])
    await client.query('DELETE FROM enquiries WHERE id = ANY($1::uuid[])', [ids])
    await client.query('DELETE FROM spam WHERE id = ANY($1::uuid[])', [spam])
  })
  if (ids.length > 0 || spam.length > 0) {
    // VACUUM cannot run inside a transaction, and each table is rewritten on its own; a statement timeout set for
    // posts must not cut a rewrite of a large table short.
    await withConnection(pool, async (vacuum) => {
      await vacuum.query('SET statement_timeout = 0')
      for (const table of tables) await vacuum.query(`VACUUM (FULL, ANALYZE) ${table}`)
    })
  }
  report.outboxFiles = await removeOutboxFiles(paths.outbox, new Set(ids))
  if (ids.length > 0) await journal.clear()
  return report
}

/**
 * The ids of the selected rows of `enquiries` or `spam`. A person's rows are found by the same rule as in the
 * JSON-lines store (compared here, not by PostgreSQL's lower(), whose case folding differs for some letters).
 */
async function selectRows(pool: pg.Pool, table: 'enquiries' | 'spam', selection: Selection): Promise<string[]> {
  if ('receivedBefore' in selection) {
    const { rows } = await pool.query<{ id: string }>(`SELECT id FROM ${table} WHERE received_at < $1`, [
      selection.receivedBefore.toISOString(),
    ])
    return rows.map((row) => row.id)
  }
  const { rows } = await pool.query<{ id: string; email: string | null }>(
    `SELECT id, enquiry->>'email' AS email FROM ${table}`,
  )
  return rows
    .filter((row) => row.email !== null && selects(selection, { email: row.email, createdAt: '' }))
    .map((row) => row.id)
}
