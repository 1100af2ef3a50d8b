import fs from 'node:fs'
import path from 'node:path'
import { textContent } from 'domutils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { builtPages, ensureBuilt } from '../../testing/service/builtSite.ts'
import { cleanUp, startContact, tempDir, validEnquiry } from '../../testing/service/serviceFixtures.ts'
import {
  adminContentSecurityPolicy,
  adminSecurityHeaderValues,
  contentSecurityPolicy,
  inlineScripts,
  scriptHashSource,
  securityHeaderValues,
} from '../../lib/securityHeaders.ts'
import { arabicTypefaceScript } from '../../lib/arabicTypeface.ts'
import { all, attribute, parseDocument } from '../../lib/html.ts'
import { staticSite } from './staticSite.ts'

const siteRoot = path.resolve('dist/client')

/** The address of one script of the build, e.g. /assets/entries/page.js. */
function someScript(): string {
  const script = fs
    .readdirSync(path.join(siteRoot, 'assets'), { recursive: true, encoding: 'utf8' })
    .find((name) => name.endsWith('.js'))
  if (!script) throw new Error(`No script under ${siteRoot}/assets`)
  return `/assets/${script.split(path.sep).join('/')}`
}

let url: string

// The production app as start.ts builds it (the site and its service), on a free port of 127.0.0.1.
beforeAll(async () => {
  // Vitest sets NODE_ENV=test, which the build would inherit and turn into a development build of React.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    ensureBuilt()
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  const contactLog = path.join(await tempDir(), 'enquiries.jsonl')
  url = (await startContact({ contactLog }, { site: staticSite(siteRoot) })).url
}, 10 * 60_000)

afterAll(cleanUp)

describe('every response carries the security headers', () => {
  const json = { 'content-type': 'application/json' }
  const cases: { what: string; path: () => string; init?: RequestInit; status: number }[] = [
    { what: 'a page', path: () => '/', status: 200 },
    { what: 'an asset', path: someScript, status: 200 },
    { what: 'the not-found page', path: () => '/no-such-page', status: 404 },
    { what: 'a redirect', path: () => '/about/', init: { redirect: 'manual' }, status: 301 },
    {
      what: 'an invalid enquiry',
      path: () => '/api/contact',
      init: { method: 'POST', headers: json, body: JSON.stringify({ ...validEnquiry, email: 'not an address' }) },
      status: 400,
    },
    {
      what: 'an error (malformed JSON)',
      path: () => '/api/contact',
      init: { method: 'POST', headers: json, body: '{"firstName":' },
      status: 400,
    },
    { what: 'an unknown API endpoint (JSON 404)', path: () => '/api/nothing-here', status: 404 },
    { what: 'the health check', path: () => '/healthz', status: 200 },
  ]

  it.each(cases)('$what', async ({ path: pathOf, init, status }) => {
    const response = await fetch(url + pathOf(), init)
    await response.arrayBuffer()
    expect(response.status).toBe(status)
    for (const [name, value] of Object.entries(securityHeaderValues())) {
      expect(response.headers.get(name), name).toBe(value)
    }
    expect(response.headers.get('x-powered-by')).toBeNull()
  })
})

