import { chmod, type FileHandle, mkdir, open } from 'node:fs/promises'
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

// Enquiries are personal data: only the service's own user may read what it keeps. The modes are set with chmod after
// creating, because the mode given to open and mkdir passes through the umask, and a container's usual 022 (or an
// odd one) would otherwise decide who can read them.
export const privateFileMode = 0o600
export const privateDirMode = 0o700

/** Creates a folder and its missing parents as 0700; a folder that already exists keeps its mode. */
export async function makePrivateDir(dir: string): Promise<void> {
  const target = path.resolve(dir)
  const firstCreated = await mkdir(target, { recursive: true, mode: privateDirMode })
  if (firstCreated === undefined) return
  for (let folder = target; ; folder = path.dirname(folder)) {
    await chmod(folder, privateDirMode)
    if (folder === path.resolve(firstCreated) || folder === path.dirname(folder)) break
  }
}

/**
 * Opens a file this process creates or overwrites ('wx' or 'ax+' a new file, 'w' a temporary one), as 0600 whatever
 * its mode was: a rewrite renamed over a log then leaves the log 0600 too.
 */
export async function openPrivate(file: string, flags: 'wx' | 'ax+' | 'w'): Promise<FileHandle> {
  const handle = await open(file, flags, privateFileMode)
  try {
    await handle.chmod(privateFileMode)
  } catch (error) {
    await handle.close()
    throw error
  }
  return handle
}

/**
 * Opens a log for appending and reading ('a+'); when this call creates it, it is created 0600. A log that already
 * exists keeps the mode it has: an operator may have chosen one on purpose.
 */
export async function openForAppend(file: string): Promise<FileHandle> {
  try {
    return await openPrivate(file, 'ax+')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return open(file, 'a+')
}
