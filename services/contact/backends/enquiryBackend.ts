// What the contact service keeps its enquiries with: a store (../store/) with the delivery queue that e-mails them
// (../mail/) and the erasure that purges them (../privacy/) built on it. The store knows nothing of the other two;
// each file here puts one kind of store together with its own queue and erasure.
import type { Enquiry } from '../enquiryRecord.ts'
import type { DeliveryStats } from '../mail/deliveryQueue.ts'
import type { ErasureReport } from '../privacy/selection.ts'
import type { EnquiryStore } from '../store/enquiryStore.ts'

export interface EnquiryBackend extends Omit<EnquiryStore, 'close'> {
  /**
   * Keeps an enquiry and queues its e-mail. Resolves only once the enquiry would survive a crash of this process and
   * of its machine; rejects when that cannot be promised, and then the enquiry must not be acknowledged.
   */
  save(enquiry: Enquiry): Promise<void>
  /** Erases every enquiry received before `moment`, with every trace of it, as `npm run enquiries -- purge` does. */
  purge(moment: Date): Promise<ErasureReport>
  /** The e-mails still to send, for the metrics; read when Prometheus scrapes, so it must stay cheap. */
  deliveryStats(): Promise<DeliveryStats>
  /** Stops e-mailing (a send in progress gets a short grace) and closes the store. */
  stop(): Promise<void>
}
