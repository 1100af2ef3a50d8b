import { createHash } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanUp, startContact, tempDir } from '../../testing/service/serviceFixtures.ts'
import { type StandInGitHub, startStandInGitHub } from '../../testing/service/standInGitHub.ts'
import { readConfig } from '../settings/readConfig.ts'

/** A service and the public address (SITE_URL) it is reached at through the proxy in front of it. */
interface Site {
  url: string
  publicOrigin: string
  logs: Awaited<ReturnType<typeof startContact>>['logs']
}

let github: StandInGitHub
let site: Site
/** The same on a developer's machine: SITE_URL on http://localhost. */
let local: Site

async function startSite(publicOrigin: string): Promise<Site> {
  const running = await startContact(
    { contactLog: `${await tempDir()}/enquiries.jsonl` },
    {
      // The proxy in front is believed, so the forged headers below reach Express as a proxy's would.
      trustProxy: ['loopback'],
      editorSignIn: {
        clientId: github.clientId,
        clientSecret: github.clientSecret,
        githubOrigin: github.origin,
        siteOrigin: publicOrigin,
      },
    },
  )
  return { url: running.url, publicOrigin, logs: running.logs }
}

beforeAll(async () => {
  github = await startStandInGitHub()
  site = await startSite('https://www.company.example')
  local = await startSite('http://localhost:4321')
})

afterAll(async () => {
  await cleanUp()
  await github.close()
})

/** The first step, /api/cms/auth, as the CMS's window opens it; `kept` is the cookie as the browser sends it back. */
async function startSignIn(on: Site = site) {
  const start = await fetch(`${on.url}/api/cms/auth?provider=github&site_id=127.0.0.1&scope=repo`, {
    redirect: 'manual',
  })
  const cookie = start.headers.get('set-cookie') ?? ''
  return { start, cookie, kept: cookie.split(';')[0]!, authorize: new URL(start.headers.get('location') ?? '') }
}

/** GitHub's page, which sends the editor back to the public address; the proxy passes that on to the service. */
async function atGitHub(authorize: URL, on: Site = site) {
  const back = new URL((await fetch(authorize, { redirect: 'manual' })).headers.get('location') ?? '')
  expect(back.origin).toBe(on.publicOrigin)
  return new URL(back.pathname + back.search, on.url)
}

/** The sign-in as the CMS's window goes through it: /api/cms/auth, GitHub, back to /api/cms/callback. */
async function signIn(
  options: { state?: (state: string) => string; cookie?: (kept: string) => string; on?: Site } = {},
) {
  const started = await startSignIn(options.on)
  const back = await atGitHub(started.authorize, options.on)
  if (options.state) back.searchParams.set('state', options.state(back.searchParams.get('state') ?? ''))
  const cookie = options.cookie ? options.cookie(started.kept) : started.kept
  const callback = await fetch(back, { headers: cookie ? { cookie } : {} })
  return { ...started, callback, html: await callback.text() }
}

