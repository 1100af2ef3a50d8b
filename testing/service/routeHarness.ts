// The contact form's route handlers run alone, for their unit tests: a request injected into a small Express app
// in memory (light-my-request: no socket, no server), with the parts each handler takes given by the test.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express'
import inject from 'light-my-request'
import type { Locale } from '../../lib/locales.ts'
import { answering, type Answering } from '../../services/contact/http/answering.ts'
import type { ProblemAnswer } from '../../services/contact/http/formPages.ts'

/** What a handler passed on: next() is answered 299 with the body as read, an error 599 with its type and status. */
export const passedOn = 299
export const erred = 599

export interface RouteAnswer {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  text: string
  // biome-ignore lint/suspicious/noExplicitAny: each test reads the answer's own fields directly.
  json(): any
}

export interface RouteRequest {
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  /** An object is sent as JSON (with its Content-Type unless the headers give one), a string as it is. */
  body?: string | object
  /** The socket's peer address. */
  remoteAddress?: string
  /** TRUST_PROXY, as createApp sets it. */
  trustProxy?: string[]
}

/** Answers a request with `handlers` mounted as one route at `/`, then what they passed on (see passedOn, erred). */
export async function runRoute(
  handlers: (RequestHandler | ErrorRequestHandler)[],
  request: RouteRequest = {},
): Promise<RouteAnswer> {
  const app = express()
  app.set('trust proxy', request.trustProxy ?? false)
  app.all('/', ...(handlers as RequestHandler[]), (req: express.Request, res: express.Response) => {
    res.status(passedOn).json({ body: req.body ?? null, formValues: res.locals.formValues ?? null })
  })
  app.use(((error, _req, res, _next) => {
    const { type, status } = error as { type?: unknown; status?: unknown }
    res.status(erred).json({ type, status })
  }) as ErrorRequestHandler)
  const json = typeof request.body === 'object'
  const response = await inject(app, {
    method: request.method ?? 'POST',
    url: '/',
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...request.headers },
    payload: json ? JSON.stringify(request.body) : request.body,
    remoteAddress: request.remoteAddress ?? '203.0.113.9',
  })
  return {
    status: response.statusCode,
    headers: response.headers,
    text: response.payload,
    json: () => JSON.parse(response.payload),
  }
}

/** A browser's headers for a plain form post from the contact page of `locale`. */
export function browserForm(locale: Locale = 'en'): Record<string, string> {
  return {
    accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'content-type': 'application/x-www-form-urlencoded',
    referer: `https://www.example.com${locale === 'en' ? '' : `/${locale}`}/contact`,
  }
}

/**
 * Answering with stand-in contact pages that write out what they were asked to show, so a test reads the page's
 * problem, language and refilled values as JSON inside <pre>.
 */
export function pagesAnswering(): Answering {
  return answering({
    problemPage: (locale: Locale, answer: ProblemAnswer) => `<pre>${JSON.stringify({ locale, ...answer })}</pre>`,
  })
}

/** What a stand-in page of pagesAnswering() was asked to show. */
export function shownProblem(answer: RouteAnswer): ProblemAnswer & { locale: Locale } {
  const match = /^<pre>(.*)<\/pre>$/s.exec(answer.text)
  if (!match?.[1]) throw new Error(`Not a stand-in problem page: ${answer.text.slice(0, 200)}`)
  return JSON.parse(match[1])
}
