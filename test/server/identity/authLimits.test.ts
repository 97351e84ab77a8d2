import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import * as argon2 from '@node-rs/argon2'
import { createApp } from '../../../adapters/server/app'
import type { AuthOptions } from '../../../adapters/server/identity/routes'
import { hashPassword } from '../../../adapters/server/identity/passwords'
import { createUserStore } from '../../../adapters/server/identity/usersStore'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

// The real argon2, watched: an unknown email must cost the same verification as a wrong password (counted, not timed).
vi.mock('@node-rs/argon2', async (original) => {
  const real = await original<typeof import('@node-rs/argon2')>()
  return { ...real, verify: vi.fn(real.verify) }
})

const WINDOW_MS = 15 * 60 * 1000
const PER_ADDRESS = 6
const PER_ACCOUNT = 3
let db: Db
let clock = TEST_NOW.getTime()

const appWith = (options: Partial<AuthOptions> = {}) =>
  createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    publicOrigin: 'http://localhost',
    auth: { now: () => new Date(clock), minAnswerMs: 0, rateLimits: { perAddress: { limit: PER_ADDRESS, windowMs: WINDOW_MS }, perAccount: { limit: PER_ACCOUNT, windowMs: WINDOW_MS } }, ...options },
  })

/** A request as @hono/node-server delivers it: the socket's address in the bindings. */
const call = (app: ReturnType<typeof createApp>, path: string, body: unknown, address: string, headers: Record<string, string> = {}) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, { incoming: { socket: { remoteAddress: address } } })
const passwordLogin = (app: ReturnType<typeof createApp>, email: string, password: string, address: string, headers?: Record<string, string>) =>
  call(app, '/rest/auth/login', { provider: 'password', email, password }, address, headers)

beforeAll(async () => {
  db = await openSeededPglite()
  await createUserStore(db).createVerified({ email: 'limited@example.com', passwordHash: await hashPassword('the right password') })
})
afterAll(async () => {
  await db.close()
})

describe('rate limits', () => {
  test('per account: after the limit even the right password from a fresh address is a 429, other accounts go on', async () => {
    const app = appWith()
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await passwordLogin(app, 'limited@example.com', 'wrong password', `10.0.0.${i}`)).status).toBe(401)
    const blocked = await passwordLogin(app, 'LIMITED@example.com', 'the right password', '10.0.1.1')
    expect(blocked.status).toBe(429)
    expect((await blocked.json()) as unknown).toMatchObject({ error: { code: 'auth.rateLimited' } })
    expect((await passwordLogin(app, 'other@example.com', 'x', '10.0.1.1')).status).toBe(401)
  })

  test('the window ends: the account may try again', async () => {
    const app = appWith()
    for (let i = 0; i <= PER_ACCOUNT; i++) await passwordLogin(app, 'limited@example.com', 'wrong password', '10.0.2.1')
    expect((await passwordLogin(app, 'limited@example.com', 'the right password', '10.0.2.2')).status).toBe(429)
    clock += WINDOW_MS
    expect((await passwordLogin(app, 'limited@example.com', 'the right password', '10.0.2.2')).status).toBe(200)
  })

  test('per address: every auth call counts, whatever the email; other addresses go on', async () => {
    const app = appWith()
    for (let i = 0; i < PER_ADDRESS; i++) expect((await call(app, '/rest/auth/email', { email: `n${i}@example.com`, purpose: 'signIn' }, '10.0.3.1')).status).toBe(202)
    expect((await passwordLogin(app, 'fresh@example.com', 'x', '10.0.3.1')).status).toBe(429)
    expect((await call(app, '/rest/auth/refresh', {}, '10.0.3.1')).status).toBe(429)
    expect((await call(app, '/rest/auth/password', { password: 'long enough' }, '10.0.3.1')).status).toBe(429)
    expect((await call(app, '/rest/auth/logout', {}, '10.0.3.1')).status).toBe(429)
    expect((await call(app, '/rest/auth/reset-password', { email: 'a@example.com', code: '123456', password: 'long enough' }, '10.0.3.1')).status).toBe(429)
    expect((await passwordLogin(app, 'fresh@example.com', 'x', '10.0.3.2')).status).toBe(401)
  })

  test('a spoofed X-Forwarded-For does not reset the per-address limit', async () => {
    const app = appWith()
    const spoofed = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` })
    for (let i = 0; i < PER_ADDRESS; i++) await passwordLogin(app, `s${i}@example.com`, 'x', '10.0.4.1', spoofed(i))
    expect((await passwordLogin(app, 'sx@example.com', 'x', '10.0.4.1', spoofed(99))).status).toBe(429)
  })

  test('with TRUST_PROXY the last X-Forwarded-For entry is the client', async () => {
    const app = appWith({ trustProxy: true })
    const via = (client: string) => ({ 'x-forwarded-for': `1.2.3.4, ${client}` })
    for (let i = 0; i < PER_ADDRESS; i++) await passwordLogin(app, `p${i}@example.com`, 'x', '127.0.0.1', via('198.51.100.1'))
    expect((await passwordLogin(app, 'px@example.com', 'x', '127.0.0.1', via('198.51.100.1'))).status).toBe(429)
    expect((await passwordLogin(app, 'px@example.com', 'x', '127.0.0.1', via('198.51.100.2'))).status).toBe(401)
  })

  test('a limited unknown email gets the same answer as a limited known one', async () => {
    const app = appWith()
    const answers: string[] = []
    for (const email of ['limited@example.com', 'nobody.limited@example.com']) {
      for (let i = 0; i < PER_ACCOUNT; i++) await passwordLogin(app, email, 'wrong', `10.0.5.${i}`)
      const response = await passwordLogin(app, email, 'wrong', '10.0.5.9')
      answers.push(`${response.status} ${await response.text()}`)
    }
    expect(answers[1]).toBe(answers[0])
  })
})

describe('the same work for known and unknown emails', () => {
  const timed = async (run: () => Response | Promise<Response>) => {
    const started = performance.now()
    const response = await run()
    return { ms: performance.now() - started, answer: `${response.status} ${await response.text()}` }
  }

  test('a wrong password and an unknown email both pay for an argon2 verification', async () => {
    const app = appWith({ rateLimits: { perAddress: { limit: 1000, windowMs: WINDOW_MS }, perAccount: { limit: 1000, windowMs: WINDOW_MS } } })
    const verifications = vi.mocked(argon2.verify)
    for (let i = 0; i < 3; i++) {
      verifications.mockClear()
      await passwordLogin(app, 'limited@example.com', 'wrong password', '10.0.6.1')
      expect(verifications).toHaveBeenCalledTimes(1)
      verifications.mockClear()
      await passwordLogin(app, `unknown${i}@example.com`, 'wrong password', '10.0.6.1')
      expect(verifications).toHaveBeenCalledTimes(1)
    }
  })

  test('mail requests answer no sooner than minAnswerMs, known or not, and alike', async () => {
    const app = appWith({ minAnswerMs: 150, rateLimits: { perAddress: { limit: 1000, windowMs: WINDOW_MS }, perAccount: { limit: 1000, windowMs: WINDOW_MS } } })
    const known = await timed(() => call(app, '/rest/auth/email', { email: 'limited@example.com', purpose: 'reset' }, '10.0.7.1'))
    const unknown = await timed(() => call(app, '/rest/auth/email', { email: 'nobody.timed@example.com', purpose: 'reset' }, '10.0.7.1'))
    expect(known.ms).toBeGreaterThanOrEqual(149)
    expect(unknown.ms).toBeGreaterThanOrEqual(149)
    expect(unknown.answer).toBe(known.answer)
  })
})
