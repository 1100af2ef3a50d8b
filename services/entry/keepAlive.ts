import type { Server, ServerResponse } from 'node:http'

/**
 * Keep-alive connections over a stop. Node keeps a connection open after its answer for the keep-alive time
 * (KEEP_ALIVE_SECONDS, longer than the proxy's idle timeout), and `server.close()` ends only the connections idle at
 * that moment: one whose request was in progress would stay open, idle, until that time ran out, and the stop would
 * wait for it. From `stop()` on, every answer not yet started says `Connection: close`, so the proxy sends nothing
 * more on that connection and Node ends it after the answer; a connection an answer leaves idle is closed as it does.
 */
export function keepAliveUntilStop(server: Server): { stop(): void } {
  let stopping = false
  const inProgress = new Set<ServerResponse>()
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader('Connection', 'close')
  }
  // Before the app's own listener, so the header is set before any answer can start.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (stopping) closeAfter(response)
    inProgress.add(response)
    response.once('close', () => {
      inProgress.delete(response)
      // An answer already under way when the stop came kept its connection: it is idle once Node has read the end.
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })
  return {
    stop() {
      stopping = true
      for (const response of inProgress) closeAfter(response)
      server.closeIdleConnections()
    },
  }
}
