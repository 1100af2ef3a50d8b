import path from 'node:path'

/**
 * Every file the service keeps sits next to the enquiry log, so one volume (one directory) holds a replica's whole
 * state and the staff tools find it all from CONTACT_LOG alone.
 */
export function dataPaths(contactLog: string) {
  const dir = path.dirname(path.resolve(contactLog))
  return {
    dir,
    enquiries: path.resolve(contactLog),
    spam: path.join(dir, 'spam.jsonl'),
    deliveries: path.join(dir, 'deliveries.jsonl'),
    outbox: path.join(dir, 'outbox'),
  }
}

export type DataPaths = ReturnType<typeof dataPaths>
