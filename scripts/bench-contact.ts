// `npm run bench:contact`: how many enquiries per second the form service keeps durably, on each store in one run.
// Posts valid enquiries over 16 connections for 10 s against the production server (dist/service/start.mjs) on the
// JSON-lines log and then on PostgreSQL (a throwaway cluster), then junk that gets 400s, and prints the figures side
// by side. A measurement, not a test: it fails only when an acknowledged enquiry is missing from the store.
import { spawn } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { startPostgres } from '../testing/service/testPostgres.ts'
import { validEnquiry } from '../testing/service/serviceFixtures.ts'
import { freePort, startProductionServer, waitUntilAnswering } from '../testing/service/productionServer.ts'

const connections = 16
const durationSeconds = 10

/** An SMTP server that accepts and drops every message, so delivery runs as in production without a mail store. */
async function startMailSink(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume()
      stream.on('end', () => callback())
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

interface Figures {
  store: string
  acknowledged: number
  perSecond: number
  p50: number
  p99: number
  other: number
  stored: number
}

async function post(origin: string, body: string, expected: number) {
  const result = await autocannon({
    url: `${origin}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections,
    duration: durationSeconds,
  })
  const answered = (status: number) =>
    result.statusCodeStats?.[String(status) as keyof NonNullable<typeof result.statusCodeStats>]?.count ?? 0
  const ok = answered(expected)
  return { result, ok, other: result.requests.total - ok }
}

async function measureStore(
  store: string,
  env: Record<string, string>,
  countStored: () => Promise<number>,
): Promise<Figures> {
  const server = await startProductionServer({
    dataDir: path.dirname(env.CONTACT_LOG as string),
    contactRateLimit: 100_000,
    env,
  })
  try {
    // A short warm-up, so the first figures are not the JIT's.
    await autocannon({
      url: `${server.origin}/api/contact`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validEnquiry),
      connections: 4,
      duration: 1,
    })
    const before = await countStored()
    const { result, ok, other } = await post(server.origin, JSON.stringify(validEnquiry), 201)
    const stored = (await countStored()) - before
    return {
      store,
      acknowledged: ok,
      perSecond: ok / durationSeconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      other,
      stored,
    }
  } finally {
    await server.stop()
  }
}

/**
 * The reference for the junk figure: Express alone, parsing the same body and answering the same 400, with nothing
 * else. This 2-core machine runs the load generator too, so the service's figure is read against this one.
 */
async function bareExpress(): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort()
  const program = `
    import express from 'express'
    const app = express()
    app.get('/healthz', (_req, res) => res.json({ ok: true }))
    app.post('/api/contact', express.json(), (_req, res) => res.status(400).json({ error: 'Please correct the highlighted fields.', fields: {} }))
    app.listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], { stdio: 'ignore' })
  const origin = `http://127.0.0.1:${port}`
  await waitUntilAnswering(`${origin}/healthz`, child, 'Bare Express')
  return { origin, stop: () => child.kill('SIGTERM') }
}

const junkBody = JSON.stringify({ firstName: 'J', email: 'not an address' })

const dir = await mkdtemp(path.join(tmpdir(), 'bench-contact-'))
const mail = await startMailSink()
const cluster = await startPostgres()
try {
  const databaseUrl = await cluster.createDatabase()
  const contactLog = path.join(dir, 'enquiries.jsonl')
  const countLines = async () => (await readFile(contactLog, 'utf8').catch(() => '')).split('\n').filter(Boolean).length
  const countRows = async () => {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    try {
      return Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM enquiries')).rows[0]?.n ?? 0)
    } finally {
      await client.end()
    }
  }

  const figures = [
    await measureStore('JSON-lines log', { CONTACT_LOG: contactLog, SMTP_URL: mail.url }, countLines),
    await measureStore(
      'PostgreSQL',
      { CONTACT_LOG: path.join(dir, 'pg', 'enquiries.jsonl'), SMTP_URL: mail.url, DATABASE_URL: databaseUrl },
      countRows,
    ),
  ]

  const junkServer = await startProductionServer({
    dataDir: path.join(dir, 'junk'),
    contactRateLimit: 100_000,
    env: { SMTP_URL: mail.url },
  })
  const junk = await post(junkServer.origin, junkBody, 400)
  await junkServer.stop()
  const reference = await bareExpress()
  const bare = await post(reference.origin, junkBody, 400)
  reference.stop()

  console.log(
    `\nContact form service, ${connections} connections for ${durationSeconds} s each (targets: JSON-lines >= 1000/s with p99 <= 50 ms, PostgreSQL >= 500/s with p99 <= 100 ms, junk >= 3000/s)\n`,
  )
  console.log('store            durable/s   p50 ms   p99 ms   acknowledged   found stored   other answers')
  for (const row of figures) {
    console.log(
      `${row.store.padEnd(16)} ${row.perSecond.toFixed(0).padStart(9)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.acknowledged).padStart(14)} ${String(row.stored).padStart(14)} ${String(row.other).padStart(15)}`,
    )
  }
  console.log(
    `\njunk (400)       ${(junk.ok / durationSeconds).toFixed(0).padStart(9)} answers/s, p99 ${junk.result.latency.p99} ms, other answers ${junk.other}`,
  )
  console.log(
    `bare Express     ${(bare.ok / durationSeconds).toFixed(0).padStart(9)} answers/s, p99 ${bare.result.latency.p99} ms (the same 400 with no middleware: the ceiling here)`,
  )
  const lost = figures.filter((row) => row.stored < row.acknowledged)
  if (lost.length > 0) {
    console.error(`\nAcknowledged enquiries missing from: ${lost.map((row) => row.store).join(', ')}`)
    process.exitCode = 1
  }
} finally {
  await cluster.close()
  await mail.close()
  await rm(dir, { recursive: true, force: true })
}
