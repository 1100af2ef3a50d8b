import fs from 'node:fs'

/**
 * Waits until `condition` holds, asking every 10 ms. `what` names what is awaited in the error after `timeoutMs`; as a
 * function it is read only then, so it can say what was still missing at that moment.
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : what()}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

/** Waits until `file` exists, then reads it: a mail the service writes to its outbox after it has answered, say. */
export async function waitForFile(file: string, timeoutMs = 10_000): Promise<string> {
  await waitFor(() => fs.existsSync(file), `${file} to appear`, timeoutMs)
  return fs.readFileSync(file, 'utf8')
}
