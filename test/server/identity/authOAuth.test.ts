import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, LoginResponseSchema, OAuthStartResponseSchema, ProvidersResponseSchema } from '../../../core'
import type { AuthRouteOptions } from '../../../adapters/server/identity/routes'
import { createApp } from '../../../adapters/server/app'
import { createUserStore } from '../../../adapters/server/identity/usersStore'
import type { Db } from '../../../adapters/server/db/db'
import { DEFAULT_FAKE_USER, fakeClient, startFakeOAuthProvider, type FakeOAuthProvider, type FakeProvider, type FakeUser } from '../../support/fakeOAuthProvider'
import { openSeededPglite, TEST_NOW } from '../helpers'

let db: Db
let fake: FakeOAuthProvider
let clock = TEST_NOW.getTime()
const logged: string[] = []

const providerOptions = (provider: FakeProvider, secret = fakeClient(provider).clientSecret) => ({ ...fakeClient(provider), clientSecret: secret, ...fake.endpoints(provider) })

const appWith = (overrides: Partial<AuthRouteOptions> = {}) => {
  const auth: AuthRouteOptions = {
    now: () => new Date(clock),
    minAnswerMs: 0,
    rateLimits: { perAddress: { limit: 10_000, windowMs: 60_000 }, perAccount: { limit: 10_000, windowMs: 60_000 } },
    oauth: { linkedin: providerOptions('linkedin'), microsoft: providerOptions('microsoft'), facebook: providerOptions('facebook') },
    oauthLog: (message) => logged.push(message),
    ...overrides,
  }
  return createApp({ db, now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost', auth })
}
type App = ReturnType<typeof appWith>

const start = (app: App, provider: string) => app.request(`/rest/auth/oauth/${provider}/start`, { method: 'POST' })
const login = (app: App, body: unknown) =>
  app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** Starts a flow and lets the fake provider authorize it: what the browser brings back to the callback page. */
async function authorize(app: App, provider: FakeProvider, as: FakeUser = DEFAULT_FAKE_USER) {
  fake.signInAs(as)
  const started = await start(app, provider)
  expect(started.status).toBe(200)
  const { url, state } = v.parse(OAuthStartResponseSchema, await started.json())
  const answer = await fetch(url, { redirect: 'manual' })
  expect(answer.status).toBe(302)
  const back = new URL(answer.headers.get('location') ?? '')
  expect(back.searchParams.get('state')).toBe(state)
  return { url: new URL(url), back, state, code: back.searchParams.get('code') ?? '' }
}

async function signIn(app: App, provider: FakeProvider, as?: FakeUser) {
  const { code, state } = await authorize(app, provider, as)
  const response = await login(app, { provider, code, state })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status)
  expect(v.parse(ApiErrorBodySchema, await response.json()).error.code).toBe(code)
}

const member = (subject: string, email: string | null, emailVerified = true): FakeUser => ({ subject, email, emailVerified, firstName: 'Ola', lastName: 'Uth' })

beforeAll(async () => {
  db = await openSeededPglite()
  fake = await startFakeOAuthProvider()
})
afterAll(async () => {
  await fake.close()
  await db.close()
})

describe('the OAuth flow (authorization code with state and PKCE S256)', () => {
  test('the authorization URL carries the state, the S256 challenge (never the verifier) and the callback; only a hash of the state is stored', async () => {
    const { url, back, state } = await authorize(appWith(), 'linkedin')
    expect(url.origin + url.pathname).toBe(fake.endpoints('linkedin').authorizationEndpoint)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ response_type: 'code', client_id: 'hireflow-linkedin', code_challenge_method: 'S256', scope: 'openid profile email', redirect_uri: 'http://localhost/login/callback/linkedin' })
    expect(back.origin + back.pathname).toBe('http://localhost/login/callback/linkedin')
    const rows = await db.query<{ state_hash: string; code_verifier: string }>(`SELECT state_hash, code_verifier FROM oauth_states`)
    expect(rows.some((row) => row.state_hash === state)).toBe(false)
    expect(rows.map((row) => row.code_verifier)).not.toContain(url.searchParams.get('code_challenge'))
  })

  test('LinkedIn with a verified email creates the account, keyed by (linkedin, sub), then finds it again', async () => {
    const app = appWith()
    const first = await signIn(app, 'linkedin', member('li-new-1', 'ola.uth@example.com'))
    expect(first.profile).toMatchObject({ email: 'ola.uth@example.com', firstName: 'Ola', lastName: 'Uth' })
    const again = await signIn(app, 'linkedin', member('li-new-1', 'ola.uth@example.com'))
    expect(again.profile.id).toBe(first.profile.id)
    expect(await createUserStore(db).findByIdentity('linkedin', 'li-new-1')).toMatchObject({ id: first.profile.id })
  })

  test.each<FakeProvider>(['microsoft', 'facebook'])('%s signs in (its own client authentication) and finds the account again', async (provider) => {
    const app = appWith()
    const first = await signIn(app, provider, member(`${provider}-1`, `${provider}.member@example.com`))
    const again = await signIn(app, provider, member(`${provider}-1`, `${provider}.member@example.com`))
    expect(again.profile.id).toBe(first.profile.id)
  })

  test('a verified email joins the existing account of that email', async () => {
    const owner = await createUserStore(db).createVerified({ email: 'verified.owner@example.com' })
    const answer = await signIn(appWith(), 'linkedin', member('li-owner', 'Verified.Owner@example.com'))
    expect(answer.profile.id).toBe(owner.id)
  })
})

