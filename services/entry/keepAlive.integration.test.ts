// Connections kept open between requests, as a proxy in front uses them, and what a stop does to them: the service as
// its own process, spoken to over plain sockets so every header and every close is seen as the proxy would see it.
import net from 'node:net'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cleanUp, readJsonLinesFile, tempDir, validEnquiry } from '../../testing/service/serviceFixtures.ts'
import { exited, startServiceProcess, stopServiceProcesses } from '../../testing/service/serviceProcess.ts'
import { drainMs } from './drain.ts'

afterAll(async () => {
  stopServiceProcesses()
  await cleanUp()
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** A connection to the service that reads one whole answer (its length given by Content-Length) at a time. */
function connection(url: string) {
  const socket = net.connect(Number(new URL(url).port), '127.0.0.1')
  let received = Buffer.alloc(0)
  let waiting: (() => void) | undefined
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk])
    waiting?.()
  })
  // A reset (a request crossing the service's close) ends in 'close' too, which the waits below report; without a
  // listener it would crash the test run instead.
  socket.on('error', () => {})
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const nextAnswer = () =>
    new Promise<Answer>((resolve, reject) => {
      const look = () => {
        const end = received.indexOf('\r\n\r\n')
        if (end < 0) return
        const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n')
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(':')).toLowerCase(),
            line.slice(line.indexOf(':') + 1).trim(),
          ]),
        )
        const length = Number(headers['content-length'] ?? 0)
        if (received.length < end + 4 + length) return
        const body = received.subarray(end + 4, end + 4 + length).toString('utf8')
        received = received.subarray(end + 4 + length)
        waiting = undefined
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body })
      }
      waiting = look
      socket.once('close', () => reject(new Error(`the service closed the connection before answering: ${received}`)))
      look()
    })
  return {
    socket,
    closed,
    nextAnswer,
    async get(pathname: string): Promise<Answer> {
      socket.write(`GET ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
      return nextAnswer()
    },
  }
}

it('tells the proxy in front how long an idle connection stays open: 65 s, or KEEP_ALIVE_SECONDS', async () => {
  for (const [env, seconds] of [
    [{}, 65],
    [{ KEEP_ALIVE_SECONDS: '120' }, 120],
  ] as const) {
    const { child, url } = await startServiceProcess({
      CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
      ...env,
    })
    try {
      const kept = connection(url)
      const first = await kept.get('/healthz')
      expect(first.status).toBe(200)
      expect(first.headers['keep-alive']).toBe(`timeout=${seconds}`)
      // The same connection takes the next request.
      expect((await kept.get('/healthz')).status).toBe(200)
      kept.socket.destroy()
    } finally {
      child.kill('SIGKILL')
    }
  }
})

it('on a stop, answers a post in progress with Connection: close and stores it, closes idle connections, and exits without waiting out the keep-alive time', async () => {
  const contactLog = path.join(await tempDir(), 'enquiries.jsonl')
  const server = await startServiceProcess({ CONTACT_LOG: contactLog, KEEP_ALIVE_SECONDS: '120' })
  const idle = connection(server.url)
  expect((await idle.get('/healthz')).status).toBe(200)
  const posting = connection(server.url)
  expect((await posting.get('/healthz')).status).toBe(200)

  // The post's headers and half its body, on the connection already used once: a request in progress.
  const body = Buffer.from(JSON.stringify({ ...validEnquiry, message: `${validEnquiry.message} (kept alive)` }))
  posting.socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
  )
  posting.socket.write(body.subarray(0, body.length / 2))
  await new Promise((resolve) => setTimeout(resolve, 200))

  const stopped = Date.now()
  server.child.kill('SIGTERM')
  await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('shutting down')
  // The idle connection is closed by the stop, not left to its 120 s.
  await idle.closed

  posting.socket.write(body.subarray(body.length / 2))
  const answer = await posting.nextAnswer()
  expect(answer.status).toBe(201)
  expect(answer.headers.connection).toBe('close')
  await posting.closed
  expect(await exited(server.child)).toBe(0)
  // Well within the drain's time, after which the process would exit with 1 and a complaint.
  expect(Date.now() - stopped).toBeLessThan(drainMs)
  const stored = await readJsonLinesFile(contactLog)
  expect(stored.map((enquiry) => enquiry.message)).toEqual([`${validEnquiry.message} (kept alive)`])
})
