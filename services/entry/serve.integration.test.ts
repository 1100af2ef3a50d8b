import net from 'node:net'
import path from 'node:path'
import { expect, it } from 'vitest'
import { cleanUp, tempDir } from '../../testing/service/serviceFixtures.ts'
import { runServiceToExit } from '../../testing/service/serviceProcess.ts'

it.each([
  {
    variable: 'PORT',
    env: (port: number) => ({ PORT: String(port), METRICS_PORT: 'off' }),
    message: (port: number) =>
      `Port ${port} is already in use: stop the program listening there, or start with another PORT`,
  },
  {
    variable: 'METRICS_PORT',
    env: (port: number) => ({ PORT: '0', METRICS_PORT: String(port) }),
    message: (port: number) =>
      `METRICS_PORT ${port} is already in use: choose another METRICS_PORT, or set METRICS_PORT=off to serve no metrics.`,
  },
])(
  'a $variable already in use stops the service with a message that says what to do',
  async ({ env, message }) => {
    const occupant = net.createServer()
    await new Promise<void>((resolve) => occupant.listen(0, '127.0.0.1', resolve))
    const { port } = occupant.address() as net.AddressInfo
    try {
      const { code, output } = await runServiceToExit({
        CONTACT_LOG: path.join(await tempDir(), 'enquiries.jsonl'),
        ...env(port),
      })
      expect(code).toBe(1)
      expect(output).toContain(message(port))
      expect(output).not.toContain('TypeError')
    } finally {
      occupant.close()
      await cleanUp()
    }
  },
  20_000,
)
