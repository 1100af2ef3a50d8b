import { createHmac, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * A visitor's stand-in for an address in the recorded page views: a keyed hash of the address and the browser's user
 * agent under a secret made for the day, as Plausible counts visitors. The same visitor has one pseudonym all day,
 * so a day's unique visitors can be counted; the next day has another secret, and the day's secret is deleted when
 * the day is over, so no one (staff or whoever takes the files) can follow a visitor from one day to the next, nor
 * get back from a pseudonym to an address by trying every address.
 *
 * The pseudonym is written as an IPv6 address of 2001:db8::/32, the range kept for documentation, so GoAccess takes it
 * where it expects an address and nobody can mistake it for a real one: 96 bits of the hash follow the prefix.
 *
 * The secret is kept in the analytics folder (`.salt-<day>`, readable by the service's user alone) so that a restart
 * during the day, or another replica sharing the folder, gives the same visitor the same pseudonym.
 */
export class VisitorPseudonyms {
  readonly #dir: string
  #today: { day: string; key: Buffer } | undefined

  constructor(dir: string) {
    this.#dir = dir
  }

  /** The pseudonym of the visitor at `address` with `userAgent` on `day` (dayOf). */
  of(address: string, userAgent: string, day: string): string {
    const hash = createHmac('sha256', this.#keyOf(day)).update(`${address}\n${userAgent}`).digest()
    const groups: string[] = []
    for (let offset = 0; offset < 12; offset += 2) groups.push(hash.readUInt16BE(offset).toString(16))
    return `2001:db8:${groups.join(':')}`
  }

  /** Deletes the secret of every day but `today`: a past day's secret is what could link its pseudonyms again. */
  forgetAllBut(today: string): void {
    for (const name of fs.readdirSync(this.#dir)) {
      // A draft of today's secret (`.salt-<today>.<pid>...`) may be another replica's, being written.
      if (name.startsWith('.salt-') && !name.startsWith(saltFile(today)))
        fs.rmSync(path.join(this.#dir, name), { force: true })
    }
  }

  #keyOf(day: string): Buffer {
    if (this.#today?.day === day) return this.#today.key
    const key = readOrMakeSalt(this.#dir, day)
    this.#today = { day, key }
    this.forgetAllBut(day)
    return key
  }
}

const saltFile = (day: string) => `.salt-${day}`

/**
 * The day's secret from its file, or a new one. Written to a file of its own and then linked to its name, which fails
 * when the name exists: of two replicas starting the day at once, one secret wins and both read it.
 */
function readOrMakeSalt(dir: string, day: string): Buffer {
  const file = path.join(dir, saltFile(day))
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 })
  try {
    fs.linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(draft, { force: true })
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex')
}
