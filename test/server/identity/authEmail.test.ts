import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import { loadJwtSecret } from '../../../adapters/server/identity/jwtSecretStore'
import { EMAIL_SECRET_TTL_MS, MAX_CODE_ATTEMPTS } from '../../../adapters/server/identity/emailSecretsStore'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

let db: Db
let app: ReturnType<typeof createApp>
let clock = TEST_NOW.getTime()

const post = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const askFor = (email: string, purpose: string) => post('/rest/auth/email', { email, purpose })
const login = (body: unknown) => post('/rest/auth/login?timezoneOffset=0', body)

/** The newest mail to `to`, read from the outbox like the dev mail viewer does. */
async function lastMail(to: string): Promise<{ subject: string; body: string }> {
  const [mail] = await db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])
  if (!mail) throw new Error(`No mail to ${to}`)
  return mail
}
const mailedCode = async (to: string) => /\b(\d{6})\b/.exec((await lastMail(to)).body)?.[1] ?? 'none'
const mailedLinkToken = async (to: string) => /token=([\w-]+)/.exec((await lastMail(to)).body)?.[1] ?? 'none'
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function signUpAnswer(email: string) {
  expect((await askFor(email, 'signUp')).status).toBe(202)
  const response = await login({ provider: 'email', email, code: await mailedCode(email), signUp: true, firstName: 'Sam', lastName: 'Doe' })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}
const signUp = async (email: string) => (await signUpAnswer(email)).profile.id

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({ db, now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost', auth: { now: () => new Date(clock), minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } } })
})
afterAll(async () => {
  await db.close()
})

describe('sign-up with an emailed code', () => {
  test('the code arrives by mail; using it creates the account and signs in; the code is stored hashed', async () => {
    const id = await signUp('new.user@example.com')
    const [user] = await db.query<{ first_name: string; email: string }>('SELECT first_name, email FROM users WHERE id = $1', [id])
    expect(user).toEqual({ first_name: 'Sam', email: 'new.user@example.com' })
    const code = await mailedCode('new.user@example.com')
    const stored = await db.query<{ secret_hash: string }>('SELECT secret_hash FROM email_secrets')
    expect(stored.length).toBeGreaterThan(0)
    for (const row of stored) expect(row.secret_hash).not.toContain(code)
  })

  test('codes are 6 random digits', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 8; i++) {
      await askFor('digits@example.com', 'signUp')
      codes.add(await mailedCode('digits@example.com'))
    }
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    expect(codes.size).toBeGreaterThan(5)
  })

  test('single use', async () => {
    await askFor('once@example.com', 'signUp')
    const code = await mailedCode('once@example.com')
    expect((await login({ provider: 'email', email: 'once@example.com', code, signUp: true })).status).toBe(200)
    expect((await login({ provider: 'email', email: 'once@example.com', code, signUp: true })).status).toBe(401)
  })

  test('expires after 10 minutes (injected clock)', async () => {
    await askFor('late@example.com', 'signUp')
    const code = await mailedCode('late@example.com')
    const sentAt = clock
    clock = sentAt + EMAIL_SECRET_TTL_MS
    try {
      expect((await login({ provider: 'email', email: 'late@example.com', code, signUp: true })).status).toBe(401)
    } finally {
      clock = sentAt
    }
    await askFor('late@example.com', 'signUp')
    clock = sentAt + EMAIL_SECRET_TTL_MS - 1000
    try {
      expect((await login({ provider: 'email', email: 'late@example.com', code: await mailedCode('late@example.com'), signUp: true })).status).toBe(200)
    } finally {
      clock = sentAt
    }
  })

  test(`dead after ${MAX_CODE_ATTEMPTS} wrong tries, even for the right code`, async () => {
    await askFor('guesser@example.com', 'signUp')
    const code = await mailedCode('guesser@example.com')
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expect((await login({ provider: 'email', email: 'guesser@example.com', code: otherCode(code), signUp: true })).status).toBe(401)
    }
    expect((await login({ provider: 'email', email: 'guesser@example.com', code, signUp: true })).status).toBe(401)
  })

  test(`${MAX_CODE_ATTEMPTS - 1} wrong tries leave the right code working`, async () => {
    await askFor('typo@example.com', 'signUp')
    const code = await mailedCode('typo@example.com')
    for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) await login({ provider: 'email', email: 'typo@example.com', code: otherCode(code), signUp: true })
    expect((await login({ provider: 'email', email: 'typo@example.com', code, signUp: true })).status).toBe(200)
  })

  test('a resend kills the old code', async () => {
    await askFor('resend@example.com', 'signUp')
    const old = await mailedCode('resend@example.com')
    await askFor('resend@example.com', 'signUp')
    const fresh = await mailedCode('resend@example.com')
    if (old !== fresh) expect((await login({ provider: 'email', email: 'resend@example.com', code: old, signUp: true })).status).toBe(401)
    expect((await login({ provider: 'email', email: 'resend@example.com', code: fresh, signUp: true })).status).toBe(200)
  })

  test('a code for one purpose does not work for another, nor for another email', async () => {
    await askFor('purpose@example.com', 'signUp')
    const code = await mailedCode('purpose@example.com')
    expect((await login({ provider: 'email', email: 'purpose@example.com', code })).status).toBe(401)
    expect((await login({ provider: 'email', email: 'someone.else@example.com', code, signUp: true })).status).toBe(401)
  })

  test('signing in with a code (not sign-up) never creates an account', async () => {
    expect((await askFor('ghost@example.com', 'signIn')).status).toBe(202)
    expect((await lastMail('ghost@example.com')).body).not.toMatch(/\b\d{6}\b/)
    expect(await db.query(`SELECT 1 FROM users WHERE email_key = 'ghost@example.com'`)).toEqual([])
  })
})

