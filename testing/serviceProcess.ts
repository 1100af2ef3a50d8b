// The contact service as a process of its own, as a deployment runs it, for tests that kill it or need Node's own
// HTTP server settings (timeouts) rather than the app mounted in the test's process.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const children = new Set<ChildProcess>()

/**
 * Starts services/entry/contact.ts as its own process, the way a deployment runs it, and waits until it listens. Its
 * metrics are off unless `env` sets METRICS_PORT: the default port would collide between tests running at once.
 */
export async function startServiceProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/entry/contact.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SMTP_URL: '', METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`services/entry/contact.ts did not start within 15 s:\n${output}`)),
      15_000,
    )
    const metricsOn = env.METRICS_PORT !== undefined && env.METRICS_PORT !== 'off'
    const look = () => {
      const port = /"port":(\d+)/.exec(output)?.[1]
      if (port && (!metricsOn || output.includes('"metricsPort"'))) {
        clearTimeout(timer)
        child.stdout?.off('data', look)
        resolve(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout?.on('data', look)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`services/entry/contact.ts exited with ${code} before listening:\n${output}`))
    })
  })
  return { child, url, output: () => output }
}

/** Resolves to the process's exit code once it has exited (at once if it already has). */
export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once('exit', (code) => resolve(code))
  })

/** Kills every service process a test started and left running; call from afterAll. */
export function stopServiceProcesses(): void {
  for (const child of children) child.kill('SIGKILL')
}
