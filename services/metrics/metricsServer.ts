import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Logger } from 'pino'
import type { Registry } from 'prom-client'
import { errorSummary } from '../contact/errorSummary.ts'

/**
 * A server of its own for Prometheus, on METRICS_PORT: it answers GET /metrics and nothing else. Kept apart from the
 * public app so no route, proxy rule or mistake there can publish it.
 */
export function metricsServer(registry: Registry, logger: Logger, options: http.ServerOptions = {}): http.Server {
  return http.createServer(options, (req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Not found: the metrics are at /metrics.\n')
      return
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : text)
      },
      (error: unknown) => {
        logger.error({ err: errorSummary(error) }, 'Could not collect the metrics for a scrape')
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n')
      },
    )
  })
}

/**
 * Starts the metrics server at METRICS_HOST:METRICS_PORT and logs where; rejects with an error that says what to do
 * when it cannot listen there.
 */
export function listenForScrapes(
  registry: Registry,
  settings: { port: number; host: string },
  logger: Logger,
  options: http.ServerOptions = {},
): Promise<http.Server> {
  const server = metricsServer(registry, logger, options)
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(listenError(error, settings)))
    server.listen(settings.port, settings.host, () => {
      const { address, port } = server.address() as AddressInfo
      const url = `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`
      // Keys of its own: tools read the public port from the "port" of the service's line.
      logger.info({ metricsHost: address, metricsPort: port }, `metrics for Prometheus at ${url}`)
      resolve(server)
    })
  })
}

function listenError(error: NodeJS.ErrnoException, { port, host }: { port: number; host: string }): Error {
  if (error.code === 'EADDRINUSE')
    return new Error(
      `METRICS_PORT ${port} is already in use: choose another METRICS_PORT, or set METRICS_PORT=off to serve no metrics.`,
    )
  if (error.code === 'EACCES')
    return new Error(`METRICS_PORT ${port} needs privileges this user lacks: choose a METRICS_PORT above 1023.`)
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return new Error(
      `METRICS_HOST is ${host}, not an address of this machine: set it to one of its addresses, or leave it unset for 127.0.0.1.`,
    )
  return error
}
