import { isEnquiryId } from '../enquiryRecord.ts'
import { readJsonLines } from '../store/jsonLinesLog.ts'

/** One line of deliveries.jsonl: the outcome of one attempt to e-mail one enquiry. */
export interface DeliveryRecord {
  id: string
  at: string
  ok: boolean
  error?: string
  /** Set for a copy sent on purpose with `npm run enquiries -- resend`. */
  resend?: true
}

export interface DeliveryHistory {
  deliveredAt: string | undefined
  failures: number
  lastError: string | undefined
}

function isDeliveryRecord(value: unknown): value is DeliveryRecord {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return isEnquiryId(record.id) && typeof record.at === 'string' && typeof record.ok === 'boolean'
}

/** Sums up deliveries.jsonl per enquiry id. An enquiry with no successful attempt is still to be sent. */
export async function readDeliveryHistory(file: string): Promise<Map<string, DeliveryHistory>> {
  const histories = new Map<string, DeliveryHistory>()
  await readJsonLines(file, (record) => {
    if (!isDeliveryRecord(record)) return
    const history = histories.get(record.id) ?? { deliveredAt: undefined, failures: 0, lastError: undefined }
    if (record.ok) history.deliveredAt ??= record.at
    else {
      history.failures += 1
      history.lastError = record.error
    }
    histories.set(record.id, history)
  })
  return histories
}
