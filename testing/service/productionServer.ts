// The production server (dist/service/start.mjs, as `npm start` runs it) on a free port, for the browser tests and
// the measuring scripts. Building is the caller's business: this only starts what dist/ holds.
import { type ChildProcess, spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { needsIntegration } from '../testKit.ts'

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
    probe.on('error', reject)
  })
}

export interface ProductionServerOptions {
  /** A folder the caller made (and removes): the enquiry log goes there, and the outbox beside it. */
  dataDir: string
  /** The folder holding dist/ (and node_modules/, which the bundled server imports from); by default this one. */
  cwd?: string
  /**
   * Posts accepted per client per 10 minutes. Every request of a test run comes from 127.0.0.1, so the server's own
   * default (5) would refuse the contact tests after their fifth enquiry.
   */
  contactRateLimit?: number
  /** More environment for the server, e.g. CONTACT_TO; it wins over this process's environment. */
  env?: Record<string, string>
}

export interface ProductionServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string
  process: ChildProcess
  /** Sends SIGTERM and resolves once the server has exited. */
  stop(): Promise<void>
}

/** How long a starting process may take to answer: a cold start of the server takes about a second. */
const startDeadlineMs = 30_000
/** The end of the server's output kept for error messages: enough for a stack trace, bounded for long runs. */
const outputTailChars = 64 * 1024

/** Starts the server and resolves once it answers /healthz; if it exits or never answers, rejects with its output. */
export async function startProductionServer(options: ProductionServerOptions): Promise<ProductionServer> {
  needsIntegration('starts the built site')
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['dist/service/start.mjs'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      PORT: String(port),
      // The scripts and tests address it as 127.0.0.1: localhost may resolve to ::1 first.
      HOST: '127.0.0.1',
      // Its public address is where it listens, whatever the shell running the tests has set for a build: GitHub
      // sign-in needs one, and sends the browser back there.
      SITE_URL: origin,
      CONTACT_LOG: path.join(options.dataDir, 'enquiries.jsonl'),
      // No mail leaves a test or a measurement: enquiries stay in the outbox.
      SMTP_URL: '',
      CONTACT_RATE_LIMIT: String(options.contactRateLimit ?? 1000),
      // Several servers run at once (the e2e one, a test's own): all on the default metrics port, all but one would
      // fail to start. A test of /metrics sets a free port in `env`.
      METRICS_PORT: 'off',
      // The editor's repository is a setting of the running site: without one /admin shows what to set. The browser
      // tests swap the backend for Sveltia's test repository, so nothing is ever saved to this one.
      CMS_GITHUB_REPO: 'acme/website',
      CMS_GITHUB_BRANCH: 'main',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = collectOutput(child)
  let state: 'starting' | 'running' | 'stopping' = 'starting'
  // Should this process end without stopping it (an uncaught error, process.exit), the server must not outlive it.
  const killOnExit = () => child.kill('SIGTERM')
  process.once('exit', killOnExit)
  child.once('exit', (code, signal) => {
    process.removeListener('exit', killOnExit)
    if (state === 'running') {
      console.error(
        `The production server exited unexpectedly (${signal ?? `code ${code}`}); its last output:\n${output()}`,
      )
    }
  })
  const stop = () => {
    state = 'stopping'
    return stopProcess(child)
  }
  try {
    await waitUntilAnswering(`${origin}/healthz`, child, 'The production server', output)
  } catch (error) {
    await stop()
    throw error
  }
  state = 'running'
  return { origin, process: child, stop }
}

/**
 * Polls `url` until it answers 2xx, for a process just started: fails at once if the process exits or cannot start,
 * and after 30 s otherwise. `output` gives what the process printed, for the error message.
 */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  what: string,
  output = () => '',
): Promise<void> {
  let spawnError: Error | undefined
  const onError = (error: Error) => (spawnError = error)
  child.once('error', onError)
  const printed = () => (output() ? `; its output:\n${output()}` : ' (it printed nothing)')
  try {
    const deadline = Date.now() + startDeadlineMs
    while (Date.now() < deadline) {
      if (spawnError) throw new Error(`${what} could not start: ${spawnError.message}`)
      if (hasExited(child))
        throw new Error(
          `${what} exited (${child.signalCode ?? `code ${child.exitCode}`}) before answering ${url}${printed()}`,
        )
      try {
        if ((await fetch(url)).ok) return
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`${what} did not answer ${url} within ${startDeadlineMs / 1000} s${printed()}`)
  } finally {
    child.removeListener('error', onError)
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

/** SIGTERM, then SIGKILL after 10 s: a server stuck in its shutdown must not hang the run that started it. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Keeps the tail of what the process prints on stdout and stderr; returns a reader of it. */
export function collectOutput(child: ChildProcess): () => string {
  let text = ''
  const keep = (chunk: Buffer) => {
    text = (text + String(chunk)).slice(-outputTailChars)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return () => text
}
