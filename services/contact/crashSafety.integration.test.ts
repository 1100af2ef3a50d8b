import type { ChildProcess } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cleanUp, storeKinds, tempDir, validEnquiry } from '../../testing/service/serviceFixtures.ts'
import { exited, startServiceProcess, stopServiceProcesses } from '../../testing/service/serviceProcess.ts'

afterAll(async () => {
  stopServiceProcesses()
  await cleanUp()
})

/**
 * Posts `count` enquiries a few milliseconds apart and kills the server with SIGKILL once `killAfter` were
 * acknowledged, while others are still arriving and being written. Resolves to the ids acknowledged before the kill.
 */
async function burstThenKill(
  server: { child: ChildProcess; url: string },
  count: number,
  killAfter: number,
  repeat: number,
): Promise<string[]> {
  const acknowledged: string[] = []
  let killed = false
  const posts = Array.from({ length: count }, async (_, index) => {
    await new Promise((resolve) => setTimeout(resolve, index * 3))
    try {
      const response = await fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...validEnquiry, message: `Burst message ${index}. `.repeat(repeat) }),
      })
      if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
      if (acknowledged.length >= killAfter && !killed) {
        killed = true
        server.child.kill('SIGKILL')
      }
    } catch {
      // Refused or cut off by the kill: never acknowledged, so the visitor knows to try again.
    }
  })
  await Promise.all(posts)
  if (!killed) server.child.kill('SIGKILL')
  await exited(server.child)
  return acknowledged
}

it('after kill -9 in the middle of a burst of posts, every acknowledged enquiry is in the log and the log reads cleanly', async () => {
  const dir = await tempDir()
  const contactLog = path.join(dir, 'enquiries.jsonl')
  const env = { CONTACT_LOG: contactLog, CONTACT_RATE_LIMIT: '1000' }
  const first = await startServiceProcess(env)

  const acknowledged = await burstThenKill(first, 60, 15, 200)
  expect(acknowledged.length).toBeGreaterThanOrEqual(15)
  expect(acknowledged.length).toBeLessThan(60)

  const second = await startServiceProcess(env)
  const health = await fetch(`${second.url}/healthz/store`)
  expect(health.status).toBe(200)
  const after = await fetch(`${second.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(validEnquiry),
  })
  expect(after.status).toBe(201)
  second.child.kill('SIGTERM')
  expect(await exited(second.child)).toBe(0)

  const text = await readFile(contactLog, 'utf8')
  expect(text.endsWith('\n')).toBe(true)
  const ids = text
    .trimEnd()
    .split('\n')
    .map((line) => (JSON.parse(line) as { id: string }).id)
  for (const id of acknowledged) expect(ids).toContain(id)
  expect(new Set(ids).size).toBe(ids.length)
  // Whatever the restart set aside was never acknowledged.
  for (const name of (await readdir(dir)).filter((file) => file.includes('.torn-'))) {
    const torn = await readFile(path.join(dir, name), 'utf8')
    for (const id of acknowledged) expect(torn).not.toContain(id)
  }
})

it('on PostgreSQL, after kill -9 under concurrent load, every acknowledged enquiry is in the database', async () => {
  const place = await storeKinds.find((kind) => kind.name === 'PostgreSQL')!.place()
  const env = {
    CONTACT_LOG: place.config.contactLog,
    DATABASE_URL: place.config.database!.url,
    CONTACT_RATE_LIMIT: '1000',
  }
  const first = await startServiceProcess(env)

  const acknowledged = await burstThenKill(first, 80, 20, 50)
  expect(acknowledged.length).toBeGreaterThanOrEqual(20)
  expect(acknowledged.length).toBeLessThan(80)

  const second = await startServiceProcess(env)
  expect((await fetch(`${second.url}/healthz/store`)).status).toBe(200)
  second.child.kill('SIGTERM')
  expect(await exited(second.child)).toBe(0)

  const ids = (await place.enquiries()).map((line) => line.id)
  for (const id of acknowledged) expect(ids).toContain(id)
  expect(new Set(ids).size).toBe(ids.length)
})
