import { constants, createReadStream } from 'node:fs'
import { access, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Logger } from 'pino'
import { errorSummary } from '../errorSummary.ts'
import { withDataLock } from './dataLock.ts'
import { syncDirectory } from './durableFiles.ts'
import { makePrivateDir, openForAppend, openPrivate, privateFileMode } from './dataPaths.ts'

interface QueuedLine {
  text: string
  resolve: () => void
  reject: (error: unknown) => void
}

const newline = 0x0a
const chunkSize = 64 * 1024
// A line we write is at most a few tens of kilobytes; anything far longer between two newlines is not ours.
const longestReadableLine = 4 * 1024 * 1024

/**
 * An append-only file of JSON lines whose `append` resolves only once the line is on disk (fsync).
 *
 * One file handle opened with O_APPEND, and one write at a time: lines arriving while a write is in progress are
 * gathered and written (and synced) together next, so concurrent appends never interleave and cost one fsync per
 * batch rather than one each. After a crash, a torn tail is moved to a side file on open, so the log always ends with
 * a complete line and every earlier line stays readable.
 */
export class JsonLinesLog {
  readonly file: string
  readonly #logger: Logger
  readonly #onOpen: (() => void) | undefined
  #handle: FileHandle | undefined
  // Size after our last synced write: bytes past it were never acknowledged, so a failed write can be undone.
  #syncedSize = 0
  #unsyncedBytes = false
  #closed = false
  #queue: QueuedLine[] = []
  #exclusive: Promise<unknown> = Promise.resolve()

  /** `onOpen` runs after every successful open, including a later one after the file was unavailable or replaced. */
  constructor(file: string, logger: Logger, onOpen?: () => void) {
    this.file = path.resolve(file)
    this.#logger = logger
    this.#onOpen = onOpen
  }

  /** Opens the file now (recovering a torn tail). Resolves false, after logging why, when it cannot. */
  open(): Promise<boolean> {
    return this.#run(async () => {
      try {
        await this.#currentHandle()
        return true
      } catch (error) {
        this.#logger.error(
          { file: this.file, err: errorSummary(error) },
          `Cannot open ${this.file}: ${errorSummary(error)}. Until it can be written, enquiries are refused with 503 and /healthz/store answers 503: check that its directory exists, is writable and has space, or set CONTACT_LOG to a writable path.`,
        )
        return false
      }
    })
  }

  /** Appends one record as a JSON line; resolves once it is synced to disk, rejects if it may not be. */
  append(record: object): Promise<void> {
    const text = `${JSON.stringify(record)}\n`
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ text, resolve, reject })
      if (this.#queue.length === 1) void this.#run(() => this.#writeQueued())
    })
  }

  /**
   * True when a line could be appended right now: for the health check, which must neither wait behind the lines
   * being written nor hold them up, so it takes no turn among them. An open handle says nothing about a full disk or
   * a file system remounted read-only: a small file is written and removed beside the log, and the log itself must be
   * writable where it exists.
   */
  async writable(): Promise<boolean> {
    if (this.#closed) return false
    const dir = path.dirname(this.file)
    try {
      await makePrivateDir(dir)
      const probe = path.join(dir, `.${path.basename(this.file)}.probe-${process.pid}`)
      // On a full disk the file is made and its write fails: it is removed whatever happened, never left behind.
      try {
        await writeFile(probe, 'ok', { mode: privateFileMode })
      } finally {
        await unlink(probe).catch(() => undefined)
      }
      await access(this.file, constants.W_OK).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    } catch {
      return false
    }
    // A log that could not be opened before is opened now, in its turn, so the enquiries it holds are e-mailed
    // (onOpen) without waiting for the next post.
    if (!this.#handle) void this.open()
    return true
  }

  close(): Promise<void> {
    return this.#run(async () => {
      this.#closed = true
      const handle = this.#handle
      this.#handle = undefined
      await handle?.close()
    })
  }

  /**
   * Runs one operation at a time on the file, in call order, holding the data directory's lock: the staff tool may
   * be rewriting the log (erase, purge), and an append must land in the file that stays.
   */
  #run<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.#exclusive.then(() => withDataLock(path.dirname(this.file), operation))
    this.#exclusive = result.catch(() => undefined)
    return result
  }

  async #writeQueued(): Promise<void> {
    const batch = this.#queue.splice(0)
    try {
      const handle = await this.#currentHandle()
      await this.#discardUnsynced()
      const data = Buffer.from(batch.map((line) => line.text).join(''))
      this.#unsyncedBytes = true
      await writeFully(handle, data)
      await handle.sync()
      this.#syncedSize = (await handle.stat()).size
      this.#unsyncedBytes = false
      for (const line of batch) line.resolve()
    } catch (error) {
      for (const line of batch) line.reject(error)
    }
  }

  /** After a failed write, cuts off what it may have left so the next line does not glue onto a torn one. */
  async #discardUnsynced(): Promise<void> {
    if (!this.#unsyncedBytes || !this.#handle) return
    await this.#handle.truncate(this.#syncedSize)
    await this.#handle.sync()
    this.#unsyncedBytes = false
  }

  /** The open handle, reopened when the file was moved or deleted (log rotation, a staff member's cleanup). */
  async #currentHandle(): Promise<FileHandle> {
    if (this.#closed) throw new Error(`${this.file} is closed: the service is stopping.`)
    if (this.#handle) {
      if (!(await isReplacedOnDisk(this.file, this.#handle))) return this.#handle
      this.#logger.warn({ file: this.file }, `${this.file} was moved or deleted; continuing in a new file at that path`)
      await this.#handle.close().catch(() => undefined)
      this.#handle = undefined
    }
    const handle = await this.#openAndRecover()
    this.#handle = handle
    this.#onOpen?.()
    return handle
  }

  async #openAndRecover(): Promise<FileHandle> {
    await makePrivateDir(path.dirname(this.file))
    // 'a+': O_APPEND for writing (every write lands at the end) plus reading, to inspect the tail.
    const handle = await openForAppend(this.file)
    try {
      const size = (await handle.stat()).size
      const end = await lastCompleteLineEnd(handle, size)
      if (end < size) await this.#setAsideTail(handle, end, size)
      await syncDirectory(path.dirname(this.file))
      this.#syncedSize = end
      this.#unsyncedBytes = false
      return handle
    } catch (error) {
      await handle.close().catch(() => undefined)
      throw error
    }
  }

  async #setAsideTail(handle: FileHandle, from: number, to: number): Promise<void> {
    const tail = Buffer.alloc(to - from)
    await handle.read(tail, 0, tail.length, from)
    const sideFile = `${this.file}.torn-${new Date().toISOString().replace(/[:.]/g, '-')}`
    // The side file is synced before the log is cut, so the torn bytes exist in at least one place at every moment.
    const side = await openPrivate(sideFile, 'wx')
    try {
      await writeFully(side, tail)
      await side.sync()
    } finally {
      await side.close()
    }
    await handle.truncate(from)
    await handle.sync()
    this.#logger.warn(
      { file: this.file, sideFile, bytes: tail.length },
      `The end of ${this.file} was an incomplete line (the process stopped while writing it); it was moved to ${sideFile} and the log now ends at its last complete line. Nothing acknowledged was lost: a line is acknowledged only once complete and synced.`,
    )
  }
}

