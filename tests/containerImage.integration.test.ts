// The container image and the compose file are read by Docker, which does not run here: what they promise is checked
// on their text, and the image's health check, a Node one-liner, is run as Docker would run it against real servers.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import YAML from 'yaml'

const dockerfile = readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8')
/** The image that runs: everything after the last FROM. */
const runtimeStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '))

describe('the runtime image', () => {
  it('has no package manager and runs none', () => {
    const instructions = runtimeStage.replace(/^#.*$/gm, '')
    expect(instructions).not.toMatch(/^RUN .*\bnpm (ci|install|cache)\b/m)
    expect(instructions).toMatch(/rm -rf [^\n]*\/usr\/local\/lib\/node_modules/)
    expect(instructions).toMatch(/\/usr\/local\/bin\/npm\b/)
    expect(instructions).toMatch(/^USER node$/m)
  })

  it('carries GoAccess, for the analytics report the staff tool writes', () => {
    expect(runtimeStage.replace(/^#.*$/gm, '')).toMatch(/^RUN apt-get update && apt-get install [^\n]*\bgoaccess\b/m)
  })
})

/** The health check's command, as Docker runs it: the exec form's arguments. */
const healthCommand = JSON.parse(/HEALTHCHECK[^\n]*\\\n\s*CMD (\[.*\])$/m.exec(runtimeStage)![1]!) as string[]
const run = promisify(execFile)
const servers: http.Server[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/** A stand-in for the site on one interface, answering /healthz with the given status. */
async function serve(host: string, status: number): Promise<number> {
  const server = http.createServer((request, response) => {
    response.statusCode = request.url === '/healthz' ? status : 404
    response.end()
  })
  servers.push(server)
  await new Promise<void>((listening) => server.listen(0, host, listening))
  return (server.address() as AddressInfo).port
}

/** The health check's exit code with these settings. */
async function healthCheck(env: Record<string, string>): Promise<number> {
  const [command, ...args] = healthCommand
  expect(command).toBe('node')
  return run(process.execPath, args, { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 10_000 }).then(
    () => 0,
    (error: { code?: number }) => error.code ?? -1,
  )
}

describe("the image's health check", () => {
  it('asks /healthz through loopback when the server listens on every interface', async () => {
    const port = await serve('0.0.0.0', 200)
    expect(await healthCheck({ PORT: String(port) })).toBe(0)
    expect(await healthCheck({ PORT: String(port), HOST: '0.0.0.0' })).toBe(0)
  })

  it('asks on the interface HOST names, where a server bound to it alone listens', async () => {
    const port = await serve('127.0.0.2', 200)
    expect(await healthCheck({ PORT: String(port), HOST: '127.0.0.2' })).toBe(0)
    expect(await healthCheck({ PORT: String(port) })).not.toBe(0)
  })

  it('fails when /healthz does not answer 200', async () => {
    const port = await serve('127.0.0.1', 503)
    expect(await healthCheck({ PORT: String(port), HOST: '127.0.0.1' })).toBe(1)
  })
})

describe('compose.yaml', () => {
  const compose = YAML.parse(readFileSync(new URL('../compose.yaml', import.meta.url), 'utf8'), { merge: true }) as {
    services: Record<string, { image?: string; ports?: string[]; volumes?: string[]; command?: string[] }>
  }

  it('publishes every port on 127.0.0.1 only: the replicas and the inbox of every enquiry stay off the network', () => {
    const ports = Object.values(compose.services).flatMap((service) => service.ports ?? [])
    expect(ports.length).toBeGreaterThan(0)
    for (const port of ports) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/)
  })

  it("writes the analytics report from every replica's page views, and publishes it nowhere", () => {
    const { 'analytics-report': report, 'site-a': siteA, 'site-b': siteB } = compose.services
    const shared = 'analytics-data:/app/data/analytics'
    for (const service of [report, siteA, siteB]) expect(service?.volumes).toContain(shared)
    expect(report?.ports).toBeUndefined()
    expect(report?.command?.join(' ')).toContain('node dist/service/analytics.mjs --out /app/reports/')
  })

  it('pins each image to a release, never a moving tag', () => {
    const images = Object.values(compose.services).flatMap((service) => (service.image ? [service.image] : []))
    expect(images.length).toBeGreaterThan(0)
    for (const image of images) expect(image).toMatch(/:v?\d+\.\d+(\.\d+)?(-[a-z]+)?(@sha256:[0-9a-f]{64})?$/)
  })
})
