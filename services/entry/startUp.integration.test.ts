// The service's start as a deployment sees it, through its own process: what stops it, in what words, what it leaves.
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cleanUp, tempDir } from '../../testing/service/serviceFixtures.ts'
import { exited, runServiceToExit, spawnService, stopServiceProcesses } from '../../testing/service/serviceProcess.ts'

afterAll(async () => {
  stopServiceProcesses()
  await cleanUp()
})

/** The JSON lines the service wrote, read back. */
const logLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: string; msg: string; problems?: string[] })

it.each<{ setting: string; env: Record<string, string>; problem: RegExp }>([
  {
    setting: 'DATABASE_URL',
    env: { DATABASE_URL: 'postgres://website:secret@db.example.com:5432/website' },
    problem:
      /^DATABASE_URL reaches db\.example\.com without TLS, .* add \?sslmode=verify-full .* DATABASE_ALLOW_PLAINTEXT=true/,
  },
  {
    setting: 'TRUST_PROXY',
    env: { TRUST_PROXY: '0.0.0.0/0' },
    problem: /^TRUST_PROXY has "0\.0\.0\.0\/0", wider than \/8 .* name the proxies in front of the service themselves/,
  },
  {
    setting: 'TRUST_PROXY',
    env: { TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1' },
    problem: /^TRUST_PROXY has "0\.0\.0\.0\/1", "128\.0\.0\.0\/1", wider than \/8/,
  },
  {
    // A secret mounted before it was filled: taken as unset, this replica would keep its own log.
    setting: 'DATABASE_URL_FILE',
    env: { DATABASE_URL_FILE: '/dev/null' },
    problem: /^DATABASE_URL_FILE is "\/dev\/null", which is empty; put the value of DATABASE_URL in that file/,
  },
  {
    setting: 'SMTP_URL_FILE',
    env: { SMTP_URL_FILE: '/dev/null' },
    problem: /^SMTP_URL_FILE is "\/dev\/null", which is empty; put the value of SMTP_URL in that file/,
  },
  {
    setting: 'SMTP_URL',
    env: { SMTP_URL: 'smtp://user:secret@localhost?service=AOL' },
    problem: /^SMTP_URL has the parameter service, which nodemailer would follow to another server than localhost/,
  },
])(
  'a $setting that would expose the service, or quietly split its data, stops it in one line, before anything is opened',
  async ({ env, problem }) => {
    const folder = await tempDir()
    const { code, output } = await runServiceToExit({ CONTACT_LOG: path.join(folder, 'enquiries.jsonl'), ...env })
    expect(code).toBe(1)
    const fatal = logLines(output).filter((line) => line.level === 'fatal')
    expect(fatal).toHaveLength(1)
    expect(fatal[0]!.problems).toEqual([expect.stringMatching(problem)])
    expect(output).not.toMatch(/\n\s+at /)
    expect(output).not.toContain('secret')
    expect(output).not.toContain('listening')
    expect(fs.readdirSync(folder)).toEqual([])
  },
  60_000,
)

it('stops cleanly on SIGTERM in the middle of its start, while the database is still answering', async () => {
  // A database that takes the connection and never answers keeps the service in its start for as long as the test likes.
  let connected: () => void = () => undefined
  const connection = new Promise<void>((resolve) => (connected = resolve))
  const sockets = new Set<net.Socket>()
  const silent = net.createServer((socket) => {
    sockets.add(socket)
    connected()
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  const { port } = silent.address() as net.AddressInfo
  try {
    const { child, output } = spawnService({
      CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
      DATABASE_URL: `postgres://website:secret@127.0.0.1:${port}/website`,
      DATABASE_TIMEOUT_MS: '600000',
    })
    await connection
    child.kill('SIGTERM')
    // Without a handler of its own, Node dies by the signal: no exit code, no word in the log.
    expect(await exited(child)).toBe(0)
    expect(logLines(output()).map((line) => line.msg)).toContain('stopped during start-up, before serving anything')
    expect(output()).not.toMatch(/\n\s+at /)
  } finally {
    for (const socket of sockets) socket.destroy()
    silent.close()
  }
}, 60_000)

it('warns in one line when it starts in production without SITE_URL', async () => {
  const { child, output } = spawnService({
    CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
    NODE_ENV: 'production',
    SITE_URL: '',
  })
  const warnings = () =>
    logLines(output()).filter((line) => line.level === 'warn' && line.msg.startsWith('SITE_URL is unset'))
  await expect.poll(() => warnings().length > 0, { timeout: 45_000, interval: 10, message: 'the warning' }).toBe(true)
  expect(warnings()).toEqual([
    expect.objectContaining({ msg: expect.stringMatching(/^SITE_URL is unset while NODE_ENV=production, .*403/) }),
  ])
  child.kill('SIGTERM')
  expect(await exited(child)).toBe(0)
}, 60_000)
