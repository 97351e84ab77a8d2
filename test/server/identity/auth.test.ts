import { SignJWT } from 'jose'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, LoginResponseSchema, RefreshResponseSchema } from '../../../core'
import { decodeClaims, ProfileWireSchema } from '../../../core/session'
import { createApp } from '../../../adapters/server/app'
import { hashPassword } from '../../../adapters/server/identity/passwords'
import { createTokenService, SESSION_TTL_SECONDS } from '../../../adapters/server/identity/tokens'
import { createUserStore, type UserRecord } from '../../../adapters/server/identity/usersStore'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

const SECRET = 'test-secret-of-more-than-32-bytes-0123456789'
const PASSWORD = 'correct horse battery staple'
let db: Db
let app: ReturnType<typeof createApp>
let clock = TEST_NOW.getTime()
let alice: UserRecord

const tokensAt = () => createTokenService(new TextEncoder().encode(SECRET), () => new Date(clock))
const json = { 'content-type': 'application/json' }
const login = (body: unknown, query = '?timezoneOffset=300') =>
  app.request(`/rest/auth/login${query}`, { method: 'POST', headers: json, body: JSON.stringify(body) })
const withToken = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const profileStatus = async (jwt: string) => (await app.request('/rest/profile?timezoneOffset=0', { headers: withToken(jwt) })).status
const passwordLogin = async (password = PASSWORD) => v.parse(LoginResponseSchema, await (await login({ provider: 'password', email: 'Alice@Example.com ', password })).json())

beforeAll(async () => {
  db = await openSeededPglite()
  app = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { jwtSecret: SECRET, now: () => new Date(clock), minAnswerMs: 0 } })
  const users = createUserStore(db)
  alice = await users.createVerified({ email: 'alice@example.com', firstName: 'Alice', passwordHash: await hashPassword(PASSWORD) })
  await db.query(`UPDATE users SET city = 'Austin', state = 'TX', zip = '78701' WHERE id = $1`, [alice.id])
})
afterAll(async () => {
  await db.close()
})

describe('password sign-in', () => {
  test('answers success, jwt, downloadToken, profile and location; the jwt carries sub, exp, iat, email and no tmp', async () => {
    const answer = await passwordLogin()
    expect(answer.profile).toMatchObject({ id: alice.id, email: 'alice@example.com', location: { city: 'Austin', state: 'TX', zip: '78701' } })
    expect(answer.location).toMatchObject({ city: 'Austin' })
    const claims = decodeClaims(answer.jwt)
    expect(claims).toMatchObject({ sub: alice.id, email: 'alice@example.com', iat: clock / 1000, exp: clock / 1000 + SESSION_TTL_SECONDS })
    expect(claims?.tmp).toBeUndefined()
    expect(JSON.parse(Buffer.from(answer.jwt.split('.')[0] ?? '', 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' })
  })

  test.each([
    ['a wrong password', { provider: 'password', email: 'alice@example.com', password: 'wrong password' }],
    ['an unknown email', { provider: 'password', email: 'nobody@example.com', password: PASSWORD }],
  ])('%s is a 401 with the same body', async (_, body) => {
    const response = await login(body)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: { code: 'auth.invalidCredentials', message: 'The email or password is not correct.' } })
  })

  test.each([['?timezoneOffset=abc'], ['?timezoneOffset=100000']])('a bad %s is a 400', async (query) => {
    expect((await login({ provider: 'password', email: 'alice@example.com', password: PASSWORD }, query)).status).toBe(400)
  })

  test('a malformed body is a 400, never a 500', async () => {
    for (const body of [{}, { provider: 'password' }, { provider: 'magic', email: 'a@b.c' }, { provider: 'password', email: 'x', password: 'y' }]) {
      const response = await login(body)
      expect(response.status).toBe(400)
      v.parse(ApiErrorBodySchema, await response.json())
    }
  })
})

describe('GET /rest/profile', () => {
  test('answers the profile with _location, which ProfileWireSchema decodes', async () => {
    const { jwt } = await passwordLogin()
    const response = await app.request('/rest/profile?timezoneOffset=-60', { headers: withToken(jwt) })
    expect(response.status).toBe(200)
    const wire = (await response.json()) as Record<string, unknown>
    expect(wire._location).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701' })
    expect(v.parse(ProfileWireSchema, wire)).toMatchObject({ id: alice.id, firstName: 'Alice', location: { city: 'Austin' } })
  })

  test('without a token it is a 401', async () => {
    const response = await app.request('/rest/profile')
    expect(response.status).toBe(401)
    expect(v.parse(ApiErrorBodySchema, await response.json()).error.code).toBe('auth.unauthorized')
  })
})

describe('the JWT battery: only the untouched token passes', () => {
  const segments = (jwt: string) => jwt.split('.') as [string, string, string]
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const payloadOf = (jwt: string) => JSON.parse(Buffer.from(segments(jwt)[1], 'base64url').toString()) as Record<string, unknown>

  test('untouched: 200; every forgery: 401', async () => {
    const { jwt, downloadToken } = await passwordLogin()
    const [header, payload, signature] = segments(jwt)
    const other = await createUserStore(db).createVerified({ email: 'mallory@example.com' })
    const forgeries: Record<string, string> = {
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none with the signature kept': `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`,
      'tampered payload (sub)': `${header}.${encode({ ...payloadOf(jwt), sub: other.id })}.${signature}`,
      'tampered payload (exp)': `${header}.${encode({ ...payloadOf(jwt), exp: 9_999_999_999 })}.${signature}`,
      'truncated signature': `${header}.${payload}.${signature.slice(0, -4)}`,
      'no signature': `${header}.${payload}.`,
      'foreign secret': await new SignJWT(payloadOf(jwt)).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode('another-secret-of-more-than-32-bytes-xxxx')),
      'HS512 with the right secret': await new SignJWT(payloadOf(jwt)).setProtectedHeader({ alg: 'HS512', typ: 'JWT' }).sign(new TextEncoder().encode(SECRET)),
      'the downloadToken': downloadToken,
      'garbage': 'not.a.jwt',
    }
    expect(await profileStatus(jwt)).toBe(200)
    for (const [name, forged] of Object.entries(forgeries)) expect(await profileStatus(forged), name).toBe(401)
    expect((await app.request('/rest/profile', { headers: { authorization: jwt } })).status, 'no Bearer scheme').toBe(401)
  })

  test('expired: usable until exp, refused from then on', async () => {
    const { jwt } = await passwordLogin()
    const issuedAt = clock
    try {
      clock = issuedAt + SESSION_TTL_SECONDS * 1000 - 1000
      expect(await profileStatus(jwt)).toBe(200)
      clock = issuedAt + SESSION_TTL_SECONDS * 1000
      expect(await profileStatus(jwt)).toBe(401)
    } finally {
      clock = issuedAt
    }
  })

  test('a tmp token reaches provisional routes (refresh keeps it tmp) but no full route', async () => {
    const tmp = await tokensAt().issueSession({ userId: alice.id, email: alice.email, tokenVersion: (await createUserStore(db).findById(alice.id))?.tokenVersion ?? 0, tmp: true })
    expect(await profileStatus(tmp)).toBe(401)
    const refreshed = await app.request('/rest/auth/refresh', { method: 'POST', headers: withToken(tmp) })
    expect(refreshed.status).toBe(200)
    const { jwt } = v.parse(RefreshResponseSchema, await refreshed.json())
    expect(decodeClaims(jwt)?.tmp).toBe(true)
    expect(await profileStatus(jwt)).toBe(401)
    expect((await app.request('/rest/auth/password', { method: 'POST', headers: { ...json, ...withToken(tmp) }, body: '{"password":"another password"}' })).status).toBe(401)
  })

  test('after logout every older token is refused, and a new sign-in works', async () => {
    const first = await passwordLogin()
    const second = await passwordLogin()
    expect((await app.request('/rest/auth/logout', { method: 'POST', headers: withToken(first.jwt) })).status).toBe(200)
    expect(await profileStatus(first.jwt)).toBe(401)
    expect(await profileStatus(second.jwt)).toBe(401)
    expect((await app.request('/rest/auth/refresh', { method: 'POST', headers: withToken(second.jwt) })).status).toBe(401)
    expect(await profileStatus((await passwordLogin()).jwt)).toBe(200)
  })
})

