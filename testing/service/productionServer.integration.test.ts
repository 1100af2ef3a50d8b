import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startProductionServer } from './productionServer.ts'

/** A folder that looks like a build to the helper: dist/service/start.mjs is the script given. */
function fakeBuild(script: string): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'production-server-'))
  fs.mkdirSync(path.join(directory, 'dist/service'), { recursive: true })
  fs.writeFileSync(path.join(directory, 'dist/service/start.mjs'), script)
  return directory
}

// Answers /healthz once "started", and echoes the environment the helper gave it.
const echoServer = `
import http from 'node:http'
const env = ['HOST', 'CONTACT_LOG', 'SMTP_URL', 'CONTACT_RATE_LIMIT', 'EXTRA'].map((name) => [name, process.env[name]])
setTimeout(() => http.createServer((request, response) => {
  response.writeHead(request.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(Object.fromEntries(env)))
}).listen(Number(process.env.PORT), process.env.HOST), 300)
process.on('SIGTERM', () => process.exit(0))
`

describe('startProductionServer', () => {
  const folders: string[] = []
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })
  const build = (script: string) => folders[folders.push(fakeBuild(script)) - 1]!

  it('starts the server in the given folder with its environment, waits until it answers, and stops it', async () => {
    const cwd = build(echoServer)
    const server = await startProductionServer({ dataDir: cwd, cwd, contactRateLimit: 7, env: { EXTRA: 'yes' } })
    expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const env = await (await fetch(`${server.origin}/healthz`)).json()
    expect(env).toEqual({
      HOST: '127.0.0.1',
      CONTACT_LOG: path.join(cwd, 'enquiries.jsonl'),
      SMTP_URL: '',
      CONTACT_RATE_LIMIT: '7',
      EXTRA: 'yes',
    })
    await server.stop()
    expect(server.process.exitCode).toBe(0)
  })

  it('fails with what the server printed when it exits before answering', async () => {
    const cwd = build('console.error("CONTACT_LOG is not writable"); process.exit(3)')
    await expect(startProductionServer({ dataDir: cwd, cwd })).rejects.toThrow(
      /The production server exited \(code 3\) before answering http:\/\/127\.0\.0\.1:\d+\/healthz; its output:\nCONTACT_LOG is not writable/,
    )
  })
})

describe('freePort', () => {
  it('gives a port that can be listened on', async () => {
    const port = await freePort()
    expect(port).toBeGreaterThan(0)
    await new Promise<void>((resolve, reject) => {
      const server = net.createServer().listen(port, '127.0.0.1', () => server.close(() => resolve()))
      server.on('error', reject)
    })
  })
})
