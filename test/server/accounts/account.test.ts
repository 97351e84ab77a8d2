import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import { ProfileWireSchema } from '../../../core/session'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

const STRONG = 'violet kettle under marble'
const WEAK = 'password1'

let db: Db
let app: ReturnType<typeof createApp>

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method, headers: { ...json, ...headers }, body: JSON.stringify(body) })
const post = (path: string, body: unknown, headers?: Record<string, string>) => send('POST', path, body, headers)
const login = (body: unknown) => post('/rest/auth/login?timezoneOffset=0', body)
const profile = (jwt: string) => app.request('/rest/profile?timezoneOffset=0', { headers: bearer(jwt) })
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code

const mailedCode = async (to: string) => {
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
}

/** Signs up `email` with a mailed code (and `password` when given); answers the login response. */
async function signUp(email: string, password?: string) {
  expect((await post('/rest/auth/email', { email, purpose: 'signUp' })).status).toBe(202)
  const response = await login({ provider: 'email', email, code: await mailedCode(email), signUp: true, firstName: 'Ada', lastName: 'Lovelace', password })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({ db, now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost', auth: { minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } } })
})
afterAll(async () => {
  await db.close()
})

describe('sign-up with a password', () => {
  test('the password chosen at sign-up signs in; the profile says the account has one', async () => {
    const answer = await signUp('with.password@example.com', STRONG)
    expect(answer.profile).toMatchObject({ hasPassword: true })
    expect((await login({ provider: 'password', email: 'with.password@example.com', password: STRONG })).status).toBe(200)
  })

  test('a weak password is refused with a 400 and leaves the code working', async () => {
    const email = 'weak.signup@example.com'
    await post('/rest/auth/email', { email, purpose: 'signUp' })
    const code = await mailedCode(email)
    const weak = await login({ provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace', password: WEAK })
    expect(weak.status).toBe(400)
    expect(await errorCode(weak)).toBe('auth.passwordTooWeak')
    expect((await db.query('SELECT 1 FROM users WHERE email_key = $1', [email])).length).toBe(0)
    expect((await login({ provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace', password: STRONG })).status).toBe(200)
  })

  test('a password built on the account\'s own name is refused', async () => {
    const email = 'qorvath.brindel@example.com'
    await post('/rest/auth/email', { email, purpose: 'signUp' })
    const response = await login({ provider: 'email', email, code: await mailedCode(email), signUp: true, firstName: 'Qorvath', lastName: 'Brindel', password: 'qorvath.brindel@example.com' })
    expect(await errorCode(response)).toBe('auth.passwordTooWeak')
  })

  test('without a password the account has none', async () => {
    expect((await signUp('code.only@example.com')).profile).toMatchObject({ hasPassword: false })
  })
})

describe('reset password', () => {
  test('a weak new password is refused and the code still works', async () => {
    const email = 'weak.reset@example.com'
    await signUp(email, STRONG)
    await post('/rest/auth/email', { email, purpose: 'reset' })
    const code = await mailedCode(email)
    const weak = await post('/rest/auth/reset-password', { email, code, password: WEAK })
    expect(weak.status).toBe(400)
    expect(await errorCode(weak)).toBe('auth.passwordTooWeak')
    expect((await post('/rest/auth/reset-password', { email, code, password: 'tangerine orbit glacier' })).status).toBe(200)
  })

  test('a weak password is refused the same way for an unknown email (no enumeration)', async () => {
    const known = await post('/rest/auth/reset-password', { email: 'weak.reset@example.com', code: '000000', password: WEAK })
    const unknown = await post('/rest/auth/reset-password', { email: 'nobody.weak@example.com', code: '000000', password: WEAK })
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()])
  })
})

describe('POST /rest/auth/password', () => {
  test('changing needs the current password, checks it, refuses weak ones, and revokes older tokens', async () => {
    const email = 'changer@example.com'
    const first = await signUp(email, STRONG)
    const second = v.parse(LoginResponseSchema, await (await login({ provider: 'password', email, password: STRONG })).json())
    const change = (body: unknown) => post('/rest/auth/password', body, bearer(first.jwt))

    const missing = await change({ password: 'tangerine orbit glacier' })
    expect([missing.status, await errorCode(missing)]).toEqual([400, 'auth.currentPasswordRequired'])
    const wrong = await change({ password: 'tangerine orbit glacier', currentPassword: 'not it at all' })
    expect([wrong.status, await errorCode(wrong)]).toEqual([403, 'auth.currentPasswordWrong'])
    const weak = await change({ password: WEAK, currentPassword: STRONG })
    expect([weak.status, await errorCode(weak)]).toEqual([400, 'auth.passwordTooWeak'])
    const named = await change({ password: 'changer@example.com', currentPassword: STRONG })
    expect(await errorCode(named)).toBe('auth.passwordTooWeak')
    expect((await profile(first.jwt)).status).toBe(200)

    const changed = await change({ password: 'tangerine orbit glacier', currentPassword: STRONG })
    expect(changed.status).toBe(200)
    const answer = v.parse(LoginResponseSchema, await changed.json())
    expect((await profile(first.jwt)).status).toBe(401)
    expect((await profile(second.jwt)).status).toBe(401)
    expect((await profile(answer.jwt)).status).toBe(200)
    expect((await login({ provider: 'password', email, password: STRONG })).status).toBe(401)
    expect((await login({ provider: 'password', email, password: 'tangerine orbit glacier' })).status).toBe(200)
  })

  test('an account without a password sets one without a current password', async () => {
    const { jwt } = await signUp('setter@example.com')
    const weak = await post('/rest/auth/password', { password: WEAK }, bearer(jwt))
    expect(await errorCode(weak)).toBe('auth.passwordTooWeak')
    const set = await post('/rest/auth/password', { password: STRONG }, bearer(jwt))
    expect(set.status).toBe(200)
    const answer = v.parse(LoginResponseSchema, await set.json())
    expect(answer.profile).toMatchObject({ hasPassword: true })
    expect((await profile(jwt)).status).toBe(401)
    expect(await (await profile(answer.jwt)).json()).toMatchObject({ hasPassword: true })
  })
})

describe('PATCH /rest/profile (the name)', () => {
  const patch = (jwt: string | null, body: unknown) => send('PATCH', '/rest/profile', body, jwt === null ? {} : bearer(jwt))

  test('saves the trimmed name and answers the profile, which GET then shows', async () => {
    const { jwt } = await signUp('renamed@example.com', STRONG)
    const response = await patch(jwt, { firstName: ' Augusta ', lastName: 'King ' })
    expect(response.status).toBe(200)
    const saved = v.parse(ProfileWireSchema, await response.json())
    expect(saved).toMatchObject({ email: 'renamed@example.com', firstName: 'Augusta', lastName: 'King', hasPassword: true })
    expect(await (await profile(jwt)).json()).toMatchObject({ firstName: 'Augusta', lastName: 'King' })
    expect((await profile(jwt)).status).toBe(200)
  })

  test('blank or oversized names are a 400; signed out is a 401', async () => {
    const { jwt } = await signUp('badname@example.com')
    for (const body of [{ firstName: '  ', lastName: 'X' }, { firstName: 'X' }, { firstName: 'X', lastName: 'Y'.repeat(101) }, {}]) {
      expect((await patch(jwt, body)).status).toBe(400)
    }
    expect((await patch(null, { firstName: 'A', lastName: 'B' })).status).toBe(401)
    expect(await (await profile(jwt)).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  // Found by the route fuzz: PGlite turned a lone surrogate after other non-ASCII text into invalid UTF-8 (a 500).
  test('a lone surrogate in a name is refused with a 400, never a 500', async () => {
    const { jwt } = await signUp('surrogate@example.com')
    const response = await patch(jwt, { firstName: 'Zoë\udc00', lastName: '\ufeff中\ud800x' })
    expect(response.status).toBe(400)
  })

  test('the database adapter stores a lone surrogate that gets past the schemas as U+FFFD, as pg does', async () => {
    const [row] = await db.query<{ text: string }>('SELECT $1::text AS text', ['Zoë\udc00'])
    expect(row?.text).toBe('Zoë\ufffd')
  })
})

describe('changing the email', () => {
  const changeLink = async (to: string) => {
    const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])
    return /\/settings\/change-email\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? 'none'
  }
  const ask = (jwt: string, email: string) => post('/rest/profile/email', { email }, bearer(jwt))
  const preview = (jwt: string, code: string) => app.request(`/rest/profile/email/${code}`, { headers: bearer(jwt) })
  const confirm = (jwt: string, code: string) => post(`/rest/profile/email/${code}/confirm`, {}, bearer(jwt))
  const cancel = (jwt: string, code: string) => post(`/rest/profile/email/${code}/cancel`, {}, bearer(jwt))

  test('a link mailed to the new address confirms it: sign-in moves there, older tokens die, the link works once', async () => {
    const { jwt } = await signUp('mover@example.com', STRONG)
    expect((await ask(jwt, ' Mover.New@Example.com ')).status).toBe(202)
    const code = await changeLink('Mover.New@Example.com')
    expect(await (await preview(jwt, code)).json()).toEqual({ email: 'Mover.New@Example.com' })
    const confirmed = await confirm(jwt, code)
    expect(confirmed.status).toBe(200)
    const answer = v.parse(LoginResponseSchema, await confirmed.json())
    expect(answer.profile.email).toBe('Mover.New@Example.com')
    expect((await profile(jwt)).status).toBe(401)
    expect((await profile(answer.jwt)).status).toBe(200)
    expect((await login({ provider: 'password', email: 'mover.new@example.com', password: STRONG })).status).toBe(200)
    expect((await login({ provider: 'password', email: 'mover@example.com', password: STRONG })).status).toBe(401)
    expect(await errorCode(await confirm(answer.jwt, code))).toBe('account.emailChangeExpired')
    // mailed codes now reach the new address
    expect((await post('/rest/auth/email', { email: 'mover.new@example.com', purpose: 'signIn' })).status).toBe(202)
    const code2 = await mailedCode('mover.new@example.com')
    expect((await login({ provider: 'email', email: 'mover.new@example.com', code: code2 })).status).toBe(200)
  })

  test('the same answer when the new address has an account, whose mailbox is told instead; no link works', async () => {
    const { jwt } = await signUp('stayer@example.com', STRONG)
    const known = await ask(jwt, 'with.password@example.com')
    const unknown = await ask(jwt, 'free.address@example.com')
    expect([known.status, await known.text()]).toEqual([unknown.status, await unknown.text()])
    expect(await changeLink('with.password@example.com')).toBe('none')
    expect(await errorCode(await ask(jwt, 'STAYER@example.com'))).toBe('account.emailUnchanged')
  })

  test('another account cannot use the link; a newer request replaces the older; cancel ends it; an address taken meanwhile is refused', async () => {
    const { jwt } = await signUp('owner@example.com', STRONG)
    const other = await signUp('intruder@example.com', STRONG)
    await ask(jwt, 'first.choice@example.com')
    const first = await changeLink('first.choice@example.com')
    expect(await errorCode(await preview(other.jwt, first))).toBe('account.emailChangeWrongUser')
    expect((await confirm(other.jwt, first)).status).toBe(403)

    await ask(jwt, 'second.choice@example.com')
    const second = await changeLink('second.choice@example.com')
    expect(await errorCode(await confirm(jwt, first))).toBe('account.emailChangeExpired')
    expect((await cancel(jwt, second)).status).toBe(200)
    expect(await errorCode(await confirm(jwt, second))).toBe('account.emailChangeCancelled')

    await ask(jwt, 'contested@example.com')
    const contested = await changeLink('contested@example.com')
    await signUp('contested@example.com')
    const refused = await confirm(jwt, contested)
    expect([refused.status, await errorCode(refused)]).toEqual([409, 'account.emailInUse'])
    expect(await (await profile(jwt)).json()).toMatchObject({ email: 'owner@example.com' })
    expect((await preview(jwt, 'not-a-real-code-at-all-xxxxxxxx')).status).toBe(410)
    expect((await app.request(`/rest/profile/email/${contested}`)).status).toBe(401)
  })
})
