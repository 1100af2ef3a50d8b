import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { escapeUTF8 } from 'entities'
import express, { type CookieOptions, type Request, type Response, type Router } from 'express'
import type { Logger } from 'pino'
import { scriptHashSource } from '../../lib/securityHeaders.ts'

/**
 * Signing editors in to the CMS at /admin with their GitHub account, without a third-party service: the OAuth web flow
 * of a GitHub OAuth app, answered by this service.
 *
 *   GET /api/cms/auth      (opened by the CMS in a small window) → GitHub's page that asks the editor to allow it
 *   GET /api/cms/callback  (where GitHub sends the editor back) → the code exchanged for a token, handed to the CMS
 *
 * The token goes to the CMS window that opened the sign-in, by postMessage to this site's own origin, in the
 * handshake the CMS expects ("authorizing:github", then "authorization:github:success:{…}"). It is never logged
 * (the request log keeps paths without their query) and never stored here.
 *
 * Nothing the request says about where it came to (Host, X-Forwarded-Host, X-Forwarded-Proto) is used: GitHub sends
 * the editor back to SITE_URL only. The code is bound to this sign-in by PKCE (RFC 7636, S256), so a code that leaks
 * on its way back (a log, a Referer) cannot be redeemed in anyone else's sign-in.
 */
export interface GitHubSignInConfig {
  clientId: string
  clientSecret: string
  /** https://github.com, or a stand-in in tests. */
  githubOrigin: string
  /** The site's public origin (SITE_URL): GitHub sends editors back to it, whatever address a request claims. */
  siteOrigin: string
}

const callbackPath = '/api/cms/callback'
/**
 * How long the editor has on GitHub's page before the sign-in must start again: the life of the site's one cookie,
 * which the privacy policy states.
 */
export const stateMaxAgeSeconds = 600
const tokenTimeoutMs = 10_000
// The CMS asks for `repo` (private repositories) or `public_repo`; nothing wider is passed on.
const scopes = new Set(['repo', 'public_repo'])

export function githubSignIn(config: GitHubSignInConfig | undefined, logger: Logger): Router {
  const router = express.Router()
  // The CMS window watches the sign-in window and gives up once it cannot see it: every page and redirect of the
  // sign-in keeps the hold the CMS window has on it, which the site's same-origin opener policy would cut.
  router.use('/api/cms', (_req, res, next) => {
    res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none')
    next()
  })

  router.get('/api/cms/auth', (req, res) => {
    if (!config) {
      return answer(res, 503, {
        error:
          'Signing in with GitHub is not set up on this site: set GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET, or sign in with an access token.',
      })
    }
    if (req.query.provider !== undefined && req.query.provider !== 'github')
      return answer(res, 400, { error: 'Only GitHub sign-in is offered here.' })
    const state = randomBytes(32).toString('base64url')
    // 32 random bytes make the 43 base64url characters RFC 7636 asks of a verifier at the least.
    const verifier = randomBytes(32).toString('base64url')
    const scope = typeof req.query.scope === 'string' && scopes.has(req.query.scope) ? req.query.scope : 'repo'
    const kept = stateCookie(config)
    res.cookie(kept.name, `${state}.${verifier}`, { ...kept.options, maxAge: stateMaxAgeSeconds * 1000 })
    const authorize = new URL('/login/oauth/authorize', config.githubOrigin)
    authorize.search = new URLSearchParams({
      client_id: config.clientId,
      redirect_uri: redirectUri(config),
      scope,
      state,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      allow_signup: 'false',
    }).toString()
    res.setHeader('Cache-Control', 'no-store')
    res.redirect(302, authorize.toString())
  })

  router.get(callbackPath, async (req, res) => {
    if (!config) return answer(res, 503, { error: 'Signing in with GitHub is not set up on this site.' })
    const kept = stateCookie(config)
    const [expected, verifier] = cookie(req, kept.name)?.split('.') ?? []
    // A browser ignores a __Host- cookie set without its attributes, the clearing one included.
    res.clearCookie(kept.name, kept.options)
    const { code, state, error } = req.query
    if (typeof error === 'string')
      return answer(res, 400, {
        error: 'GitHub did not allow the sign-in; try again, or sign in with an access token.',
      })
    if (typeof code !== 'string' || typeof state !== 'string' || !expected || !verifier || !sameText(state, expected))
      return answer(res, 400, {
        error: 'This sign-in had expired or was not started here: close this window and sign in again from /admin.',
      })
    try {
      const token = await exchange(config, code, verifier)
      return answer(res, 200, { token })
    } catch (failure) {
      logger.warn({ err: failure instanceof Error ? failure.message : String(failure) }, 'GitHub sign-in failed')
      return answer(res, 502, {
        error: 'GitHub did not give a sign-in token; try again in a minute, or sign in with an access token.',
      })
    }
  })

  return router
}

