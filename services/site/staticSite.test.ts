import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'
import express from 'express'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanUp, tempDir } from '../../testing/service/cleanups.ts'
import { staticSite } from './staticSite.ts'

// A tiny fake build, so these tests need no `npm run build`. The script is over 512 bytes, as precompress.ts wants.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(120))}\n`
const notFoundHtml = `<!doctype html><title>Not found</title><p>${'No such page. '.repeat(60)}</p>\n`
const siteFiles: Record<string, string | Buffer> = {
  'index.html': '<!doctype html><title>Home</title>',
  'about/index.html': '<!doctype html><title>About</title>',
  '404.html': notFoundHtml,
  '404.html.br': zlib.brotliCompressSync(notFoundHtml),
  '404.html.gz': zlib.gzipSync(notFoundHtml),
  'assets/app.abc123.js': script,
  'assets/app.abc123.js.br': zlib.brotliCompressSync(script),
  'assets/app.abc123.js.gz': zlib.gzipSync(script),
  'img/x.png': Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'about/index.pageContext.json': '{"title":"About"}',
}
const secret = 'TOP SECRET, outside the root'

async function fakeSite(): Promise<{ dir: string; root: string }> {
  const dir = await tempDir()
  const root = path.join(dir, 'site')
  for (const [name, content] of Object.entries(siteFiles)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true })
    fs.writeFileSync(path.join(root, name), content)
  }
  // Beside the root, where a path that climbs out of it would land.
  fs.writeFileSync(path.join(dir, 'secret.txt'), secret)
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ secret }))
  return { dir, root }
}

/** The site on 127.0.0.1, with a last handler answering 405 to show what staticSite passed on. */
async function listen(root: string): Promise<number> {
  const app = express()
  app.use(staticSite(root))
  app.use((_req, res) => {
    res.status(405).send('passed on')
  })
  const server: http.Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  return (server.address() as AddressInfo).port
}

const servers: http.Server[] = []

let root: string
let port: number

beforeAll(async () => {
  ;({ root } = await fakeSite())
  port = await listen(root)
})

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await cleanUp()
})

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

/** A request with exactly this path (fetch would fold `//` and `\`), and the body as sent (fetch would decompress). */
function get(
  requestPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: requestPath, method, headers, agent: false },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
    request.end()
  })
}

const file = (name: string) => fs.readFileSync(path.join(root, name))

/** Where a browser on http://site.test would go. */
const origin = (location: string) => new URL(location, 'http://site.test/').origin

describe('a path with trailing slashes', () => {
  it.each([
    { path: '/about/', location: '/about' },
    { path: '/about/?x=1', location: '/about?x=1' },
    { path: '/about//', location: '/about' },
    { path: '/about/?next=//evil.example/', location: '/about?next=//evil.example/' },
    { path: '/a%20b/', location: '/a%20b' },
    { path: '/a\\b/', location: '/a%5Cb' },
    // A leading run of `/` and `\` is one `/`, and escapes stay escaped: all on this site.
    { path: '//evil.example/', location: '/evil.example' },
    { path: '/\\/evil.example/?x=1', location: '/evil.example?x=1' },
    { path: '/%2Fevil.example/', location: '/%2Fevil.example' },
    { path: '/%5Cevil.example/', location: '/%5Cevil.example' },
    { path: '//', location: '/' },
  ])('$path answers 301 to $location', async ({ path: requestPath, location }) => {
    const answer = await get(requestPath)
    expect(answer.status).toBe(301)
    expect(answer.headers.location).toBe(location)
  })

  it('redirects through fetch too', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/about/?x=1`, { redirect: 'manual' })
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/about?x=1')
  })

  // Browsers read `\` as `/` and `//host` as another site: each of these once redirected to evil.example.
  it.each([
    '//evil.example/',
    '/%2Fevil.example/',
    '/%5Cevil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '///evil.example/',
    '/\\/evil.example/',
    '/\\\\evil.example/',
    '//\\evil.example/',
    '//evil.example//?x=1',
    '//evil.example:80/',
    '/%09/evil.example/',
    '//',
    '/\\/',
  ])('%s never redirects to another site', async (requestPath) => {
    const answer = await get(requestPath)
    expect([301, 404]).toContain(answer.status)
    if (answer.status === 301) expect(origin(answer.headers.location!)).toBe('http://site.test')
  })

  it('stays on the site whatever slashes, backslashes and escapes the path holds', async () => {
    const piece = fc.constantFrom(
      '/',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%5c',
      '%09',
      '%',
      'evil.example',
      '.',
      '..',
      '@',
      ':',
      '?',
      '#',
    )
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 8 }), async (pieces) => {
        // `?` and `#` can end the path early, so the home page (200) may answer too.
        const answer = await get(`/${pieces.join('')}/`)
        expect([200, 301, 404]).toContain(answer.status)
        if (answer.headers.location !== undefined) expect(origin(answer.headers.location)).toBe('http://site.test')
      }),
      { numRuns: 150 },
    )
  })
})

