import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, ProvidersResponseSchema } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import { createUserStore } from '../../../adapters/server/identity/usersStore'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

const CLIENT_ID = 'hireflow-test.apps.googleusercontent.com'
const IMPERSONATION_KEY = 'dev-impersonation-key-0123456789'
let db: Db
let googleKey: CryptoKey
let foreignKey: CryptoKey
let jwk: JWK
const clock = TEST_NOW.getTime()

const impersonations: string[] = []
const appWith = (production = false) =>
  createApp({ db, now: () => TEST_NOW, logError: () => {}, production, auth: { now: () => new Date(clock), minAnswerMs: 0, impersonationKey: IMPERSONATION_KEY, impersonationLog: (line) => impersonations.push(line), google: { clientId: CLIENT_ID, jwks: { keys: [jwk] } } } })
const login = (app: ReturnType<typeof createApp>, body: unknown, jwt?: string) =>
  app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: { 'content-type': 'application/json', ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) }, body: JSON.stringify(body) })

interface IdTokenOptions {
  readonly sub?: string
  readonly email?: string
  readonly emailVerified?: boolean
  readonly iss?: string
  readonly aud?: string
  readonly expiresAt?: number
  readonly key?: CryptoKey
}
const idToken = (options: IdTokenOptions = {}) =>
  new SignJWT({ email: options.email ?? 'gina@example.com', email_verified: options.emailVerified ?? true, given_name: 'Gina', family_name: 'Lee' })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setSubject(options.sub ?? 'google-subject-1')
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? CLIENT_ID)
    .setIssuedAt(clock / 1000)
    .setExpirationTime(options.expiresAt ?? clock / 1000 + 3600)
    .sign(options.key ?? googleKey)

beforeAll(async () => {
  db = await openSeededPglite()
  const pair = await generateKeyPair('RS256')
  googleKey = pair.privateKey
  jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256' }
  foreignKey = (await generateKeyPair('RS256')).privateKey
})
afterAll(async () => {
  await db.close()
})

describe('Google sign-in (ID token against a local JWKS)', () => {
  test('a valid ID token creates the account, keyed by (google, sub), and signs in; again finds the same account', async () => {
    const app = appWith()
    const first = await login(app, { provider: 'google', credential: await idToken() })
    expect(first.status).toBe(200)
    const answer = v.parse(LoginResponseSchema, await first.json())
    expect(answer.profile).toMatchObject({ email: 'gina@example.com', firstName: 'Gina', lastName: 'Lee' })
    const again = v.parse(LoginResponseSchema, await (await login(app, { provider: 'google', credential: await idToken() })).json())
    expect(again.profile.id).toBe(answer.profile.id)
    expect(await createUserStore(db).findByIdentity('google', 'google-subject-1')).toMatchObject({ id: answer.profile.id })
  })

  test.each<[string, () => IdTokenOptions]>([
    ['a foreign key', () => ({ key: foreignKey })],
    ['another audience', () => ({ aud: 'someone-else' })],
    ['another issuer', () => ({ iss: 'https://evil.example.com' })],
    ['an expired token', () => ({ expiresAt: clock / 1000 - 1 })],
  ])('%s is refused', async (_, options) => {
    expect((await login(appWith(), { provider: 'google', credential: await idToken(options()) })).status).toBe(401)
  })

  test('a tampered ID token is refused', async () => {
    const [header, payload, signature] = (await idToken()).split('.')
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${signature}`
    expect((await login(appWith(), { provider: 'google', credential: forged })).status).toBe(401)
  })

  test('never links an existing account on an unverified email', async () => {
    const owner = await createUserStore(db).createVerified({ email: 'owner@example.com' })
    const response = await login(appWith(), { provider: 'google', credential: await idToken({ sub: 'attacker', email: 'owner@example.com', emailVerified: false }) })
    expect(response.status).toBe(401)
    expect(await createUserStore(db).findByIdentity('google', 'attacker')).toBeNull()
    const verified = v.parse(LoginResponseSchema, await (await login(appWith(), { provider: 'google', credential: await idToken({ sub: 'owner-google', email: 'owner@example.com' }) })).json())
    expect(verified.profile.id).toBe(owner.id)
  })

  test('unconfigured Google is a 400, and providers lists only the configured ones', async () => {
    const bare = createApp({ db, now: () => TEST_NOW, logError: () => {} })
    expect((await login(bare, { provider: 'google', credential: await idToken() })).status).toBe(400)
    expect(v.parse(ProvidersResponseSchema, await (await bare.request('/rest/auth/providers')).json()).providers).toEqual(['password', 'email'])
    expect(v.parse(ProvidersResponseSchema, await (await appWith().request('/rest/auth/providers')).json())).toEqual({ providers: ['password', 'email', 'google'], googleClientId: CLIENT_ID })
  })
})

describe('the developer sign-up helper (impersonation key as the password)', () => {
  const helper = { provider: 'password', email: 'dev.user@example.com', firstName: 'Dev', lastName: 'User', password: IMPERSONATION_KEY, signUp: true }

  test('outside production it creates the account and signs in; signing in as an existing account needs an administrator (403 for anyone else)', async () => {
    const app = appWith()
    const created = v.parse(LoginResponseSchema, await (await login(app, helper)).json())
    expect(created.profile).toMatchObject({ email: 'dev.user@example.com', firstName: 'Dev' })
    // Impersonating the account now: refused without a session, with the account's own, and with a job seeker's.
    const seeker = v.parse(LoginResponseSchema, await (await login(app, { ...helper, email: 'dev.seeker@example.com' })).json())
    for (const jwt of [undefined, created.jwt, seeker.jwt]) {
      const refused = await login(app, { ...helper, signUp: undefined }, jwt)
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: { code: 'auth.impersonationForbidden' } })
    }
    expect((await login(app, helper, seeker.jwt)).status).toBe(403) // signUp on an existing account is impersonation too
    // An administrator's own session may.
    const admin = v.parse(LoginResponseSchema, await (await login(app, { ...helper, email: 'dev.admin@example.com' })).json())
    await db.query('UPDATE users SET admin = true WHERE id = $1', [admin.profile.id])
    const again = v.parse(LoginResponseSchema, await (await login(app, { ...helper, signUp: undefined }, admin.jwt)).json())
    expect(again.profile.id).toBe(created.profile.id)
    // Each use is logged with the account it signed in as (or a refusal), never with the key.
    expect(impersonations.at(-1)).toBe(`[impersonation] sign-in by the impersonation key as user=${created.profile.id} email="dev.user@example.com"`)
    expect(impersonations.filter((line) => line === '[impersonation] refused: the caller is not an administrator; as email="dev.user@example.com"')).toHaveLength(4)
    expect(impersonations.join('\n')).not.toContain(IMPERSONATION_KEY)
  })

  test('in production the key is just a wrong password', async () => {
    const app = appWith(true)
    expect((await login(app, { ...helper, email: 'prod.user@example.com' })).status).toBe(401)
    expect((await login(app, { ...helper, signUp: undefined })).status).toBe(401)
  })
})