describe('never linking on an unverified email', () => {
  // LinkedIn says email_verified: false; Microsoft and Facebook never say it, so their emails count as unverified.
  test.each<FakeProvider>(['linkedin', 'microsoft', 'facebook'])('%s cannot sign in to the existing account of an unverified email', async (provider) => {
    const email = `victim.${provider}@example.com`
    await createUserStore(db).createVerified({ email })
    const { code, state } = await authorize(appWith(), provider, member(`attacker-${provider}`, email, provider !== 'linkedin'))
    await expectRefused(await login(appWith(), { provider, code, state }), 401, 'auth.emailNotVerified')
    expect(await createUserStore(db).findByIdentity(provider, `attacker-${provider}`)).toBeNull()
  })

  test('a new unverified email gets an account reachable through the identity only', async () => {
    const app = appWith()
    const first = await signIn(app, 'facebook', member('fb-unverified', 'not.checked@example.com'))
    expect(first.profile.email).toBe('not.checked@example.com')
    expect(await createUserStore(db).findByEmail('not.checked@example.com')).toBeNull()
    expect((await signIn(app, 'facebook', member('fb-unverified', 'not.checked@example.com'))).profile.id).toBe(first.profile.id)
    // the address's real owner can still sign up, into an account of their own
    const owner = await createUserStore(db).createVerified({ email: 'not.checked@example.com' })
    expect(owner.id).not.toBe(first.profile.id)
  })

  test('an identity without an email is refused', async () => {
    const { code, state } = await authorize(appWith(), 'facebook', member('fb-no-email', null))
    await expectRefused(await login(appWith(), { provider: 'facebook', code, state }), 401, 'auth.oauthFailed')
  })
})

