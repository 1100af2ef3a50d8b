import fs from 'node:fs'
import { appendFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Logger } from 'pino'
import type { Locale } from '../../lib/locales.ts'
import { makePrivateDir, privateFileMode } from '../contact/store/dataPaths.ts'
import { errorSummary } from '../contact/errorSummary.ts'
import { dayOf, type PageView, viewLine } from './viewLine.ts'
import { VisitorPseudonyms } from './visitorPseudonyms.ts'

/** What became of a page view, for the metrics: written, refused by the browser's privacy signal, or not written. */
export type ViewOutcome = 'recorded' | 'refused' | 'unwritten'

export interface ViewJournalOptions {
  /** The analytics folder (ANALYTICS_DIR): the day files, the day's secret and the report's database. */
  dir: string
  /** Days of files kept, today's included (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number
  logger: Logger
  /** Names this replica's files, so replicas sharing the folder never write to one file; the machine's name by default. */
  host?: string
  now?: () => Date
  /** Told of every view's outcome (the metrics). */
  count?: (outcome: ViewOutcome, locale: Locale) => void
}

/** A view as the middleware hands it over: the address is turned into the day's pseudonym here, and never kept. */
export type ViewToRecord = Omit<PageView, 'visitor' | 'time'> & { address: string }

/** `2026-11-29.web-1.log`: a day's file, by day and host. */
export const dayFile = /^(\d{4}-\d{2}-\d{2})\.[A-Za-z0-9.-]+\.log$/

const hourMs = 60 * 60_000
const dayMs = 24 * hourMs

/**
 * The recorded page views: one file a day per replica, appended a line per view after its answer was sent; files past
 * the retention period deleted as the journal opens and every hour after, so none outlives it by more than an hour.
 * Writing never fails a page view: a write that fails is counted and logged, once until writes work again.
 */
export class ViewJournal {
  readonly #options: Required<Omit<ViewJournalOptions, 'count'>> & Pick<ViewJournalOptions, 'count'>
  readonly #pseudonyms: VisitorPseudonyms
  readonly #timer: NodeJS.Timeout
  #writing: Promise<void> = Promise.resolve()
  #failing = false

  private constructor(options: ViewJournalOptions) {
    this.#options = {
      now: () => new Date(),
      ...options,
      host: fileSafe(options.host ?? os.hostname()),
    }
    this.#pseudonyms = new VisitorPseudonyms(options.dir)
    this.#timer = setInterval(() => this.#purgeLogged(), hourMs)
    this.#timer.unref()
  }

  /**
   * Makes the folder (readable by the service's user alone) and deletes what is past the retention period. A folder
   * that cannot be made stops nothing: the pages are served, and each view that cannot be written is counted.
   */
  static async open(options: ViewJournalOptions): Promise<ViewJournal> {
    const journal = new ViewJournal(options)
    try {
      await makePrivateDir(options.dir)
    } catch (error) {
      options.logger.error(
        { err: errorSummary(error), dir: options.dir },
        'Could not make the folder of the page views, so none is recorded: make ANALYTICS_DIR writable by the service, or set ANALYTICS=off.',
      )
      journal.#failing = true
      return journal
    }
    journal.#purgeLogged()
    return journal
  }

  /** Tells the journal of a view a browser's privacy signal (GPC, DNT) refused: counted, never written. */
  refuse(locale: Locale): void {
    this.#options.count?.('refused', locale)
  }

  /** Appends the view to today's file of this replica, after the views before it; never throws. */
  record(view: ViewToRecord): void {
    const time = this.#options.now()
    const { address, ...rest } = view
    this.#writing = this.#writing.then(async () => {
      try {
        const day = dayOf(time)
        const visitor = this.#pseudonyms.of(address, view.userAgent, day)
        const file = path.join(this.#options.dir, `${day}.${this.#options.host}.log`)
        await appendFile(file, viewLine({ ...rest, time, visitor }), { mode: privateFileMode })
        this.#options.count?.('recorded', view.locale)
        if (this.#failing) {
          this.#failing = false
          this.#options.logger.info('page views are recorded again')
        }
      } catch (error) {
        this.#options.count?.('unwritten', view.locale)
        if (this.#failing) return
        this.#failing = true
        this.#options.logger.error(
          { err: errorSummary(error), dir: this.#options.dir },
          'Could not record a page view, so the analytics miss views until writing works again (the pages are served all the same): check that the service can write to ANALYTICS_DIR and that its disk has room.',
        )
      }
    })
  }

  /**
   * Deletes the day files older than the retention period (the newest `retentionDays` days are kept, today's
   * included) and the secrets of past days; returns the files deleted.
   */
  purge(): string[] {
    const { dir, retentionDays, now } = this.#options
    const today = now()
    const oldestKept = dayOf(new Date(today.getTime() - (retentionDays - 1) * dayMs))
    const deleted: string[] = []
    for (const name of fs.readdirSync(dir)) {
      const day = dayFile.exec(name)?.[1]
      if (day === undefined || day >= oldestKept) continue
      fs.rmSync(path.join(dir, name), { force: true })
      deleted.push(name)
    }
    this.#pseudonyms.forgetAllBut(dayOf(today))
    return deleted
  }

  /** Stops the hourly purge and waits for the views being written. */
  async stop(): Promise<void> {
    clearInterval(this.#timer)
    await this.#writing
  }

  #purgeLogged(): void {
    try {
      const deleted = this.purge()
      if (deleted.length > 0)
        this.#options.logger.info(
          { files: deleted.length, retentionDays: this.#options.retentionDays },
          `deleted ${deleted.length} ${deleted.length === 1 ? 'day' : 'days'} of page views older than ${this.#options.retentionDays} days (ANALYTICS_RETENTION_DAYS)`,
        )
    } catch (error) {
      this.#options.logger.error(
        { err: errorSummary(error), dir: this.#options.dir },
        'Could not delete the page views past the retention period; the service tries again within the hour: check that it can write to ANALYTICS_DIR.',
      )
    }
  }
}

/** A host name as a file name's middle: letters, digits, dots and dashes. */
function fileSafe(name: string): string {
  return name.replace(/[^A-Za-z0-9.-]/g, '-').replace(/^[.-]+/, '') || 'host'
}
