import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error: a plain JavaScript module shared with `npm start`
import { ensureBuilt } from '../scripts/ensure-built.mjs'
import { freePort } from '../scripts/freePort.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server under test listens, e.g. http://127.0.0.1:41234. */
    baseURL: string
    /** Its data folder: the enquiry log and the outbox. */
    dataDir: string
  }
}

/** Builds the site when needed and starts the production server, as `npm start` does, on a free port. */
export default async function setup(project: TestProject) {
  ensureBuilt()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-e2e-'))
  const port = await freePort()
  const server = spawn(process.execPath, ['dist/service/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      CONTACT_LOG: path.join(dataDir, 'enquiries.jsonl'),
      CONTACT_RATE_LIMIT: '1000',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  server.stdout?.on('data', (chunk) => output.push(String(chunk)))
  server.stderr?.on('data', (chunk) => output.push(String(chunk)))
  const baseURL = `http://127.0.0.1:${port}`
  await waitUntilUp(`${baseURL}/healthz`, server, output)
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)
  return async () => {
    await stop(server)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}


async function waitUntilUp(url: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}:\n${output.join('')}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not answer ${url} within 30 s:\n${output.join('')}`)
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}
