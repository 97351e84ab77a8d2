/**
 * A local fake of the LinkedIn, Microsoft and Facebook OAuth 2 servers, for the server tests and the end-to-end run.
 * It behaves like a strict provider: the authorize step needs a PKCE S256 challenge and answers at once (no
 * consent screen) by redirecting to the redirect_uri with a code and the state; the token step checks the code
 * (single use, 5 minutes), the redirect_uri, the client secret (in the body for LinkedIn and Facebook, HTTP Basic
 * for Microsoft, as the real ones take it) and that SHA-256 of the code_verifier is the challenge; userinfo answers
 * the OpenID Connect claims (LinkedIn, Microsoft) or Graph /me fields (Facebook, which also needs appsecret_proof).
 *
 * Run on its own for the e2e run: `FAKE_OAUTH_PORT=3199 tsx test/support/fakeOAuthProvider.ts` (POST /control/next-user
 * with a partial FakeUser chooses who signs in next).
 */
import { serve, type ServerType } from '@hono/node-server'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { Hono, type Context } from 'hono'

import { FAKE_PROVIDERS as PROVIDERS, fakeClient, fakeEndpoints, type FakeProvider } from './fakeOAuthClients'

export { fakeClient, fakeEndpoints, fakeOAuthEnv, type FakeProvider } from './fakeOAuthClients'

/** Who signs in at the fake provider. */
export interface FakeUser {
  readonly subject: string
  readonly email: string | null
  /** Sent as email_verified by LinkedIn only (Microsoft and Facebook never send it, like the real ones). */
  readonly emailVerified: boolean
  readonly firstName: string
  readonly lastName: string
}

export const DEFAULT_FAKE_USER: FakeUser = { subject: 'fake-member-1', email: 'lin.kedin@example.com', emailVerified: true, firstName: 'Lin', lastName: 'Kedin' }

interface IssuedCode {
  readonly provider: FakeProvider
  readonly redirectUri: string
  readonly challenge: string
  readonly user: FakeUser
  readonly expiresAt: number
}

export interface FakeOAuthProvider {
  readonly origin: string
  /** The endpoints to configure the app with ({P}_AUTHORIZATION_URL, _TOKEN_URL, _USERINFO_URL). */
  endpoints(provider: FakeProvider): { authorizationEndpoint: string; tokenEndpoint: string; userinfoEndpoint: string }
  /** The user the next authorizations sign in as. */
  signInAs(user: FakeUser): void
  /** The next authorization is refused with this OAuth error (e.g. access_denied), sent back to the redirect_uri. */
  refuseNext(error: string): void
  /** The token requests the fake refused, with why (for assertions). */
  readonly refusals: string[]
  close(): Promise<void>
}

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url')
const oauthError = (c: Context, error: string, why: string, refusals: string[], status: 400 | 401 = 400) => {
  refusals.push(why)
  return c.json({ error, error_description: why }, status)
}

/** The client credentials of a token request, from HTTP Basic (Microsoft) or the body (LinkedIn, Facebook). */
function clientCredentials(provider: FakeProvider, authorization: string | undefined, form: Record<string, string>) {
  if (provider !== 'microsoft') return { id: form['client_id'], secret: form['client_secret'] }
  const basic = /^Basic (.+)$/.exec(authorization ?? '')?.[1]
  const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : []
  return { id, secret }
}

function userinfo(provider: FakeProvider, user: FakeUser) {
  if (provider === 'facebook') {
    return { id: user.subject, name: `${user.firstName} ${user.lastName}`, first_name: user.firstName, last_name: user.lastName, ...(user.email ? { email: user.email } : {}) }
  }
  return {
    sub: user.subject,
    name: `${user.firstName} ${user.lastName}`,
    given_name: user.firstName,
    family_name: user.lastName,
    ...(user.email ? { email: user.email } : {}),
    ...(provider === 'linkedin' ? { email_verified: user.emailVerified } : {}),
  }
}

