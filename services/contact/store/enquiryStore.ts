import type { Enquiry } from '../enquiryRecord.ts'
import type { StoreHealth } from './healthProbe.ts'

/**
 * Where accepted enquiries are kept: the JSON-lines log next to CONTACT_LOG (one replica), or PostgreSQL at
 * DATABASE_URL (any number of replicas sharing it). Keeping is all a store does: e-mailing the enquiries and erasing
 * them are built on it in ../backends/, so storage depends on nothing above it.
 */
export interface EnquiryStore {
  /** Where enquiries are kept, for logs: a file path, or the database's address without its credentials. */
  readonly description: string
  /** What an operator should check when saving fails, for the error log. */
  readonly failureAdvice: string
  /**
   * Keeps an enquiry. Resolves only once the enquiry would survive a crash of this process and of its machine;
   * rejects when that cannot be promised, and then the enquiry must not be acknowledged.
   */
  save(enquiry: Enquiry): Promise<void>
  /** Keeps a post that filled the honeypot, apart from the enquiries, never e-mailed. */
  saveSpam(enquiry: Enquiry, honeypot: string): Promise<void>
  /**
   * Whether an enquiry could be kept right now: what /healthz/store answers and the metrics' enquiry_store_up. Cheap
   * and never queued behind enquiries being saved; an answer may be up to a second old.
   */
  health(): Promise<StoreHealth>
  /** Closes its files or connections. */
  close(): Promise<void>
}
