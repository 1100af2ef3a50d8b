import type { Logger } from 'pino'
import { type DataPaths, dataPaths } from './dataPaths.ts'
import { type Enquiry, honeypotField } from '../enquiryRecord.ts'
import type { EnquiryStore } from './enquiryStore.ts'
import { healthProbe, type StoreHealth } from './healthProbe.ts'
import { JsonLinesLog } from './jsonLinesLog.ts'

const notWritable = 'The enquiry log cannot be written.'

/**
 * The embedded store: enquiries.jsonl, spam.jsonl and deliveries.jsonl in the directory of CONTACT_LOG, each line
 * synced before it counts. Opening it sets aside a line torn by a crash.
 */
export class JsonLinesStore implements EnquiryStore {
  readonly paths: DataPaths
  readonly description: string
  readonly failureAdvice = 'Check that the log directory exists, is writable and has space.'
  readonly #enquiries: JsonLinesLog
  readonly #spam: JsonLinesLog
  readonly #deliveries: JsonLinesLog
  readonly #health = healthProbe(async () =>
    (await this.#enquiries.writable()) ? { ok: true } : { ok: false, error: notWritable },
  )

  /**
   * `onOpen` runs after every open of the enquiry log: at start, and again once an unwritable log becomes writable,
   * each a moment its enquiries may be new to whoever e-mails them.
   */
  constructor(contactLog: string, logger: Logger, onOpen: () => void) {
    this.paths = dataPaths(contactLog)
    this.description = this.paths.enquiries
    this.#enquiries = new JsonLinesLog(this.paths.enquiries, logger, onOpen)
    this.#spam = new JsonLinesLog(this.paths.spam, logger)
    this.#deliveries = new JsonLinesLog(this.paths.deliveries, logger)
  }

  /** Opens the logs. One that cannot be opened is logged, not fatal: each save tries again, and is refused until then. */
  async open(): Promise<void> {
    await this.#deliveries.open()
    await this.#enquiries.open()
  }

  save(enquiry: Enquiry): Promise<void> {
    return this.#health.watch(this.#enquiries.append(enquiry))
  }

  saveSpam(enquiry: Enquiry, honeypot: string): Promise<void> {
    return this.#spam.append({ ...enquiry, [honeypotField]: honeypot })
  }

  /** Appends one line to deliveries.jsonl (an attempt to e-mail an enquiry), synced as an enquiry is. */
  appendDelivery(record: object): Promise<void> {
    return this.#deliveries.append(record)
  }

  health(): Promise<StoreHealth> {
    return this.#health.health()
  }

  async close(): Promise<void> {
    await Promise.all([this.#enquiries.close(), this.#spam.close(), this.#deliveries.close()])
  }
}