/** A request with headers fetch would not send as given (Host), as an attacker's own client sends them. */
function rawGet(url: URL, headers: Record<string, string>) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        response.resume().on('end', () => resolve(response))
      })
      .on('error', reject)
  })
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/** The message the answer page posts to the CMS window, and the hash its policy allows its script by. */
function handOff(html: string) {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? ''
  const message = JSON.parse(script.match(/var m=("(?:[^"\\]|\\.)*")/)?.[1] ?? '""') as string
  return { script, message, hash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` }
}

describe('signing editors in to /admin with GitHub', () => {
  it('sends the editor to GitHub with the app, the scope asked for, a return address on SITE_URL, a fresh state and a PKCE challenge', async () => {
    const { start, cookie, authorize } = await startSignIn()
    expect(start.status).toBe(302)
    // The CMS window must keep its hold on the sign-in window through every step.
    expect(start.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(authorize.origin + authorize.pathname).toBe(`${github.origin}/login/oauth/authorize`)
    expect(authorize.searchParams.get('client_id')).toBe(github.clientId)
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://www.company.example/api/cms/callback')
    expect(authorize.searchParams.get('scope')).toBe('repo')
    const state = authorize.searchParams.get('state') ?? ''
    expect(state).toMatch(/^[\w-]{40,}$/)
    // The verifier stays in the browser's cookie; GitHub sees only its hash until the exchange.
    const verifier = cookie.match(new RegExp(`^__Host-cms_oauth_state=${state}\\.([\\w-]+);`))?.[1] ?? ''
    expect(verifier).toMatch(/^[\w-]{43,128}$/)
    expect(authorize.searchParams.get('code_challenge')).toBe(sha256(verifier))
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.toString()).not.toContain(verifier)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    expect(cookie).toMatch(/; Path=\/;/)
    expect(cookie).not.toMatch(/Domain=/i)
    // Never a secret in an address.
    expect(authorize.toString()).not.toContain(github.clientSecret)
  })

  it('exchanges the code with the app secret and hands the token to the CMS window only, on this origin', async () => {
    const before = github.exchanges.length
    const { callback, html, kept } = await signIn()
    expect(callback.status).toBe(200)
    expect(github.exchanges.slice(before)).toEqual([
      expect.objectContaining({
        client_id: github.clientId,
        client_secret: github.clientSecret,
        redirect_uri: 'https://www.company.example/api/cms/callback',
        code_verifier: kept.split('.')[1],
      }),
    ])
    const { message, hash } = handOff(html)
    expect(message).toBe(`authorization:github:success:${JSON.stringify({ provider: 'github', token: github.token })}`)
    expect(html).toContain('postMessage(m,o)')
    expect(html).toContain('var o=location.origin')
    expect(callback.headers.get('content-security-policy')).toBe(
      `default-src 'none'; script-src ${hash}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    )
    expect(callback.headers.get('cache-control')).toBe('no-store')
    expect(callback.headers.get('referrer-policy')).toBe('no-referrer')
    expect(callback.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    // The state is used once; a browser clears a __Host- cookie only with its own attributes.
    expect(callback.headers.get('set-cookie')).toMatch(
      /^__Host-cms_oauth_state=; Path=\/; Expires=.*; HttpOnly; Secure; SameSite=Lax$/,
    )
  })

  it("ignores the Host and X-Forwarded-* an attacker's request names: GitHub sends the editor back to SITE_URL only", async () => {
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }
    const start = await rawGet(new URL('/api/cms/auth?provider=github', site.url), forged)
    expect(start.statusCode).toBe(302)
    const authorize = new URL(start.headers.location ?? '')
    expect(authorize.searchParams.get('redirect_uri')).toBe('https://www.company.example/api/cms/callback')
    // A request that claims plain http still gets the cookie only https may carry.
    const cookie = start.headers['set-cookie']?.[0] ?? ''
    expect(cookie).toMatch(
      /^__Host-cms_oauth_state=[\w-]+\.[\w-]+; Max-Age=600; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/,
    )
    // The return leg with the same forged headers exchanges the code for SITE_URL's address as well.
    const before = github.exchanges.length
    const callback = await rawGet(await atGitHub(authorize), { ...forged, cookie: cookie.split(';')[0]! })
    expect(callback.statusCode).toBe(200)
    expect(github.exchanges.slice(before)).toEqual([
      expect.objectContaining({ redirect_uri: 'https://www.company.example/api/cms/callback' }),
    ])
  })

  it("refuses a code taken from an editor's sign-in when an attacker brings it back in a sign-in of their own", async () => {
    // The editor's code leaks on its way back (a log, a Referer) before the editor's window uses it.
    const editor = await startSignIn()
    const stolen = (await atGitHub(editor.authorize)).searchParams.get('code') ?? ''
    // The attacker starts a sign-in, so holds a state and a cookie that match, and swaps the code in.
    const attacker = await startSignIn()
    const back = await atGitHub(attacker.authorize)
    back.searchParams.set('code', stolen)
    const before = github.exchanges.length
    const callback = await fetch(back, { headers: { cookie: attacker.kept } })
    const html = await callback.text()
    // GitHub is asked, but with the attacker's verifier, which does not match the editor's challenge.
    expect(github.exchanges.slice(before)).toEqual([
      expect.objectContaining({ code: stolen, code_verifier: attacker.kept.split('.')[1] }),
    ])
    expect(callback.status).toBe(502)
    expect(handOff(html).message).toMatch(/^authorization:github:error:.*GitHub did not give a sign-in token/)
    expect(html).not.toContain(github.token)
  })

  it('on http://localhost, keeps the cookie plain and without Secure, so signing in works on a developer machine', async () => {
    const { authorize, cookie, callback, html } = await signIn({ on: local })
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:4321/api/cms/callback')
    expect(cookie).toMatch(
      /^cms_oauth_state=[\w-]+\.[\w-]+; Max-Age=600; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    )
    expect(callback.status).toBe(200)
    expect(handOff(html).message).toContain(github.token)
  })

  it('refuses a return with another state, or none kept here, without asking GitHub for a token', async () => {
    const before = github.exchanges.length
    for (const attempt of [
      { state: (state: string) => `${state}x` },
      { cookie: () => '' },
      // The state alone, as a sign-in started before PKCE kept it: without its verifier the code is useless.
      { cookie: (kept: string) => kept.split('.')[0]! },
      // The right state under the plain name, as a site on http would keep it, is not this site's cookie.
      { cookie: (kept: string) => kept.replace(/^__Host-/, '') },
    ]) {
      const { callback, html } = await signIn(attempt)
      expect(callback.status).toBe(400)
      expect(handOff(html).message).toMatch(/^authorization:github:error:.*sign in again from \/admin/)
    }
    expect(github.exchanges.length).toBe(before)
  })

  it('says so when GitHub gives no token, and logs no code, token, verifier or secret', async () => {
    const secrets = [github.clientSecret, github.token, 'code-']
    github.failWith = { error: 'bad_verification_code', error_description: 'The code passed is incorrect.' }
    try {
      const { callback, html, kept } = await signIn()
      secrets.push(kept.split('.')[1]!)
      expect(callback.status).toBe(502)
      expect(handOff(html).message).toMatch(/^authorization:github:error:.*GitHub did not give a sign-in token/)
    } finally {
      github.failWith = undefined
    }
    const logs = site.logs.text()
    expect(logs).toContain('bad_verification_code')
    for (const secret of secrets) expect(logs).not.toContain(secret)
  })

  it('answers a sign-in that is not set up with what to set, in the CMS window', async () => {
    const bare = await startContact({ contactLog: `${await tempDir()}/enquiries.jsonl` })
    const response = await fetch(`${bare.url}/api/cms/auth?provider=github`)
    expect(response.status).toBe(503)
    expect(handOff(await response.text()).message).toMatch(/GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET/)
  })
})

