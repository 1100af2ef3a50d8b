import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, getJson } from './request.ts'

interface Seen {
  method: string
  url: string
  headers: http.IncomingHttpHeaders
  body: string
}

/** What the test server answers next, and what it has received. */
let answer: { status: number; statusText?: string; body?: string; type?: string } = { status: 200, body: '{}' }
const seen: Seen[] = []
let server: http.Server
let base: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body })
      if (answer.statusText) res.statusMessage = answer.statusText
      res.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/json' })
      res.end(answer.body ?? '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
})
afterEach(() => {
  seen.length = 0
  answer = { status: 200, body: '{}' }
  vi.restoreAllMocks()
})

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => expect.fail('expected the call to fail'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('apiRequest', () => {
  it('sends the body as JSON with a JSON content type, credentials included, and returns the response', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    answer = { status: 201, body: '{"id":"abc"}' }
    const response = await apiRequest('POST', `${base}/api/contact`, { firstName: 'Aisha', service: '' })

    expect(response.status).toBe(201)
    await expect(response.json()).resolves.toEqual({ id: 'abc' })
    expect(seen).toHaveLength(1)
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/contact', body: '{"firstName":"Aisha","service":""}' })
    expect(seen[0]!.headers['content-type']).toBe('application/json')
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include' })
  })

  it('sends no body and no content type when there is no body', async () => {
    await apiRequest('DELETE', `${base}/api/thing`)
    expect(seen[0]).toMatchObject({ method: 'DELETE', body: '' })
    expect(seen[0]!.headers['content-type']).toBeUndefined()
  })

  it.each([
    { case: 'a text body', status: 500, body: 'Mail server unavailable', message: '500: Mail server unavailable' },
    {
      case: 'a JSON body, verbatim',
      status: 429,
      body: '{"error":"Too many enquiries"}',
      message: '429: {"error":"Too many enquiries"}',
    },
    { case: 'an empty body: the status text', status: 404, body: '', message: '404: Not Found' },
    {
      case: 'an empty body and a custom status text',
      status: 503,
      statusText: 'Try Later',
      body: '',
      message: '503: Try Later',
    },
    { case: 'a redirect-class status that is not 2xx', status: 304, body: '', message: '304: Not Modified' },
  ])(
    'any non-2xx answer becomes an error "<status>: <body or status text>": $case',
    async ({ status, statusText, body, message }) => {
      answer = { status, statusText, body, type: 'text/plain' }
      const error = await failure(apiRequest('POST', `${base}/api/contact`, {}))
      expect(error.message).toBe(message)
      expect(error.status).toBe(status)
      expect(error.body).toBe(body)
    },
  )

  it('tries once: a failed write is not retried', async () => {
    answer = { status: 503, body: '{"error":"down"}' }
    await failure(apiRequest('POST', `${base}/api/contact`, {}))
    expect(seen).toHaveLength(1)
  })

  it('a network failure rejects with fetch’s own error', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    await expect(apiRequest('POST', `http://127.0.0.1:${port}/api/contact`, {})).rejects.toThrow(TypeError)
  })
})

describe('getJson', () => {
  it('GETs with credentials included and reads the answer as JSON', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    answer = { status: 200, body: '[{"title":"Solar"}]' }
    await expect(getJson(`${base}/api/news`)).resolves.toEqual([{ title: 'Solar' }])
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/news' })
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ credentials: 'include' })
  })

  it('joins the segments of a query key with slashes', async () => {
    await getJson([base, 'api', 'news', 2])
    expect(seen[0]!.url).toBe('/api/news/2')
  })

  it('a 401 throws by default', async () => {
    answer = { status: 401, body: '' }
    const error = await failure(getJson(`${base}/api/me`))
    expect(error.message).toBe('401: Unauthorized')
  })

  it('a 401 is no data with on401: "returnNull"', async () => {
    answer = { status: 401, body: '{"error":"who are you?"}' }
    await expect(getJson(`${base}/api/me`, { on401: 'returnNull' })).resolves.toBeNull()
  })

  it('other failures still throw with on401: "returnNull"', async () => {
    answer = { status: 500, body: 'boom' }
    const error = await failure(getJson(`${base}/api/me`, { on401: 'returnNull' }))
    expect(error.message).toBe('500: boom')
  })
})
