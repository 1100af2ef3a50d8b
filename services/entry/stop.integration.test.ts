// A stop as `docker stop` makes it, with a client that never finishes its post: the process still closes the mail
// queue and the store, logs "stopped" and exits 0, within the stop timeout, rather than being cut off mid-way.
import net from 'node:net'
import { afterAll, expect, it } from 'vitest'
import pg from 'pg'
import { cleanUp, testPostgres } from '../../testing/service/serviceFixtures.ts'
import { exited, startServiceProcess, stopServiceProcesses } from '../../testing/service/serviceProcess.ts'
import { stopBudget, stopMs } from './drain.ts'

afterAll(async () => {
  stopServiceProcesses()
  await cleanUp()
})

/** The JSON lines the service wrote, read back. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string; time: string; closed?: string[] })
    // In the order they were logged: the logger writes stdout asynchronously, and on a loaded machine a line can reach
    // the pipe after one logged later (seen with the drain's warning and "stopped").
    .sort((a, b) => a.time.localeCompare(b.time))

it('on SIGTERM while a client dribbles its post, cuts it when the drain ends, closes the store and logs "stopped" within 12 s', async () => {
  const postgres = await testPostgres()
  const database = await postgres.createDatabase()
  const server = await startServiceProcess({ DATABASE_URL: database, REQUEST_TIMEOUT_SECONDS: '60' })

  // A post whose body comes a byte every 200 ms: 4,000 bytes would take over thirteen minutes.
  const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1')
  socket.on('error', () => {})
  const cut = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()))
  socket.write(
    'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 4000\r\n\r\n{',
  )
  const dribble = setInterval(() => socket.writable && socket.write(' '), 200)
  await new Promise((resolve) => setTimeout(resolve, 500))

  const signalled = Date.now()
  server.child.kill('SIGTERM')
  try {
    expect(await exited(server.child)).toBe(0)
  } finally {
    clearInterval(dribble)
  }
  const took = Date.now() - signalled
  await cut

  const lines = logLines(server.output())
  const at = (message: string) => lines.findIndex((line) => line.msg === message)
  expect(at('requests still in progress when the drain ended; closing their connections')).toBeGreaterThan(-1)
  const stopped = lines[at('stopped')]
  expect(stopped).toMatchObject({ level: 'info', closed: ['mail queue', 'store'] })
  expect(
    lines.slice(at('stopped') + 1).map((line) => line.msg),
    'lines after "stopped"',
  ).toEqual([])
  expect(lines.filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual([])
  // The drain ran its full time for the dribbling client, and the whole stop kept within its budget.
  expect(took).toBeGreaterThanOrEqual(stopBudget.drainMs)
  expect(took).toBeLessThan(Math.min(12_000, stopMs + 1_000))
  // The store let go of every connection it held.
  const client = new pg.Client({ connectionString: postgres.url('postgres') })
  await client.connect()
  try {
    const name = new URL(database).pathname.slice(1)
    const { rows } = await client.query('SELECT count(*)::int AS sessions FROM pg_stat_activity WHERE datname = $1', [
      name,
    ])
    expect(rows[0].sessions).toBe(0)
  } finally {
    await client.end()
  }
}, 40_000)