/** Starts the fake on 127.0.0.1 (`port` 0: any free port). */
export async function startFakeOAuthProvider(port = 0): Promise<FakeOAuthProvider> {
  const codes = new Map<string, IssuedCode>()
  const accessTokens = new Map<string, { provider: FakeProvider; user: FakeUser }>()
  const refusals: string[] = []
  let user = DEFAULT_FAKE_USER
  let refusal: string | null = null
  const app = new Hono()
  app.get('/health', (c) => c.text('ok'))
  // The e2e run (another process) chooses who signs in next; only this fake has such a door.
  app.post('/control/next-user', async (c) => {
    user = { ...DEFAULT_FAKE_USER, ...((await c.req.json()) as Partial<FakeUser>) }
    return c.json({ ok: true })
  })

  app.get('/:provider/authorize', (c) => {
    const provider = c.req.param('provider') as FakeProvider
    const q = (name: string) => c.req.query(name) ?? ''
    const redirectUri = q('redirect_uri')
    if (!PROVIDERS.includes(provider) || q('client_id') !== fakeClient(provider).clientId) return c.text('Unknown client.', 400)
    if (q('response_type') !== 'code' || !redirectUri.startsWith('http') || !q('state')) return c.text('Bad authorization request.', 400)
    if (q('code_challenge_method') !== 'S256' || !/^[\w-]{43}$/.test(q('code_challenge'))) return c.text('PKCE S256 is required.', 400)
    const back = new URL(redirectUri)
    back.searchParams.set('state', q('state'))
    if (refusal !== null) {
      back.searchParams.set('error', refusal)
      refusal = null
      return c.redirect(back.toString(), 302)
    }
    const code = randomBytes(24).toString('base64url')
    codes.set(code, { provider, redirectUri, challenge: q('code_challenge'), user, expiresAt: Date.now() + 5 * 60_000 })
    back.searchParams.set('code', code)
    return c.redirect(back.toString(), 302)
  })

  app.post('/:provider/token', async (c) => {
    const provider = c.req.param('provider') as FakeProvider
    const form = Object.fromEntries(Object.entries(await c.req.parseBody()).map(([key, value]) => [key, String(value)]))
    const client = clientCredentials(provider, c.req.header('authorization'), form)
    if (!PROVIDERS.includes(provider) || client.id !== fakeClient(provider).clientId || client.secret !== fakeClient(provider).clientSecret) {
      return oauthError(c, 'invalid_client', 'client authentication failed', refusals, 401)
    }
    if (form['grant_type'] !== 'authorization_code') return oauthError(c, 'unsupported_grant_type', 'grant_type', refusals)
    const issued = codes.get(form['code'] ?? '')
    codes.delete(form['code'] ?? '')
    if (!issued || issued.provider !== provider || issued.expiresAt < Date.now()) return oauthError(c, 'invalid_grant', 'unknown or used code', refusals)
    if (form['redirect_uri'] !== issued.redirectUri) return oauthError(c, 'invalid_grant', 'redirect_uri differs', refusals)
    if (s256(form['code_verifier'] ?? '') !== issued.challenge) return oauthError(c, 'invalid_grant', 'PKCE verifier does not match', refusals)
    const accessToken = randomBytes(24).toString('base64url')
    accessTokens.set(accessToken, { provider, user: issued.user })
    return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: 3600 })
  })

  app.get('/:provider/userinfo', (c) => {
    const provider = c.req.param('provider') as FakeProvider
    const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? ''
    const holder = accessTokens.get(token)
    if (!holder || holder.provider !== provider) return c.json({ error: 'invalid_token' }, 401)
    if (provider === 'facebook' && c.req.query('appsecret_proof') !== createHmac('sha256', fakeClient(provider).clientSecret).update(token).digest('hex')) {
      return c.json({ error: { message: 'Invalid appsecret_proof' } }, 400)
    }
    return c.json(userinfo(provider, holder.user))
  })

  const server: ServerType = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(started))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    endpoints: (provider) => fakeEndpoints(origin, provider),
    signInAs(next) {
      user = next
    },
    refuseNext(error) {
      refusal = error
    },
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startFakeOAuthProvider(Number(process.env.FAKE_OAUTH_PORT ?? 3199)).then((fake) => console.log(`Fake OAuth provider on ${fake.origin}`))
}