describe('email link sign-in', () => {
  test('a mailed link signs in once; its token is 256 bits and stored hashed', async () => {
    const id = await signUp('linker@example.com')
    expect((await askFor('linker@example.com', 'link')).status).toBe(202)
    const token = await mailedLinkToken('linker@example.com')
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16)
    expect(await db.query('SELECT 1 FROM email_secrets WHERE secret_hash = $1', [token])).toEqual([])
    const response = await login({ provider: 'email', token })
    expect(response.status).toBe(200)
    expect(v.parse(LoginResponseSchema, await response.json()).profile.id).toBe(id)
    expect((await login({ provider: 'email', token })).status).toBe(401)
  })

  test('a link expires after 10 minutes, and a new link kills the old one', async () => {
    await signUp('linker2@example.com')
    await askFor('linker2@example.com', 'link')
    const first = await mailedLinkToken('linker2@example.com')
    await askFor('linker2@example.com', 'link')
    expect((await login({ provider: 'email', token: first })).status).toBe(401)
    const second = await mailedLinkToken('linker2@example.com')
    const sentAt = clock
    clock += EMAIL_SECRET_TTL_MS
    try {
      expect((await login({ provider: 'email', token: second })).status).toBe(401)
    } finally {
      clock = sentAt
    }
  })
})

describe('the generated JWT secret', () => {
  test('is kept in the database: a restarted server accepts the tokens of the first', async () => {
    const { jwt } = await signUpAnswer('restart@example.com')
    const restarted = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { now: () => new Date(clock) } })
    expect((await restarted.request('/rest/profile', { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(200)
    const [row] = await db.query<{ value: string }>(`SELECT value FROM settings WHERE name = 'jwt_secret'`)
    expect(Buffer.from(row?.value ?? '', 'base64url').length).toBeGreaterThanOrEqual(32)
  })

  test('a configured JWT_SECRET shorter than 256 bits is refused', async () => {
    await expect(loadJwtSecret(db, 'too short')).rejects.toThrow(/at least 32 bytes/)
  })
})

describe('forgot password with a reset code', () => {
  test('the reset code sets a new password; wrong codes do not; older tokens die', async () => {
    const { jwt } = await signUpAnswer('forgetful@example.com')
    await askFor('forgetful@example.com', 'reset')
    const code = await mailedCode('forgetful@example.com')
    const reset = (body: unknown) => post('/rest/auth/reset-password', { email: 'forgetful@example.com', password: 'my new password', ...(body as object) })
    expect((await reset({ code: otherCode(code) })).status).toBe(400)
    expect((await reset({ code })).status).toBe(200)
    expect((await reset({ code })).status).toBe(400)
    expect((await app.request('/rest/profile', { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(401)
    expect((await login({ provider: 'password', email: 'forgetful@example.com', password: 'my new password' })).status).toBe(200)
  })
})

describe('enumeration: the same status and body for known and unknown emails', () => {
  test.each(['signUp', 'signIn', 'reset', 'link'])('POST /rest/auth/email purpose %s', async (purpose) => {
    await signUp(`known.${purpose}@example.com`)
    const known = await askFor(`known.${purpose}@example.com`, purpose)
    const unknown = await askFor(`unknown.${purpose}@example.com`, purpose)
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
  })

  test('reset-password with a wrong code', async () => {
    await signUp('known.reset2@example.com')
    const known = await post('/rest/auth/reset-password', { email: 'known.reset2@example.com', code: '000000', password: 'whatever password' })
    const unknown = await post('/rest/auth/reset-password', { email: 'unknown.reset2@example.com', code: '000000', password: 'whatever password' })
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
  })
})