describe('files and pages', () => {
  it('serves a page from its folder, revalidated on every visit', async () => {
    const answer = await get('/about')
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.body.toString()).toBe(siteFiles['about/index.html'])
  })

  it('serves the home page', async () => {
    const answer = await get('/')
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(siteFiles['index.html'])
  })

  it.each([
    { accept: 'gzip, deflate, br, zstd', encoding: 'br', body: 'assets/app.abc123.js.br' },
    { accept: 'br', encoding: 'br', body: 'assets/app.abc123.js.br' },
    { accept: 'gzip', encoding: 'gzip', body: 'assets/app.abc123.js.gz' },
    { accept: undefined, encoding: undefined, body: 'assets/app.abc123.js' },
    { accept: 'identity', encoding: undefined, body: 'assets/app.abc123.js' },
  ])(
    'sends a hashed asset precompressed when accepted ($accept), cached for a year',
    async ({ accept, encoding, body }) => {
      const answer = await get('/assets/app.abc123.js', {
        headers: accept === undefined ? {} : { 'accept-encoding': accept },
      })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-encoding']).toBe(encoding)
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8')
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary).toBe('Accept-Encoding')
      expect(answer.body.equals(file(body))).toBe(true)
    },
  )

  it.each([
    { path: '/robots.txt', type: 'text/plain; charset=utf-8', cache: 'public, max-age=3600' },
    { path: '/about/index.pageContext.json', type: 'application/json; charset=utf-8', cache: 'no-cache' },
    { path: '/img/x.png', type: 'image/png', cache: 'public, max-age=31536000, immutable' },
    { path: '/about/index.html', type: 'text/html; charset=utf-8', cache: 'no-cache' },
  ])('sends $path as $type, $cache', async ({ path: requestPath, type, cache }) => {
    const answer = await get(requestPath, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe(type)
    expect(answer.headers['cache-control']).toBe(cache)
    expect(answer.body.equals(file(requestPath.slice(1)))).toBe(true)
  })

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/about', { method: 'HEAD' })
    expect(answer.status).toBe(200)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['content-length']).toBe(String(file('about/index.html').length))
    expect(answer.body.length).toBe(0)
  })

  it('answers 304 to a matching If-None-Match, still saying how to cache', async () => {
    const first = await get('/assets/app.abc123.js', { headers: { 'accept-encoding': 'br' } })
    expect(first.headers.etag).toBeTruthy()
    const again = await get('/assets/app.abc123.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! },
    })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The plain file is another representation with another tag.
    const plain = await get('/assets/app.abc123.js', { headers: { 'if-none-match': first.headers.etag! } })
    expect(plain.status).toBe(200)
  })

  it('ignores Range, as sirv would throw on a backward one', async () => {
    for (const range of ['bytes=5-2', 'bytes=0-3']) {
      const answer = await get('/robots.txt', { headers: { range } })
      expect(answer.status).toBe(200)
      expect(answer.body.equals(file('robots.txt'))).toBe(true)
    }
  })

  it('passes every method but GET and HEAD on', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const answer = await get('/about', { method })
      expect(answer.status, method).toBe(405)
      expect(answer.body.toString()).toBe('passed on')
    }
  })
})

describe('the not-found page', () => {
  it('answers a path with no file, with status 404, revalidated', async () => {
    const answer = await get('/no-such-page')
    expect(answer.status).toBe(404)
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(answer.headers['cache-control']).toBe('no-cache')
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(answer.body.toString()).toBe(notFoundHtml)
  })

  it.each([
    { accept: 'br, gzip', encoding: 'br', body: '404.html.br' },
    { accept: 'gzip', encoding: 'gzip', body: '404.html.gz' },
    { accept: 'br;q=0, gzip', encoding: 'gzip', body: '404.html.gz' },
    { accept: 'identity', encoding: undefined, body: '404.html' },
  ])('is precompressed when accepted ($accept)', async ({ accept, encoding, body }) => {
    const answer = await get('/no-such-page', { headers: { 'accept-encoding': accept } })
    expect(answer.status).toBe(404)
    expect(answer.headers['content-encoding']).toBe(encoding)
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.body.equals(file(body))).toBe(true)
  })

  it('answers HEAD without a body', async () => {
    const answer = await get('/no-such-page', { method: 'HEAD' })
    expect(answer.status).toBe(404)
    expect(answer.body.length).toBe(0)
  })

  it.each([
    '/%E0%A4%A',
    '/%E0%A4%A/more',
    '/assets/%E0%A4%A.js',
    '/%',
    '/%00',
    '/about%00',
    '/robots.txt%00.html',
    // Not pages of their own: pages are folders with an index.html.
    '/index',
    '/404',
    '/about/index',
    '/assets',
    '/assets/app.abc123',
  ])('answers %s', async (requestPath) => {
    const answer = await get(requestPath)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).toBe(notFoundHtml)
  })

  it.each([
    '/../secret.txt',
    '/../package.json',
    '/..%2fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../../../../../../etc/passwd',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/%5c..%5c..%5csecret.txt',
    '/..%00/secret.txt',
    '/%252e%252e/secret.txt',
  ])('never leaves the root: %s', async (requestPath) => {
    const answer = await get(requestPath)
    expect(answer.status).toBe(404)
    expect(answer.body.toString()).toBe(notFoundHtml)
    expect(answer.body.toString()).not.toContain('SECRET')
  })
})

describe('staticSite', () => {
  it('refuses a folder without a build', async () => {
    const dir = await tempDir()
    expect(() => staticSite(dir)).toThrow(`No prerendered site in ${dir}: run \`npm run build\` first.`)
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html>')
    expect(() => staticSite(dir)).toThrow('No prerendered site')
  })

  it('survives a file removed under it (a rebuild while serving)', async () => {
    const { root: otherRoot } = await fakeSite()
    const otherPort = await listen(otherRoot)
    fs.rmSync(path.join(otherRoot, 'robots.txt'))
    const broken = await new Promise<string>((resolve) => {
      http
        .get({ host: '127.0.0.1', port: otherPort, path: '/robots.txt', agent: false }, (response) => {
          response.on('data', () => {})
          response.on('end', () => resolve(`ended with ${response.statusCode}`))
          response.on('error', () => resolve('cut off'))
          response.on('aborted', () => resolve('cut off'))
        })
        .on('error', () => resolve('cut off'))
    })
    expect(broken).not.toBe('ended with 200')
    const after = await fetch(`http://127.0.0.1:${otherPort}/about`)
    expect(after.status).toBe(200)
  })
})
