// Builds the site unless dist/ is newer than every source file, so `npm start` on a fresh clone builds once and
// later starts are instant. Plain JavaScript: it runs before anything is compiled.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { sourceFiles, stamp } from '../buildStamp.mjs'

function isStale(builtAt) {
  const files = sourceFiles()
  if (fs.readFileSync(stamp, 'utf8') !== `${files.join('\n')}\n`) return true
  return files.some((file) => fs.statSync(file).mtimeMs >= builtAt)
}

// Two test runs started together must not build into dist/ at the same time: the second waits for the first.
const lock = path.resolve('.build-lock')

/** Whether the process that took the lock is gone (stopped with Ctrl-C mid-build, say), so the lock is left over. */
function holderIsGone() {
  try {
    process.kill(Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8')), 0)
    return false
  } catch (error) {
    // No pid file yet (taken this instant) counts as held; a pid that is no process, as gone.
    return error.code === 'ESRCH'
  }
}

function withLock(work) {
  const deadline = Date.now() + 10 * 60_000
  for (;;) {
    try {
      fs.mkdirSync(lock)
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid))
      break
    } catch {
      const age = fs.existsSync(lock) ? Date.now() - fs.statSync(lock).mtimeMs : 0
      if (age > 10 * 60_000 || Date.now() > deadline || holderIsGone())
        fs.rmSync(lock, { recursive: true, force: true })
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500)
    }
  }
  try {
    return work()
  } finally {
    fs.rmSync(lock, { recursive: true, force: true })
  }
}

export function ensureBuilt() {
  return withLock(buildIfStale)
}

function buildIfStale() {
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0
  if (builtAt > 0 && !isStale(builtAt)) return false
  console.log(
    builtAt === 0
      ? 'No build found: building the site first.'
      : 'Sources changed since the last build: building again.',
  )
  // A build started from a test run must still be a production build (vitest sets NODE_ENV=test, and React would
  // otherwise ship its development copy).
  const startedAt = new Date()
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (result.status !== 0) {
    console.error('The build failed; the messages above say what to fix.')
    process.exit(result.status ?? 1)
  }
  // The build counts from when it started: a file saved while it ran is newer, so the next start builds again.
  fs.utimesSync(stamp, startedAt, startedAt)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuilt()
