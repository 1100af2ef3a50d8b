import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { cleanUp, tempDir } from '../../testing/serviceFixtures.ts'

const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

it('a port already in use stops the service with a message that says what to do', async () => {
  const occupant = net.createServer()
  await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve))
  const { port } = occupant.address() as net.AddressInfo
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', 'services/entry/contact.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: '',
        CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain(
      `Port ${port} is already in use: stop the program listening there, or start with another PORT`,
    )
    expect(output).not.toContain('TypeError')
  } finally {
    occupant.close()
    await cleanUp()
  }
}, 20_000)
