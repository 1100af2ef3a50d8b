// Real parts for the service's tests: temp directories, an SMTP server, the app on a real port.
import { readFile } from 'node:fs/promises'
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { RequestHandler } from 'express'
import { simpleParser, type ParsedMail } from 'mailparser'
import type { Logger } from 'pino'
import { SMTPServer } from 'smtp-server'
import pg from 'pg'
import type { ServiceValue } from '../../lib/contact.ts'
import { createApp } from '../../services/app.ts'
import type { GitHubSignInConfig } from '../../services/editor/githubSignIn.ts'
import type { ServiceMetrics } from '../../services/metrics/metrics.ts'
import type { DatabaseConfig } from '../../services/contact/store/postgresStore.ts'
import {
  createContactService,
  type ContactService,
  type ContactServiceConfig,
  type ContactServiceDeps,
} from '../../services/contact/contactService.ts'
import { dataPaths } from '../../services/contact/store/dataPaths.ts'
import { cleanUp, cleanups, tempDir } from './cleanups.ts'
import { memoryLogger } from './memoryLogger.ts'
import { startPostgres, type TestPostgres } from './testPostgres.ts'

export { memoryLogger }

export const serviceLabels: Record<ServiceValue, string> = {
  industrial: 'Industrial Automation',
  'smart-city': 'Smart City Solutions',
  environmental: 'Environmental Development',
  renewable: 'Renewable Energy',
  ai: 'AI Integration',
}

export const validEnquiry = {
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  company: 'Acme <Robotics> & Sons',
  service: 'smart-city',
  message: 'We would like <b>robots</b> on our site in Deira.\nPlease call.',
}

/** Fast retries, so outage tests take milliseconds rather than the production half minute. */
export const quickRetries = { firstRetryMs: 40, maxDelayMs: 80, stopGraceMs: 200, pollMs: 50, leaseMs: 5_000 }

export { cleanUp, tempDir }

export { freePort } from './productionServer.ts'

export interface TestSmtp {
  port: number
  url: string
  mails: ParsedMail[]
  close(): Promise<void>
}

/** A real SMTP server, without STARTTLS, on `host` (127.0.0.1 unless told) keeping every message it receives, parsed. */
export async function startSmtp(port = 0, host = '127.0.0.1'): Promise<TestSmtp> {
  const mails: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        mails.push(mail)
        callback()
      }, callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, host, resolve))
  const actualPort = (server.server.address() as AddressInfo).port
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  cleanups.push(close)
  return { port: actualPort, url: `smtp://${host}:${actualPort}`, mails, close }
}

export interface RunningContact {
  url: string
  service: ContactService
  logs: ReturnType<typeof memoryLogger>
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's own fields (id, error, fields) directly.
  post(body: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers }>
  /** Stops the service and the HTTP server, as a process shutdown would. */
  close(): Promise<void>
}

