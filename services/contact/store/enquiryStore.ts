import type { DeliveryStats } from '../mail/deliveryQueue.ts'
import type { Enquiry } from '../enquiryRecord.ts'
import type { ErasureReport } from '../privacy/selection.ts'

/**
 * Where accepted enquiries are kept and from where they are e-mailed: the JSON-lines log next to CONTACT_LOG (one
 * replica), or PostgreSQL at DATABASE_URL (any number of replicas sharing one store and one delivery queue).
 */
export interface EnquiryStore {
  /** Where enquiries are kept, for logs: a file path, or the database's address without its credentials. */
  readonly description: string
  /** What an operator should check when saving fails, for the error log. */
  readonly failureAdvice: string
  /**
   * Keeps an enquiry and queues its e-mail. Resolves only once the enquiry would survive a crash of this process and
   * of its machine; rejects when that cannot be promised, and then the enquiry must not be acknowledged.
   */
  save(enquiry: Enquiry): Promise<void>
  /** Keeps a post that filled the honeypot, apart from the enquiries, never e-mailed. */
  saveSpam(enquiry: Enquiry, honeypot: string): Promise<void>
  /** Erases every enquiry received before `moment`, with every trace of it, as `npm run enquiries -- purge` does. */
  purge(moment: Date): Promise<ErasureReport>
  /** Whether an enquiry could be kept right now: what /healthz answers. */
  health(): Promise<{ ok: true } | { ok: false; error: string }>
  /** The e-mails still to send, for the metrics; read when Prometheus scrapes, so it must stay cheap. */
  deliveryStats(): Promise<DeliveryStats>
  /** Stops e-mailing (a send in progress gets a short grace) and closes files or connections. */
  stop(): Promise<void>
}
