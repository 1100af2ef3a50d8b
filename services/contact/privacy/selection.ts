import type { Enquiry } from '../enquiryRecord.ts'

/**
 * Which enquiries a privacy operation is about: a person's, by their e-mail address (an erase or a copy), or all
 * those received before a moment (the retention period).
 */
export type Selection = { email: string } | { receivedBefore: Date }

/** An address as people type it in any case or Unicode form: the service stores what was posted, composed (NFC). */
export function normaliseEmail(email: string): string {
  return email.normalize('NFC').trim().toLowerCase()
}

export function selects(selection: Selection, enquiry: Pick<Enquiry, 'email' | 'createdAt'>): boolean {
  if ('email' in selection) return normaliseEmail(enquiry.email) === normaliseEmail(selection.email)
  const received = Date.parse(enquiry.createdAt)
  return Number.isFinite(received) && received < selection.receivedBefore.getTime()
}

/** Whether a piece of text that is not a readable record (a torn line) may hold the selected person's data. */
export function mayHold(selection: Selection, text: string): boolean {
  return 'email' in selection && text.normalize('NFC').toLowerCase().includes(normaliseEmail(selection.email))
}

/** What an erase or a purge removed (or, in a dry run, would remove). Ids only: this is printed and logged. */
export interface ErasureReport {
  /** Ids of the enquiries removed. */
  enquiries: string[]
  /** Posts that filled the honeypot. */
  spam: number
  /** Records of attempts to e-mail the enquiries removed. */
  deliveries: number
  /** .eml files of the enquiries removed, written when SMTP_URL is unset. */
  outboxFiles: number
  /** Incomplete lines a crash left, set aside next to a log, that held the person's data. */
  tornFiles: number
}

export const emptyReport = (): ErasureReport => ({
  enquiries: [],
  spam: 0,
  deliveries: 0,
  outboxFiles: 0,
  tornFiles: 0,
})