describe("/admin, the editors' CMS", () => {
  it.each(['/admin', '/admin/config.yml', '/admin/start.js'])('%s carries its own headers', async (address) => {
    const response = await fetch(url + address)
    await response.arrayBuffer()
    expect(response.status).toBe(200)
    for (const [name, value] of Object.entries(adminSecurityHeaderValues())) {
      expect(response.headers.get(name), name).toBe(value)
    }
  })

  it('allows scripts from this site only, nothing evaluated, and GitHub only for its API, its status and its pictures', () => {
    const policy = adminContentSecurityPolicy()
    expect(policy).not.toMatch(/'unsafe-eval'|'wasm-unsafe-eval'|\*/)
    const script = policy.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(script).toBe("script-src 'self'")
    const elsewhere = new Set(policy.match(/https:\/\/[^\s;]+/g))
    expect([...elsewhere].sort()).toEqual([
      'https://api.github.com',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
      'https://www.githubstatus.com',
    ])
    expect(adminSecurityHeaderValues()['X-Robots-Tag']).toBe('noindex, nofollow')
  })

  // The CMS makes its web app manifest a blob: address; the pages' own manifest is a file of this site. Its preview
  // pane is a blob: document under the same policy with a <base> of this site; the pages allow no <base> at all.
  // A directive the policy does not name takes default-src's sources, as browsers apply it.
  it.each([
    { address: '/admin', directive: 'manifest-src', sources: "'self' blob:" },
    { address: '/', directive: 'manifest-src', sources: "'self'" },
    { address: '/contact', directive: 'manifest-src', sources: "'self'" },
    { address: '/admin', directive: 'base-uri', sources: "'self'" },
    { address: '/', directive: 'base-uri', sources: "'none'" },
    { address: '/contact', directive: 'base-uri', sources: "'none'" },
  ])('$address: $directive $sources', async ({ address, directive, sources }) => {
    const response = await fetch(url + address)
    await response.arrayBuffer()
    const directives = (response.headers.get('content-security-policy') ?? '')
      .split(';')
      .map((each) => each.trim().split(/\s+/))
    const found =
      directives.find(([name]) => name === directive) ??
      (directive.endsWith('-src') ? directives.find(([name]) => name === 'default-src') : undefined)
    expect(found?.slice(1).join(' ')).toBe(sources)
  })

  it('is written for a CDN in dist/admin-security-headers.txt, exactly as the server sends it', () => {
    const lines = fs.readFileSync(path.resolve('dist/admin-security-headers.txt'), 'utf8').trim().split('\n')
    expect(lines).toEqual(Object.entries(adminSecurityHeaderValues()).map(([name, value]) => `${name}: ${value}`))
  })
})

describe('the Content-Security-Policy', () => {
  const directives = (policy: string) =>
    new Map(
      policy.split(';').map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/)
        return [name!, sources]
      }),
    )

  it('allows no inline or evaluated script but the hashed three, no plugins, base rewriting or framing', () => {
    const policy = contentSecurityPolicy()
    expect(directives(policy).get('script-src')).toEqual(["'self'", ...inlineScripts.map(scriptHashSource)])
    expect(inlineScripts).toHaveLength(3)
    expect(policy).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|\*/)
    expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'")
    expect(directives(policy).get('object-src')).toEqual(["'none'"])
    expect(directives(policy).get('base-uri')).toEqual(["'none'"])
    expect(directives(policy).get('frame-ancestors')).toEqual(["'none'"])
  })

  it('hashes a script as browsers do: sha256 of its exact text, in base64', () => {
    // The value from the CSP specification's example of a hash source.
    expect(scriptHashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
  })

  // Browsers refuse any other inline script, so one in a built page must be caught here: make it a file under
  // /assets/ instead. Should a Beasties upgrade change its stylesheet switch, this shows the new text to put in
  // securityHeaders.ts.
  it('holds for the build: every page runs only hashed inline scripts, besides data blocks', () => {
    const pages = builtPages(siteRoot)
    expect(pages.length).toBeGreaterThan(0)
    const data = new Set(['application/ld+json', 'application/json'])
    for (const { route, file } of pages) {
      const document = parseDocument(fs.readFileSync(file, 'utf8'))
      const runnable = all('script:not([src])', document)
        .filter((script) => !data.has(attribute(script, 'type') ?? ''))
        .map((script) => textContent(script))
      // The typeface's switch is on Arabic pages only: English pages load no font.
      const arabic = attribute(all('html', document)[0]!, 'lang') === 'ar'
      const expected = arabic ? inlineScripts : inlineScripts.filter((script) => script !== arabicTypefaceScript)
      expect(runnable.sort(), route).toEqual([...expected].sort())
    }
  })

  it('is written for a CDN in dist/security-headers.txt, exactly as the server sends it', () => {
    const lines = fs.readFileSync(path.resolve('dist/security-headers.txt'), 'utf8').trim().split('\n')
    expect(lines).toEqual(Object.entries(securityHeaderValues()).map(([name, value]) => `${name}: ${value}`))
  })
})