function redirectUri(config: GitHubSignInConfig): string {
  return new URL(callbackPath, config.siteOrigin).toString()
}

/**
 * The cookie that keeps the state and the PKCE verifier between the two steps. Over https it is `__Host-`: the browser
 * then takes it only with Secure, Path=/ and no Domain, so a neighbouring subdomain cannot plant one of its own and
 * tie the editor's sign-in to someone else's. A path narrower than / guards nothing within one origin. Over http to
 * this machine (localhost, a loopback address), the only http the settings allow, it goes plain and without Secure:
 * Safari keeps no Secure cookie over http, even there.
 */
function stateCookie(config: GitHubSignInConfig): { name: string; options: CookieOptions } {
  const secure = new URL(config.siteOrigin).protocol === 'https:'
  return {
    name: secure ? '__Host-cms_oauth_state' : 'cms_oauth_state',
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  }
}

async function exchange(config: GitHubSignInConfig, code: string, verifier: string): Promise<string> {
  const response = await fetch(new URL('/login/oauth/access_token', config.githubOrigin), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code,
      redirect_uri: redirectUri(config),
      code_verifier: verifier,
    }),
    signal: AbortSignal.timeout(tokenTimeoutMs),
  })
  if (!response.ok) throw new Error(`GitHub answered ${response.status} to the token exchange`)
  const body = (await response.json()) as { access_token?: unknown; error?: unknown }
  if (typeof body.access_token === 'string' && /^[\w.-]{10,255}$/.test(body.access_token)) return body.access_token
  // GitHub's error codes (bad_verification_code and the like) name no person and no secret.
  throw new Error(`GitHub gave no token: ${typeof body.error === 'string' ? body.error.slice(0, 80) : 'no error code'}`)
}

function cookie(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The small window's page: it hands the result to the CMS window that opened it (only on this origin), which then
 * closes it. Its one inline script is allowed by its own hash; nothing else runs.
 */
function answer(res: Response, status: number, result: { token: string } | { error: string }): void {
  const message = `authorization:github:${'token' in result ? 'success' : 'error'}:${JSON.stringify({
    provider: 'github',
    ...result,
  })}`
  const script = `(function(){var m=${JSON.stringify(message).replaceAll('<', '\\u003c')};var o=location.origin;addEventListener('message',function(e){if(e.origin===o&&e.data==='authorizing:github'&&window.opener)window.opener.postMessage(m,o)});if(window.opener)window.opener.postMessage('authorizing:github',o)})()`
  const words = 'token' in result ? 'Signed in. This window closes by itself.' : result.error
  res
    .status(status)
    .set({
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': `default-src 'none'; script-src ${scriptHashSource(script)}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'X-Robots-Tag': 'noindex',
    })
    .send(
      `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Content editor sign-in</title></head>\n<body>\n<p>${escapeUTF8(words)}</p>\n<script>${script}</script>\n</body>\n</html>\n`,
    )
}
