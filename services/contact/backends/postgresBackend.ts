import type pg from 'pg'
import type { DeliveryDeps } from '../mail/deliveryQueue.ts'
import { PostgresDeliveries } from '../mail/postgresDeliveries.ts'
import { eraseFromPostgres } from '../privacy/erasePostgres.ts'
import type { DataPaths } from '../store/dataPaths.ts'
import { type DatabaseConfig, openPostgresStore } from '../store/postgresStore.ts'
import type { EnquiryBackend } from './enquiryBackend.ts'

/**
 * Enquiries in PostgreSQL with the delivery queue every replica shares, in the same tables: a stored enquiry is
 * e-mailed by whichever replica claims it first.
 */
export async function openPostgresBackend(
  database: DatabaseConfig,
  paths: DataPaths,
  deps: DeliveryDeps,
): Promise<EnquiryBackend & { pool: pg.Pool }> {
  const store = await openPostgresStore(database, deps.logger)
  const deliveries = new PostgresDeliveries(store.pool, deps)
  deliveries.start()

  return {
    // For the rate limit every replica shares (http/postgresRateLimit.ts), on the same connections.
    pool: store.pool,
    description: store.description,
    failureAdvice: store.failureAdvice,
    async save(enquiry) {
      await store.save(enquiry)
      deliveries.nudge()
    },
    saveSpam: (enquiry, honeypot) => store.saveSpam(enquiry, honeypot),
    purge: (moment) => eraseFromPostgres(store.pool, paths, { receivedBefore: moment }),
    health: () => store.health(),
    deliveryStats: () => deliveries.stats(),
    async stop() {
      await deliveries.stop()
      await store.close()
    },
  }
}