describe('disabled accounts', () => {
  test('disabling an account makes its tokens unusable and its password useless', async () => {
    const users = createUserStore(db)
    const bob = await users.createVerified({ email: 'bob@example.com', passwordHash: await hashPassword(PASSWORD) })
    const answer = v.parse(LoginResponseSchema, await (await login({ provider: 'password', email: 'bob@example.com', password: PASSWORD })).json())
    expect(await profileStatus(answer.jwt)).toBe(200)
    await db.query('UPDATE users SET disabled = true WHERE id = $1', [bob.id])
    expect(await profileStatus(answer.jwt)).toBe(401)
    expect((await login({ provider: 'password', email: 'bob@example.com', password: PASSWORD })).status).toBe(401)
  })

  test('an account without a password cannot sign in with one', async () => {
    await createUserStore(db).createVerified({ email: 'nopassword@example.com' })
    expect((await login({ provider: 'password', email: 'nopassword@example.com', password: 'anything at all' })).status).toBe(401)
  })
})

describe('refresh and password change', () => {
  test('refresh issues a new token with a later iat; the old one stays valid until exp', async () => {
    const { jwt } = await passwordLogin()
    clock += 25 * 3600 * 1000
    const response = await app.request('/rest/auth/refresh', { method: 'POST', headers: withToken(jwt) })
    expect(response.status).toBe(200)
    const refreshed = v.parse(RefreshResponseSchema, await response.json())
    expect(decodeClaims(refreshed.jwt)?.iat).toBe(clock / 1000)
    expect(await profileStatus(refreshed.jwt)).toBe(200)
  })

  test('changing the password needs the current one and kills older tokens', async () => {
    const { jwt } = await passwordLogin()
    const change = (body: unknown) => app.request('/rest/auth/password', { method: 'POST', headers: { ...json, ...withToken(jwt) }, body: JSON.stringify(body) })
    expect((await change({ password: 'a brand new password', currentPassword: 'wrong' })).status).toBe(403)
    expect((await change({ password: 'short', currentPassword: PASSWORD })).status).toBe(400)
    const changed = await change({ password: 'a brand new password', currentPassword: PASSWORD })
    expect(changed.status).toBe(200)
    const answer = v.parse(LoginResponseSchema, await changed.json())
    expect(await profileStatus(jwt)).toBe(401)
    expect(await profileStatus(answer.jwt)).toBe(200)
    expect((await login({ provider: 'password', email: 'alice@example.com', password: PASSWORD })).status).toBe(401)
    expect((await passwordLogin('a brand new password')).success).toBe(true)
  })
})
