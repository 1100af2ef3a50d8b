import { setTimeout as sleep } from 'node:timers/promises'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { cleanUp, testPostgres } from '../../../testing/service/serviceFixtures.ts'
import { inTransaction } from './postgresTransaction.ts'

const pools: pg.Pool[] = []
afterAll(async () => {
  for (const pool of pools) await pool.end().catch(() => undefined)
  await cleanUp()
})

async function pool(url: string): Promise<pg.Pool> {
  const created = new pg.Pool({ connectionString: url, max: 2 })
  created.on('error', () => undefined)
  pools.push(created)
  return created
}

describe('a connection PostgreSQL drops in the middle of a transaction', () => {
  it('fails that transaction and leaves the process running, the broken connection out of the pool', async () => {
    const url = await (await testPostgres()).createDatabase()
    const [service, admin] = [await pool(url), await pool(url)]
    const failed = inTransaction(service, async (client) => {
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      // Dropped between two statements, as a restart or a failover does: the client hears of it on its own.
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
      await sleep(200)
      await client.query('SELECT 1')
    })
    await expect(failed).rejects.toThrow()
    // The pool gives a working connection next; without the listener, Node would have ended the run above.
    expect((await service.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
    expect(service.totalCount).toBeLessThanOrEqual(1)
  })
})
