// The site's service as a process of its own, as a deployment runs it, for tests that kill it or need Node's own
// HTTP server settings (timeouts) rather than the app mounted in the test's process.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { compiledContentFile, writeCompiledContent } from '../../lib/content/compiledContent.ts'
import { loadEveryLanguage } from '../../lib/content/loadEveryLanguage.ts'
import { locales } from '../../lib/locales.ts'
import { needsIntegration } from '../testKit.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const children = new Set<ChildProcess>()
let root: string | undefined

/**
 * The folder a test runs the service's programs in: what a build gives them to read at start, dist/content/ compiled
 * from content/ by the build's own functions, and nothing more, so they start as with the site unbuilt (no pages, no
 * search index) and nothing of content/ within reach. Its node_modules links to the repository's, for `--import tsx`.
 * One folder, kept between runs under .cache/; each test file compiles the content afresh into a folder of its own
 * and moves it in, so a service another file is starting never reads a half-written file.
 */
export function serviceRoot(): string {
  needsIntegration('runs a program of the service')
  if (root) return root
  const folder = path.join(repoRoot, '.cache/service-root')
  const compiling = path.join(folder, `compiling-${process.pid}`)
  writeCompiledContent(compiling, loadEveryLanguage(path.join(repoRoot, 'content')))
  fs.mkdirSync(path.join(folder, 'dist/content'), { recursive: true })
  for (const locale of locales) {
    const file = compiledContentFile(locale)
    fs.renameSync(path.join(compiling, file), path.join(folder, 'dist', file))
  }
  fs.rmSync(compiling, { recursive: true, force: true })
  try {
    fs.symlinkSync(path.join(repoRoot, 'node_modules'), path.join(folder, 'node_modules'), 'dir')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  root = folder
  return folder
}

/** Node's arguments that run a program of services/entry/ from its TypeScript source, in any folder. */
export const entryArgs = (program: string, ...args: string[]): string[] => [
  '--import',
  'tsx',
  path.join(repoRoot, 'services/entry', program),
  ...args,
]

/**
 * Runs services/entry/serviceAlone.ts as its own process, the way a deployment runs it, in serviceRoot(), with what it
 * writes to stdout and stderr collected. Its metrics are off unless `env` sets METRICS_PORT: the default port would
 * collide between tests running at once.
 */
export function spawnService(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  needsIntegration('starts a process of the service')
  const child = spawn(process.execPath, entryArgs('serviceAlone.ts'), {
    cwd: serviceRoot(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SMTP_URL: '', METRICS_PORT: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  child.once('exit', () => children.delete(child))
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return { child, output: () => output }
}

/** Starts the service (spawnService) and waits until it listens. */
export async function startServiceProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  // spawnService's own listeners run first, so output() already holds the chunk `look` is called for.
  const { child, output } = spawnService(env)
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`services/entry/serviceAlone.ts did not start within 15 s:\n${output()}`)),
      15_000,
    )
    const metricsOn = env.METRICS_PORT !== undefined && env.METRICS_PORT !== 'off'
    const look = () => {
      const port = /"port":(\d+)/.exec(output())?.[1]
      if (port && (!metricsOn || output().includes('"metricsPort"'))) {
        clearTimeout(timer)
        child.stdout?.off('data', look)
        resolve(`http://127.0.0.1:${port}`)
      }
    }
    child.stdout?.on('data', look)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`services/entry/serviceAlone.ts exited with ${code} before listening:\n${output()}`))
    })
  })
  return { child, url, output }
}

/** Runs the service (spawnService) to its end, for a start that must fail: its exit code and everything it wrote. */
export async function runServiceToExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnService(env)
  const code = await exited(child)
  return { code, output: output() }
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
