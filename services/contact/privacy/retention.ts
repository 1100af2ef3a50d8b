import type { Logger } from 'pino'
import { errorSummary } from '../errorSummary.ts'
import type { ErasureReport } from './selection.ts'

const dayMs = 24 * 60 * 60_000

/** The moment before which enquiries are past a retention period of `days`. */
export const retentionLimit = (days: number, now: Date) => new Date(now.getTime() - days * dayMs)

/**
 * Keeps the privacy policy's promise that enquiries are kept no longer than needed: erases those older than
 * CONTACT_RETENTION_DAYS now, as the service starts, and again every day while it runs. With several replicas on
 * PostgreSQL each does so; the second finds nothing left.
 */
export function startRetention(options: {
  days: number
  /** Erases every enquiry received before `moment`, as `npm run enquiries -- purge` does, from the service's store. */
  purge: (moment: Date) => Promise<ErasureReport>
  logger: Logger
  now: () => Date
}): { stop(): Promise<void> } {
  const { days, logger, now } = options
  let running: Promise<void> = Promise.resolve()
  let stopped = false
  const purge = () => {
    if (stopped) return
    running = running.then(async () => {
      if (stopped) return
      try {
        const report = await options.purge(retentionLimit(days, now()))
        const { length } = report.enquiries
        if (length + report.spam > 0) {
          logger.info(
            { enquiries: length, spam: report.spam, retentionDays: days },
            `erased ${length} ${length === 1 ? 'enquiry' : 'enquiries'} and ${report.spam} spam ${report.spam === 1 ? 'post' : 'posts'} older than ${days} days (CONTACT_RETENTION_DAYS)`,
          )
        }
      } catch (error) {
        logger.error(
          { err: errorSummary(error), retentionDays: days },
          'Could not erase the enquiries past the retention period; the service tries again in a day, or run `npm run enquiries -- purge`.',
        )
      }
    })
  }
  purge()
  const timer = setInterval(purge, dayMs)
  timer.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      await running
    },
  }
}
