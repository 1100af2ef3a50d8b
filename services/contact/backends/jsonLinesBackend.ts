import { readDeliveryHistory } from '../mail/deliveryRecords.ts'
import { type DeliveryDeps, DeliveryQueue } from '../mail/deliveryQueue.ts'
import { readEnquiry } from '../enquiryRecord.ts'
import { errorSummary } from '../errorSummary.ts'
import { eraseFromJsonLines } from '../privacy/eraseJsonLines.ts'
import { readJsonLines } from '../store/jsonLinesLog.ts'
import { JsonLinesStore } from '../store/jsonLinesStore.ts'
import type { EnquiryBackend } from './enquiryBackend.ts'

/**
 * One replica's enquiries in the JSON-lines log, e-mailed by a queue in this process that records each attempt in
 * deliveries.jsonl. Opening it resumes e-mailing every stored enquiry that has not been delivered yet.
 */
export async function openJsonLinesBackend(contactLog: string, deps: DeliveryDeps): Promise<EnquiryBackend> {
  const { logger } = deps
  let resuming: Promise<void> = Promise.resolve()
  // Every (re)open of the log is a moment its enquiries may be new to us: after a start, or once an unwritable log
  // becomes writable again. The queue ignores enquiries it already holds.
  const store = new JsonLinesStore(contactLog, logger, () => {
    resuming = resuming
      .then(resumePending)
      .catch((error: unknown) =>
        logger.error({ err: errorSummary(error) }, 'Could not read the logs to resume e-mailing'),
      )
  })
  const { paths } = store
  const queue = new DeliveryQueue({ ...deps, record: (record) => store.appendDelivery(record) })

  async function resumePending(): Promise<void> {
    const history = await readDeliveryHistory(paths.deliveries)
    let resumed = 0
    const kept = new Set<string>()
    const { unreadable } = await readJsonLines(paths.enquiries, (record) => {
      const enquiry = readEnquiry(record)
      if (enquiry !== undefined) kept.add(enquiry.id)
      if (enquiry === undefined || history.get(enquiry.id)?.deliveredAt !== undefined) return
      resumed += 1
      queue.add(enquiry, history.get(enquiry.id)?.failures ?? 0)
    })
    // An enquiry erased or purged while it waited for a retry is no longer to be sent.
    queue.retainOnly(kept)
    if (resumed > 0)
      logger.info({ count: resumed }, `${resumed} stored enquiries were not e-mailed yet; sending them now`)
    if (unreadable > 0) {
      logger.warn(
        { file: paths.enquiries, unreadable },
        `${unreadable} lines of ${paths.enquiries} are not JSON and were skipped; they were edited by hand, not written by this service`,
      )
    }
  }

  await store.open()
  await resuming

  return {
    description: store.description,
    failureAdvice: store.failureAdvice,
    async save(enquiry) {
      await store.save(enquiry)
      queue.add(enquiry)
    },
    saveSpam: (enquiry, honeypot) => store.saveSpam(enquiry, honeypot),
    purge: (moment) => eraseFromJsonLines(paths, { receivedBefore: moment }),
    health: () => store.health(),
    deliveryStats: async () => queue.stats(),
    async stop() {
      await queue.stop()
      await resuming
      await store.close()
    },
  }
}