describe('state and PKCE', () => {
  test('a missing or malformed state is a 400 request.invalid', async () => {
    const { code } = await authorize(appWith(), 'linkedin')
    await expectRefused(await login(appWith(), { provider: 'linkedin', code }), 400, 'request.invalid')
    await expectRefused(await login(appWith(), { provider: 'linkedin', code, state: 'short' }), 400, 'request.invalid')
  })

  test('an unknown state is refused', async () => {
    const { code } = await authorize(appWith(), 'linkedin')
    await expectRefused(await login(appWith(), { provider: 'linkedin', code, state: 'A'.repeat(43) }), 401, 'auth.oauthFailed')
  })

  test('a state works once', async () => {
    const app = appWith()
    const { code, state } = await authorize(app, 'linkedin')
    expect((await login(app, { provider: 'linkedin', code, state })).status).toBe(200)
    await expectRefused(await login(app, { provider: 'linkedin', code, state }), 401, 'auth.oauthFailed')
  })

  test('a state is dead after 10 minutes', async () => {
    const app = appWith()
    const { code, state } = await authorize(app, 'linkedin')
    clock += 10 * 60 * 1000 + 1
    try {
      await expectRefused(await login(app, { provider: 'linkedin', code, state }), 401, 'auth.oauthFailed')
    } finally {
      clock = TEST_NOW.getTime()
    }
  })

  test('a state started for another provider is refused (and used up)', async () => {
    const app = appWith()
    const { code, state } = await authorize(app, 'linkedin')
    await expectRefused(await login(app, { provider: 'microsoft', code, state }), 401, 'auth.oauthFailed')
    await expectRefused(await login(app, { provider: 'linkedin', code, state }), 401, 'auth.oauthFailed')
  })

  test('a code redeemed with another flow\'s verifier is refused by the provider (PKCE)', async () => {
    const app = appWith()
    const first = await authorize(app, 'linkedin')
    const second = await authorize(app, 'linkedin')
    fake.refusals.length = 0
    await expectRefused(await login(app, { provider: 'linkedin', code: first.code, state: second.state }), 401, 'auth.oauthFailed')
    expect(fake.refusals).toEqual(['PKCE verifier does not match'])
  })
})

describe('provider failures and configuration', () => {
  test('a refused token request is auth.oauthFailed; the log says why without the code or secret', async () => {
    logged.length = 0
    const app = appWith({ oauth: { linkedin: providerOptions('linkedin', 'wrong-secret') } })
    const { code, state } = await authorize(app, 'linkedin')
    await expectRefused(await login(app, { provider: 'linkedin', code, state }), 401, 'auth.oauthFailed')
    expect(logged).toEqual(['[auth] LinkedIn sign-in failed: provider said invalid_client'])
    expect(logged.join()).not.toContain(code)
  })

  test('a provider that refuses the authorization sends an error back, not a code', async () => {
    fake.refuseNext('access_denied')
    const { back } = await authorize(appWith(), 'microsoft')
    expect(back.searchParams.get('error')).toBe('access_denied')
    expect(back.searchParams.has('code')).toBe(false)
  })

  test('an unreachable provider is auth.oauthFailed', async () => {
    const app = appWith({ oauth: { facebook: { ...providerOptions('facebook'), tokenEndpoint: 'http://127.0.0.1:9/token' } } })
    const { code, state } = await authorize(app, 'facebook')
    await expectRefused(await login(app, { provider: 'facebook', code, state }), 401, 'auth.oauthFailed')
  })

  test('providers lists only configured ones; an unconfigured provider is refused at start and at login', async () => {
    const bare = appWith({ oauth: {} })
    expect(v.parse(ProvidersResponseSchema, await (await bare.request('/rest/auth/providers')).json()).providers).toEqual(['password', 'email'])
    const some = appWith({ oauth: { facebook: providerOptions('facebook') } })
    expect(v.parse(ProvidersResponseSchema, await (await some.request('/rest/auth/providers')).json()).providers).toEqual(['password', 'email', 'facebook'])
    await expectRefused(await start(bare, 'linkedin'), 400, 'auth.providerUnavailable')
    await expectRefused(await start(some, 'twitter'), 400, 'auth.providerUnavailable')
    await expectRefused(await login(bare, { provider: 'linkedin', code: 'x', state: 'A'.repeat(43) }), 400, 'auth.providerUnavailable')
  })

  test('starting a flow is rate-limited per client address', async () => {
    // The counts live in the database, shared by every app on it: start from this address's first call.
    await db.query(`DELETE FROM rate_limits`)
    const app = appWith({ rateLimits: { perAddress: { limit: 2, windowMs: 60_000 }, perAccount: { limit: 10, windowMs: 60_000 } } })
    expect((await start(app, 'linkedin')).status).toBe(200)
    expect((await start(app, 'linkedin')).status).toBe(200)
    await expectRefused(await start(app, 'linkedin'), 429, 'auth.rateLimited')
  })
})