async function writeFully(handle: FileHandle, data: Buffer): Promise<void> {
  let offset = 0
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset, null)
    offset += bytesWritten
  }
}

async function isReplacedOnDisk(file: string, handle: FileHandle): Promise<boolean> {
  const [onDisk, opened] = await Promise.all([stat(file).catch(() => undefined), handle.stat()])
  return !onDisk || onDisk.ino !== opened.ino || onDisk.dev !== opened.dev
}

/** Position of the last newline before `end`, or -1, reading backwards a chunk at a time. */
async function lastNewlineBefore(handle: FileHandle, end: number): Promise<number> {
  let chunkEnd = end
  const buffer = Buffer.alloc(chunkSize)
  while (chunkEnd > 0) {
    const start = Math.max(0, chunkEnd - chunkSize)
    const { bytesRead } = await handle.read(buffer, 0, chunkEnd - start, start)
    const found = buffer.subarray(0, bytesRead).lastIndexOf(newline)
    if (found !== -1) return start + found
    chunkEnd = start
  }
  return -1
}

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * Where the log's good part ends: after the last newline, and before that last line too if it is not a JSON object
 * (a crash can leave zero-filled blocks ended by a newline). Only the tail is judged: an unreadable line further up is
 * someone's edit, not a crash, and stays where it is.
 */
async function lastCompleteLineEnd(handle: FileHandle, size: number): Promise<number> {
  const end = (await lastNewlineBefore(handle, size)) + 1
  if (end === 0) return 0
  const start = (await lastNewlineBefore(handle, end - 1)) + 1
  const length = end - 1 - start
  if (length > 0 && length <= longestReadableLine) {
    const line = Buffer.alloc(length)
    await handle.read(line, 0, length, start)
    if (isJsonObject(line.toString('utf8'))) return end
  }
  return start
}

/**
 * Reads every line of a JSON-lines file in order, streaming. A missing file has no lines; a line that is not JSON is
 * counted, not fatal, so one bad line never hides the others.
 */
export async function readJsonLines(
  file: string,
  onRecord: (record: unknown) => void,
): Promise<{ unreadable: number }> {
  const stream = createReadStream(file, { encoding: 'utf8' })
  const opened = new Promise<boolean>((resolve, reject) => {
    stream.once('open', () => resolve(true))
    stream.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(false) : reject(error)))
  })
  if (!(await opened)) return { unreadable: 0 }
  let unreadable = 0
  for await (const line of createInterface({ input: stream, crlfDelay: Infinity })) {
    if (line.trim() === '') continue
    try {
      onRecord(JSON.parse(line))
    } catch {
      unreadable += 1
    }
  }
  return { unreadable }
}
