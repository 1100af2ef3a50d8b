/**
 * The site's only way of calling its own API.
 *
 * Policy, as a query cache would be configured: nothing is refetched on window focus or on an
 * interval, nothing read ever goes stale, and neither reads nor writes are retried. With one write and no reads a
 * cache library would be dead weight on the page, so there is none: each call is made once and its failure is
 * reported to the visitor.
 */

/** A non-2xx answer. `message` is "<status>: <body text or status text>". */
export class ApiError extends Error {
  override name = 'ApiError'
  readonly status: number
  /** The answer's body as text; empty when there was none. */
  readonly body: string

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`)
    this.status = status
    this.body = body
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return
  const body = await response.text().catch(() => '')
  throw new ApiError(response.status, body, response.statusText)
}

/**
 * Sends a write: credentials included, `body` (when given) as JSON with a JSON content type. Resolves with the
 * Response for a 2xx answer and rejects with an ApiError for any other; a network failure rejects with fetch's own
 * TypeError.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'include',
  })
  await throwIfNotOk(response)
  return response
}

/** A read's address, or the segments of its query key, joined with "/" (["/api", "news"] is /api/news). */
export type QueryKey = string | readonly (string | number)[]

export interface GetJsonOptions {
  /** What a 401 means: an error (the default), or simply no data. */
  on401?: 'throw' | 'returnNull'
}

/** GETs JSON with credentials included. A 401 throws, or resolves to null with `on401: 'returnNull'`. */
export function getJson<T>(key: QueryKey, options?: { on401?: 'throw' }): Promise<T>
export function getJson<T>(key: QueryKey, options: { on401: 'returnNull' }): Promise<T | null>
export async function getJson<T>(key: QueryKey, { on401 = 'throw' }: GetJsonOptions = {}): Promise<T | null> {
  const url = typeof key === 'string' ? key : key.join('/')
  const response = await fetch(url, { credentials: 'include' })
  if (on401 === 'returnNull' && response.status === 401) return null
  await throwIfNotOk(response)
  return (await response.json()) as T
}
