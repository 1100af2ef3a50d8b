import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for github.com's OAuth web flow on 127.0.0.1: its authorize page (which, as if the editor had pressed
 * "Authorize", sends the browser straight back with a code) and its token exchange (which checks the app's id,
 * secret, code and return address, as GitHub does, and the PKCE verifier when the code was asked for with a challenge).
 */
export interface StandInGitHub {
  origin: string
  clientId: string
  clientSecret: string
  /** The token the exchange hands out for a good code. */
  token: string
  /** Each token exchange it was asked for, as JSON it received. */
  exchanges: Record<string, unknown>[]
  /** What it answers the next exchanges instead of a token, such as { error: 'bad_verification_code' }. */
  failWith: Record<string, unknown> | undefined
  close(): Promise<void>
}

export async function startStandInGitHub(): Promise<StandInGitHub> {
  const codes = new Map<string, { redirect: string; challenge: string | undefined }>()
  // Counted apart from the map, which forgets used codes: a code is never issued twice.
  let issuedCodes = 0
  const github: StandInGitHub = {
    origin: '',
    clientId: 'Ov23liStandIn0001',
    clientSecret: 'a'.repeat(40),
    token: 'gho_StandInToken1234567890',
    exchanges: [],
    failWith: undefined,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
      const redirect = url.searchParams.get('redirect_uri') ?? ''
      const challenge = url.searchParams.get('code_challenge') ?? undefined
      const method = url.searchParams.get('code_challenge_method')
      // GitHub takes S256 only; a plain challenge would be no better than none.
      if (
        url.searchParams.get('client_id') !== github.clientId ||
        !redirect ||
        (challenge !== undefined && method !== 'S256')
      ) {
        res.writeHead(404).end('Not Found')
        return
      }
      issuedCodes += 1
      const code = `code-${issuedCodes}`
      codes.set(code, { redirect, challenge })
      const back = new URL(redirect)
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { Location: back.toString() }).end()
      return
    }
    if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        const asked = JSON.parse(body) as Record<string, string>
        github.exchanges.push(asked)
        const issued = codes.get(asked.code ?? '')
        const good =
          asked.client_id === github.clientId &&
          asked.client_secret === github.clientSecret &&
          issued !== undefined &&
          issued.redirect === asked.redirect_uri &&
          (issued.challenge === undefined ||
            createHash('sha256')
              .update(asked.code_verifier ?? '')
              .digest('base64url') === issued.challenge)
        // A code is good for one exchange, whether it succeeds or not.
        codes.delete(asked.code ?? '')
        const answer =
          github.failWith ??
          (good
            ? { access_token: github.token, token_type: 'bearer', scope: 'repo' }
            : { error: 'bad_verification_code' })
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer))
      })
      return
    }
    res.writeHead(404).end('Not Found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  github.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return github
}
