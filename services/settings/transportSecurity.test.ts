import net from 'node:net'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { databaseTransport } from './transportSecurity.ts'

// PostgreSQL's SSLRequest: length 8, then the code 80877103. A client that sends it first asks for TLS.
const sslRequest = Buffer.from([0, 0, 0, 8, 4, 210, 22, 47])

let server: net.Server
let port: number
beforeAll(async () => {
  // A stand-in that records how a client opens the conversation and refuses TLS, so no client gets further.
  server = net.createServer((socket) => {
    socket.once('data', (first) => {
      if (first.subarray(0, 8).equals(sslRequest)) socket.end('N')
      else socket.destroy()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as net.AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** Whether pg, connecting with these URL parameters, opens with an SSLRequest. */
async function pgAsksForTls(query: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `postgres://contact:secret@127.0.0.1:${port}/website?${query}` })
  const error = await client.connect().then(
    () => undefined,
    (failure: Error) => failure,
  )
  await client.end().catch(() => undefined)
  return /does not support SSL/.test(String(error))
}

it.each([
  ['', 'clear'],
  ['sslmode=disable', 'clear'],
  ['ssl=0', 'clear'],
  ['sslmode=verify-full', 'verified'],
  ['sslmode=require', 'verified'],
  ['sslmode=prefer', 'verified'],
  ['ssl=true', 'verified'],
  ['sslmode=no-verify', 'unverified'],
  ['sslmode=require&uselibpqcompat=true', 'unverified'],
] as const)('?%s: the check reads %s, and pg asks for TLS exactly when it says TLS', async (query, transport) => {
  expect(databaseTransport(`postgres://contact:secret@db.example.com/website?${query}`)).toEqual({
    host: 'db.example.com',
    transport,
  })
  expect(await pgAsksForTls(query)).toBe(transport !== 'clear')
})

it('takes this machine and a Unix socket as local, whatever the TLS', () => {
  for (const url of [
    'postgres://u:p@localhost/db',
    'postgres://u:p@127.0.0.2/db',
    'postgres://u:p@[::1]/db',
    'postgres://u:p@x/db?host=/var/run/postgresql',
  ])
    expect(databaseTransport(url).transport).toBe('local')
})
