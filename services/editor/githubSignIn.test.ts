import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanUp, startContact, tempDir } from '../../testing/serviceFixtures.ts'
import { type StandInGitHub, startStandInGitHub } from '../../testing/standInGitHub.ts'
import { readConfig } from '../contact/config.ts'

let github: StandInGitHub
let site: Awaited<ReturnType<typeof startContact>>

beforeAll(async () => {
  github = await startStandInGitHub()
  site = await startContact(
    { contactLog: `${await tempDir()}/enquiries.jsonl` },
    {
      editorSignIn: {
        clientId: github.clientId,
        clientSecret: github.clientSecret,
        githubOrigin: github.origin,
        siteOrigin: undefined,
      },
    },
  )
})

afterAll(async () => {
  await cleanUp()
  await github.close()
})

/** The sign-in as the CMS's window goes through it: /api/cms/auth, GitHub, back to /api/cms/callback. */
async function signIn(options: { state?: (state: string) => string; cookie?: boolean } = {}) {
  const start = await fetch(`${site.url}/api/cms/auth?provider=github&site_id=127.0.0.1&scope=repo`, {
    redirect: 'manual',
  })
  const cookie = start.headers.get('set-cookie') ?? ''
  const authorize = new URL(start.headers.get('location') ?? '')
  const atGitHub = await fetch(authorize, { redirect: 'manual' })
  const back = new URL(atGitHub.headers.get('location') ?? '')
  if (options.state) back.searchParams.set('state', options.state(back.searchParams.get('state') ?? ''))
  const callback = await fetch(back, {
    headers: options.cookie === false ? {} : { cookie: cookie.split(';')[0]! },
  })
  return { start, cookie, authorize, callback, html: await callback.text() }
}

/** The message the answer page posts to the CMS window, and the hash its policy allows its script by. */
function handOff(html: string) {
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? ''
  const message = JSON.parse(script.match(/var m=("(?:[^"\\]|\\.)*")/)?.[1] ?? '""') as string
  return { script, message, hash: `'sha256-${createHash('sha256').update(script).digest('base64')}'` }
}

describe('signing editors in to /admin with GitHub', () => {
  it('sends the editor to GitHub with the app, the scope asked for, a return address here and a fresh state', async () => {
    const { start, cookie, authorize } = await signIn()
    expect(start.status).toBe(302)
    // The CMS window must keep its hold on the sign-in window through every step.
    expect(start.headers.get('cross-origin-opener-policy')).toBe('unsafe-none')
    expect(authorize.origin + authorize.pathname).toBe(`${github.origin}/login/oauth/authorize`)
    expect(authorize.searchParams.get('client_id')).toBe(github.clientId)
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.url}/api/cms/callback`)
    expect(authorize.searchParams.get('scope')).toBe('repo')
    const state = authorize.searchParams.get('state') ?? ''
    expect(state).toMatch(/^[\w-]{40,}$/)
    expect(cookie).toContain(`cms_oauth_state=${state}`)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Path=\/api\/cms/)
    // Never a secret in an address.
    expect(authorize.toString()).not.toContain(github.clientSecret)
  })

  it('exchanges the code with the app secret and hands the token to the CMS window only, on this origin', async () => {
    const before = github.exchanges.length
    const { callback, html } = await signIn()
    expect(callback.status).toBe(200)
    expect(github.exchanges.slice(before)).toEqual([
      expect.objectContaining({ client_id: github.clientId, client_secret: github.clientSecret }),
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
    // The state is used once.
    expect(callback.headers.get('set-cookie')).toMatch(/cms_oauth_state=;/)
  })

  it('refuses a return with another state, or none kept here, without asking GitHub for a token', async () => {
    const before = github.exchanges.length
    for (const attempt of [{ state: (state: string) => `${state}x` }, { cookie: false }]) {
      const { callback, html } = await signIn(attempt)
      expect(callback.status).toBe(400)
      expect(handOff(html).message).toMatch(/^authorization:github:error:.*sign in again from \/admin/)
    }
    expect(github.exchanges.length).toBe(before)
  })

  it('says so when GitHub gives no token, and logs no code, token or secret', async () => {
    github.failWith = { error: 'bad_verification_code', error_description: 'The code passed is incorrect.' }
    try {
      const { callback, html } = await signIn()
      expect(callback.status).toBe(502)
      expect(handOff(html).message).toMatch(/^authorization:github:error:.*GitHub did not give a sign-in token/)
    } finally {
      github.failWith = undefined
    }
    const logs = site.logs.text()
    expect(logs).toContain('bad_verification_code')
    for (const secret of [github.clientSecret, github.token, 'code-']) expect(logs).not.toContain(secret)
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

  it('takes both, or neither, and never repeats the secret', () => {
    expect(readConfig({}, fallbacks).editorSignIn).toBeUndefined()
    expect(
      readConfig(
        { GITHUB_OAUTH_CLIENT_ID: 'Ov23liAbCdEf12345678', GITHUB_OAUTH_CLIENT_SECRET: 'f'.repeat(40) },
        fallbacks,
      ).editorSignIn,
    ).toEqual({
      clientId: 'Ov23liAbCdEf12345678',
      clientSecret: 'f'.repeat(40),
      githubOrigin: 'https://github.com',
      siteOrigin: undefined,
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