describe('the sign-in settings', () => {
  const fallbacks = { companyEmail: 'info@company.example' }
  const problems = (env: Record<string, string>) => {
    try {
      readConfig(env, fallbacks)
      return []
    } catch (error) {
      return (error as { problems: string[] }).problems
    }
  }

  it('takes both, or neither, with SITE_URL, and never repeats the secret', () => {
    expect(readConfig({}, fallbacks).editorSignIn).toBeUndefined()
    expect(
      readConfig(
        {
          GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678',
          GITHUB_OAUTH_CLIENT_SECRET: 'f'.repeat(40),
          SITE_URL: 'https://www.company.example/',
        },
        fallbacks,
      ).editorSignIn,
    ).toEqual({
      clientId: 'Ov23liAbCdEf12345678',
      clientSecret: 'f'.repeat(40),
      githubOrigin: 'https://github.com',
      siteOrigin: 'https://www.company.example',
    })
    expect(problems({ GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678' })).toEqual([
      'GITHUB_OAUTH_CLIENT_SECRET is unset while GITHUB_OAUTH_CLIENT_ID is set; set both, from the GitHub OAuth app editors sign in with, or neither.',
    ])
    const secret = 'not a secret!'
    const said = problems({ GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678', GITHUB_OAUTH_CLIENT_SECRET: secret })
    expect(said).toHaveLength(1)
    expect(said[0]).not.toContain(secret)
    expect(problems({ GITHUB_OAUTH_ORIGIN: 'github.com' })[0]).toMatch(/^GITHUB_OAUTH_ORIGIN is "github.com"/)
  })
})
