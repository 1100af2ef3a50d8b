// The JSON-lines log's health probe on a disk that takes a new file but not its bytes, as a full disk does.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { cleanUp, memoryLogger, tempDir } from '../../../testing/service/serviceFixtures.ts'
import { JsonLinesLog } from './jsonLinesLog.ts'

afterAll(cleanUp)

it('on a full disk, says the log cannot be written and leaves no probe file behind', async () => {
  const dir = await tempDir()
  const log = new JsonLinesLog(path.join(dir, 'enquiries.jsonl'), memoryLogger().logger)
  // The probe's own name, leading to /dev/full: creating it succeeds, and every write fails with ENOSPC.
  const probe = path.join(dir, `.enquiries.jsonl.probe-${process.pid}`)
  fs.symlinkSync('/dev/full', probe)

  expect(await log.writable()).toBe(false)
  expect(fs.readdirSync(dir)).toEqual([])

  // Space again: the probe passes, and still leaves nothing of its own.
  expect(await log.writable()).toBe(true)
  await log.close()
  expect(fs.readdirSync(dir).filter((name) => name.includes('.probe-'))).toEqual([])
})
