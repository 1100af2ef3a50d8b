import { dataPaths } from './dataPaths.ts'
import { readDeliveryHistory } from '../mail/deliveryRecords.ts'
import { type DeliveryDeps, DeliveryQueue } from '../mail/deliveryQueue.ts'
import { readEnquiry } from '../enquiryRecord.ts'
import type { EnquiryStore } from './enquiryStore.ts'
import { honeypotField } from '../http/enquiryRequest.ts'
import { errorSummary } from '../errorSummary.ts'
import { JsonLinesLog, readJsonLines } from './jsonLinesLog.ts'
import { eraseFromJsonLines } from '../privacy/eraseJsonLines.ts'

const notWritable = 'The enquiry log cannot be written.'

/**
 * The embedded store: enquiries.jsonl, spam.jsonl and deliveries.jsonl in the directory of CONTACT_LOG, each line
 * synced before it counts. Opening it sets aside a line torn by a crash and resumes e-mailing every stored enquiry
 * that has not been delivered yet.
 */
export async function openJsonLinesStore(contactLog: string, deps: DeliveryDeps): Promise<EnquiryStore> {
  const { logger } = deps
  const paths = dataPaths(contactLog)
  const deliveries = new JsonLinesLog(paths.deliveries, logger)
  const spam = new JsonLinesLog(paths.spam, logger)
  const queue = new DeliveryQueue({ ...deps, record: (record) => deliveries.append(record) })

  let resuming: Promise<void> = Promise.resolve()
  const resumePending = async () => {
    const history = await readDeliveryHistory(paths.deliveries)
    let resumed = 0
    const kept = new Set<string>()
    const { unreadable } = await readJsonLines(paths.enquiries, (record) => {
      const enquiry = readEnquiry(record)
      if (enquiry !== undefined) kept.add(enquiry.id)
      if (enquiry === undefined || history.get(enquiry.id)?.deliveredAt !== undefined) return
      resumed += 1
      const failures = history.get(enquiry.id)?.failures ?? 0
      queue.add(enquiry, failures)
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
  // Every (re)open of the log is a moment its enquiries may be new to us: after a start, or once an unwritable log
  // becomes writable again. The queue ignores enquiries it already holds.
  const enquiries = new JsonLinesLog(paths.enquiries, logger, () => {
    resuming = resuming
      .then(resumePending)
      .catch((error: unknown) =>
        logger.error({ err: errorSummary(error) }, 'Could not read the logs to resume e-mailing'),
      )
  })
  await deliveries.open()
  await enquiries.open()
  await resuming

  return {
    description: paths.enquiries,
    failureAdvice: 'Check that the log directory exists, is writable and has space.',
    async save(enquiry) {
      await enquiries.append(enquiry)
      queue.add(enquiry)
    },
    saveSpam: (enquiry, honeypot) => spam.append({ ...enquiry, [honeypotField]: honeypot }),
    purge: (moment) => eraseFromJsonLines(paths, { receivedBefore: moment }),
    async health() {
      return (await enquiries.writable()) ? { ok: true } : { ok: false, error: notWritable }
    },
    deliveryStats: async () => queue.stats(),
    async stop() {
      await queue.stop()
      await resuming
      await Promise.all([enquiries.close(), spam.close(), deliveries.close()])
    },
  }
}
