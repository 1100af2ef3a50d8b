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
 * Keeps `streams` posts in flight at all times and kills the server with SIGKILL once `killAfter` were acknowledged,
 * so the kill always lands while others are still arriving and being written, however fast or loaded the machine.
 * Resolves to the ids acknowledged before the kill and how many posts were in flight when it came.
 */
async function burstThenKill(
  server: { child: ChildProcess; url: string },
  streams: number,
  killAfter: number,
  repeat: number,
): Promise<{ acknowledged: string[]; inFlightAtKill: number }> {
  const acknowledged: string[] = []
  let inFlight = 0
  let inFlightAtKill = -1
  let index = 0
  const stream = async () => {
    while (inFlightAtKill < 0) {
      const message = `Burst message ${index++}. `.repeat(repeat)
      inFlight += 1
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...validEnquiry, message }),
        })
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id)
      } catch {
        // Refused or cut off by the kill: never acknowledged, so the visitor knows to try again.
      } finally {
        inFlight -= 1
      }
      if (acknowledged.length >= killAfter && inFlightAtKill < 0) {
        inFlightAtKill = inFlight
        server.child.kill('SIGKILL')
      }
    }
  }
  await Promise.all(Array.from({ length: streams }, stream))
  await exited(server.child)
  return { acknowledged, inFlightAtKill }
}

it('after kill -9 in the middle of a burst of posts, every acknowledged enquiry is in the log and the log reads cleanly', async () => {
  const dir = await tempDir()
  const contactLog = path.join(dir, 'enquiries.jsonl')
  const env = { CONTACT_LOG: contactLog, CONTACT_RATE_LIMIT: '1000' }
  const first = await startServiceProcess(env)

  const { acknowledged, inFlightAtKill } = await burstThenKill(first, 8, 15, 200)
  expect(acknowledged.length).toBeGreaterThanOrEqual(15)
  expect(inFlightAtKill).toBeGreaterThan(0)

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

  const { acknowledged, inFlightAtKill } = await burstThenKill(first, 8, 20, 50)
  expect(acknowledged.length).toBeGreaterThanOrEqual(20)
  expect(inFlightAtKill).toBeGreaterThan(0)

  const second = await startServiceProcess(env)
  expect((await fetch(`${second.url}/healthz/store`)).status).toBe(200)
  second.child.kill('SIGTERM')
  expect(await exited(second.child)).toBe(0)

  const ids = (await place.enquiries()).map((line) => line.id)
  for (const id of acknowledged) expect(ids).toContain(id)
  expect(new Set(ids).size).toBe(ids.length)
})
