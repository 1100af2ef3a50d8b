import { type FileHandle, open, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import { withDataLock } from './dataLock.ts'
import { makePrivateDir, openForAppend, openPrivate } from './dataPaths.ts'

/**
 * Makes a file's creation or renaming durable: until its directory is synced, a crash can lose the name even though
 * the data was synced. Some platforms cannot open a directory for syncing; there this is best effort.
 */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined
  try {
    handle = await open(dir, 'r')
    await handle.sync()
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EISDIR' && code !== 'EPERM' && code !== 'EINVAL') throw error
  } finally {
    await handle?.close()
  }
}

/** Writes a whole file so that after a crash it is either complete or absent, never half written. */
export async function writeFileDurably(file: string, data: Buffer | string): Promise<void> {
  const dir = path.dirname(file)
  await makePrivateDir(dir)
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.tmp`)
  const handle = await openPrivate(temporary, 'w')
  try {
    await handle.writeFile(data)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await unlink(temporary).catch(() => undefined)
    throw error
  }
  await handle.close()
  await rename(temporary, file)
  await syncDirectory(dir)
}

/**
 * Appends one line from a second process (the staff tools) while the service may be appending too: one O_APPEND
 * write per line keeps both processes' lines whole. If the file ends mid-line (a crash of the service), the new line
 * starts on a line of its own so it is not glued to the torn one.
 */
export async function appendLineDurably(file: string, line: string): Promise<void> {
  await makePrivateDir(path.dirname(file))
  await withDataLock(path.dirname(file), () => appendLine(file, line))
}

async function appendLine(file: string, line: string): Promise<void> {
  const handle = await openForAppend(file)
  try {
    const { size } = await handle.stat()
    const last = Buffer.alloc(1)
    if (size > 0) await handle.read(last, 0, 1, size - 1)
    const prefix = size > 0 && last[0] !== 0x0a ? '\n' : ''
    await handle.write(`${prefix}${line}\n`)
    await handle.sync()
  } finally {
    await handle.close()
  }
}