/** The contact form in the service's app (with the site and the editor when given), listening on 127.0.0.1 on a free port. */
export async function startContact(
  config: Partial<ContactServiceConfig> & { contactLog: string },
  options: {
    deps?: ContactServiceDeps
    trustProxy?: string[]
    editorSignIn?: GitHubSignInConfig
    /** The built site the app serves, as start.ts mounts it. */
    site?: RequestHandler
    /** The editor's set-up, made with the service's logger. */
    editor?: (logger: Logger) => RequestHandler
    /** /search and /ar/search, as serve.ts mounts them. */
    search?: RequestHandler
    /** The metrics, told of stored posts and watching the store as serve.ts sets them up. */
    metrics?: ServiceMetrics
  } = {},
): Promise<RunningContact> {
  const logs = memoryLogger()
  const service = await createContactService(
    {
      smtpUrl: undefined,
      contactTo: 'Enquiries <enquiries@company.example>',
      contactFrom: 'website@company.example',
      rateLimit: 1000,
      serviceLabels,
      // Test data carries fixed dates: none is erased by the retention period unless a test asks for it.
      retentionDays: 36_500,
      ...config,
    },
    { logger: logs.logger, retry: quickRetries, onStored: options.metrics?.countStored, ...options.deps },
  )
  options.metrics?.watchStore(service.store)
  const app = createApp({
    contact: service,
    logger: logs.logger,
    trustProxy: options.trustProxy ?? [],
    editorSignIn: options.editorSignIn,
    site: options.site,
    editor: options.editor?.(logs.logger),
    search: options.search,
    metrics: options.metrics,
  })
  // Idle connections kept as production keeps them (KEEP_ALIVE_SECONDS' default), longer than fetch keeps its own: with
  // Node's 5 s, a busy machine could close one on the server just as the next test's post went out on it.
  const server: Server = await new Promise((resolve) => {
    const listening = http
      .createServer({ keepAliveTimeout: 65_000 }, app)
      .listen(0, '127.0.0.1', () => resolve(listening))
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  let closed = false
  const close = async () => {
    if (closed) return
    closed = true
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await service.stop()
  }
  cleanups.push(close)
  return {
    url,
    service,
    logs,
    close,
    async post(body, headers = {}) {
      const response = await fetch(`${url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await response.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // left as text: the test will say what came back
      }
      return { status: response.status, body: parsed, headers: response.headers }
    },
  }
}

export async function readJsonLinesFile(file: string): Promise<Record<string, unknown>[]> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let cluster: Promise<TestPostgres> | undefined

/** One throwaway PostgreSQL cluster per test file, started on first use and removed by cleanUp(). */
export function testPostgres(): Promise<TestPostgres> {
  if (!cluster) {
    const starting = startPostgres()
    cluster = starting
    cleanups.unshift(async () => {
      cluster = undefined
      await (await starting).close()
    })
  }
  return cluster
}

export function testDatabase(url: string): DatabaseConfig {
  return { url, poolMax: 10, timeoutMs: 2_000 }
}

type Row = Record<string, unknown>

/** Where one service under test keeps its enquiries, and how a test reads back what it kept. */
export interface StorePlace {
  /** The service's folder: CONTACT_LOG is in it, and so is the outbox, whichever the store. */
  dir: string
  config: { contactLog: string; database?: DatabaseConfig }
  /** The stored enquiries, each as the log writes its line. */
  enquiries(): Promise<Row[]>
  spam(): Promise<Row[]>
  /** One record per attempt to e-mail: `{ id, at, ok, error?, resend? }`, oldest first. */
  deliveries(): Promise<Row[]>
}

export interface StoreKind {
  name: string
  /** A new, empty place for a service; several services given the same place share its store. */
  place(): Promise<StorePlace>
}

const jsonLinesKind: StoreKind = {
  name: 'JSON-lines log',
  async place() {
    const dir = await tempDir()
    const paths = dataPaths(path.join(dir, 'enquiries.jsonl'))
    return {
      dir,
      config: { contactLog: paths.enquiries },
      enquiries: () => readJsonLinesFile(paths.enquiries),
      spam: () => readJsonLinesFile(paths.spam),
      deliveries: () => readJsonLinesFile(paths.deliveries),
    }
  },
}

const postgresKind: StoreKind = {
  name: 'PostgreSQL',
  async place() {
    const dir = await tempDir()
    const url = await (await testPostgres()).createDatabase()
    const reader = new pg.Pool({ connectionString: url, max: 2 })
    // Tests stop the server on purpose; an idle connection it drops must not end the test run.
    reader.on('error', () => undefined)
    cleanups.push(() => reader.end())
    // A table the service has not created yet holds nothing.
    const rows = async (sql: string) => {
      try {
        return (await reader.query<Row>(sql)).rows
      } catch (error) {
        if ((error as { code?: string }).code === '42P01') return []
        throw error
      }
    }
    return {
      dir,
      config: { contactLog: path.join(dir, 'enquiries.jsonl'), database: testDatabase(url) },
      enquiries: async () =>
        (await rows('SELECT enquiry FROM enquiries ORDER BY received_at, id')).map((row) => row.enquiry as Row),
      spam: async () =>
        (
          await rows(
            `SELECT enquiry || jsonb_build_object('website', honeypot) AS line FROM spam ORDER BY received_at, id`,
          )
        ).map((row) => row.line as Row),
      deliveries: async () =>
        (await rows('SELECT enquiry_id, at, ok, error, resend FROM delivery_attempts ORDER BY id')).map((row) => ({
          id: row.enquiry_id,
          at: (row.at as Date).toISOString(),
          ok: row.ok,
          ...(row.error === null ? {} : { error: row.error }),
          ...(row.resend ? { resend: true } : {}),
        })),
    }
  },
}

/** The two stores every contract test runs on. */
export const storeKinds: readonly StoreKind[] = [jsonLinesKind, postgresKind]
