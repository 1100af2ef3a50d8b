import type { Pool, PoolClient } from 'pg'

/**
 * Runs `work` on a connection of its own, taken from the pool and given back after. A connection the server drops
 * while it is checked out (between two statements) is reported on the client itself, and an error event nobody
 * listens to ends the Node process: here it is heard, the next statement fails with it, and the broken connection is
 * closed rather than given back to the pool.
 */
export async function withConnection<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  let broken: Error | undefined
  const onError = (error: Error) => {
    broken = error
  }
  client.on('error', onError)
  try {
    return await work(client)
  } finally {
    client.removeListener('error', onError)
    client.release(broken ?? false)
  }
}

/** Runs `work` in one transaction on a connection of its own: committed if it resolves, rolled back if it throws. */
export function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withConnection(pool, async (client) => {
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw error
    }
  })
}
