import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { ApiErrorBodySchema, LoginResponseSchema } from '../../core'
import { createApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from './helpers'

/*
 * Issue 15, item 4: control characters and unpaired surrogates in text are a 400 with a clear issue (never a 500),
 * and a sign-up that fails never uses up its mailed code.
 */

const STRONG = 'violet kettle under marble'
/** C0 (NUL, BEL, tab, line feed, ESC), DEL, C1 (NEL, the last C1) and unpaired surrogates, each alone. */
const HOSTILE = ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f', '\ud800', '\udfff'] as const
const shown = (text: string) => [...text].map((char) => `U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`).join(' ')

let db: Db
let app: ReturnType<typeof createApp>
const failures: unknown[] = []

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  app.request(path, { method, headers: { ...json, ...headers }, body: JSON.stringify(body) })
const post = (path: string, body: unknown, headers?: Record<string, string>) => send('POST', path, body, headers)
const login = (body: unknown) => post('/rest/auth/login?timezoneOffset=0', body)

async function mailedCode(to: string) {
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
}

/** Asserts a 400 request.invalid whose issues name `path`; answers the issue's message. */
async function expectRefusedText(response: Response, path: string): Promise<string> {
  const body = v.parse(ApiErrorBodySchema, await response.json())
  expect([response.status, body.error.code], JSON.stringify(body)).toEqual([400, 'request.invalid'])
  const issue = body.error.issues?.find((each) => each.path === path)
  expect(issue, JSON.stringify(body)).toBeDefined()
  return issue?.message ?? ''
}

async function signUp(email: string, names = { firstName: 'Ada', lastName: 'Lovelace' }) {
  expect((await post('/rest/auth/email', { email, purpose: 'signUp' })).status).toBe(202)
  const response = await login({ provider: 'email', email, code: await mailedCode(email), signUp: true, ...names })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db,
    now: () => TEST_NOW,
    logError: (error) => failures.push(error),
    publicOrigin: 'http://localhost',
    auth: { minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
  })
})
afterAll(async () => {
  await db.close()
})

describe('PATCH /rest/profile', () => {
  test('the reported case: a NUL in the first name is a 400 naming the field and the character, not a 500', async () => {
    const { jwt } = await signUp('nul.name@example.com')
    const response = await send('PATCH', '/rest/profile', { firstName: 'Ann\u0000', lastName: 'Lee' }, bearer(jwt))
    expect(await expectRefusedText(response, 'firstName')).toMatch(/U\+0000/)
    expect(await (await app.request('/rest/profile', { headers: bearer(jwt) })).json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' })
  })

  test.each(HOSTILE.map((char) => [shown(char), char]))('%s in either name is refused', async (_, char) => {
    const { jwt } = await signUp(`hostile.${shown(char).replace(/\W/g, '')}@example.com`)
    await expectRefusedText(await send('PATCH', '/rest/profile', { firstName: `A${char}n`, lastName: 'Lee' }, bearer(jwt)), 'firstName')
    await expectRefusedText(await send('PATCH', '/rest/profile', { firstName: 'Ann', lastName: `${char}Lee` }, bearer(jwt)), 'lastName')
  })

  test('printable names of any script are kept as typed (emoji with joiners, combining marks, astral characters)', async () => {
    const { jwt } = await signUp('printable@example.com')
    for (const [firstName, lastName] of [['Zoë', 'O\u2019Brien'], ['李', '小龍'], ['👩\u200d💻', 'Ferm\u0069\u0301n'], ['𝔄𝔡𝔞', 'Nguyễn']]) {
      const response = await send('PATCH', '/rest/profile', { firstName, lastName }, bearer(jwt))
      expect(response.status, `${firstName} ${lastName}`).toBe(200)
      expect(await response.json()).toMatchObject({ firstName, lastName })
    }
  })
})

describe('sign-up never burns its code on a failure', () => {
  test('the reported case: a NUL in the name is a 400, and the same code then signs up with a clean name', async () => {
    const email = 'nul.signup@example.com'
    await post('/rest/auth/email', { email, purpose: 'signUp' })
    const code = await mailedCode(email)
    await expectRefusedText(await login({ provider: 'email', email, code, signUp: true, firstName: 'Ann\u0000', lastName: 'Lee' }), 'firstName')
    expect(await db.query('SELECT 1 FROM users WHERE email_key = $1', [email])).toEqual([])
    const retry = await login({ provider: 'email', email, code, signUp: true, firstName: 'Ann', lastName: 'Lee' })
    expect(retry.status).toBe(200)
    expect(v.parse(LoginResponseSchema, await retry.json()).profile).toMatchObject({ firstName: 'Ann', lastName: 'Lee' })
  })

  test('a control character in the chosen password is a 400 and leaves the code working', async () => {
    const email = 'ctl.password@example.com'
    await post('/rest/auth/email', { email, purpose: 'signUp' })
    const code = await mailedCode(email)
    await expectRefusedText(await login({ provider: 'email', email, code, signUp: true, firstName: 'Ann', lastName: 'Lee', password: `${STRONG}\u0000` }), 'password')
    expect((await login({ provider: 'email', email, code, signUp: true, firstName: 'Ann', lastName: 'Lee', password: STRONG })).status).toBe(200)
  })

  test('when making the account fails in the database, the code still works afterwards (one transaction)', async () => {
    // A planted failure: the database refuses this one name, after every check of the request has passed.
    await db.exec(`
      CREATE FUNCTION refuse_planted_name() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.first_name = 'Planted' THEN RAISE EXCEPTION 'planted failure'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_planted_name BEFORE INSERT ON users FOR EACH ROW EXECUTE FUNCTION refuse_planted_name();
    `)
    try {
      const email = 'planted@example.com'
      await post('/rest/auth/email', { email, purpose: 'signUp' })
      const code = await mailedCode(email)
      failures.length = 0
      const failed = await login({ provider: 'email', email, code, signUp: true, firstName: 'Planted', lastName: 'Lee', password: STRONG })
      expect(failed.status).toBe(500)
      expect(String(failures[0])).toMatch(/planted failure/)
      expect(await db.query('SELECT 1 FROM users WHERE email_key = $1', [email])).toEqual([])
      const retry = await login({ provider: 'email', email, code, signUp: true, firstName: 'Ann', lastName: 'Lee', password: STRONG })
      expect(retry.status).toBe(200)
      expect((await login({ provider: 'password', email, password: STRONG })).status).toBe(200)
      // and the code still works once only
      expect((await login({ provider: 'email', email, code, signUp: true, firstName: 'Ann', lastName: 'Lee' })).status).toBe(401)
    } finally {
      await db.exec('DROP TRIGGER refuse_planted_name ON users; DROP FUNCTION refuse_planted_name()')
    }
  })

  test('a wrong code still counts as a try inside the transaction (five kill the code)', async () => {
    const email = 'counted@example.com'
    await post('/rest/auth/email', { email, purpose: 'signUp' })
    const code = await mailedCode(email)
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) expect((await login({ provider: 'email', email, code: wrong, signUp: true })).status).toBe(401)
    expect((await login({ provider: 'email', email, code, signUp: true })).status).toBe(401)
  })
})

describe('every text field of the API refuses control characters and unpaired surrogates with a 400', () => {
  const fields: ReadonlyArray<readonly [string, (bad: string) => Response | Promise<Response>, string]> = [
    ['POST /rest/auth/email email', (bad) => post('/rest/auth/email', { email: `a${bad}@example.com`, purpose: 'signIn' }), 'email'],
    ['POST /rest/auth/email email (trailing)', (bad) => post('/rest/auth/email', { email: `a@example.com${bad}`, purpose: 'signIn' }), 'email'],
    ['login by code: email', (bad) => login({ provider: 'email', email: `a@example.com${bad}`, code: '123456' }), 'email'],
    ['login by code: code', (bad) => login({ provider: 'email', email: 'a@example.com', code: `123456${bad}` }), 'code'],
    ['login by code: lastName', (bad) => login({ provider: 'email', email: 'a@example.com', code: '123456', signUp: true, firstName: 'A', lastName: `L${bad}` }), 'lastName'],
    ['login by password: email', (bad) => login({ provider: 'password', email: `${bad}a@example.com`, password: STRONG }), 'email'],
    ['developer sign-up: firstName', (bad) => login({ provider: 'password', email: 'a@example.com', password: STRONG, signUp: true, firstName: `A${bad}`, lastName: 'L' }), 'firstName'],
    ['reset: password', (bad) => post('/rest/auth/reset-password', { email: 'a@example.com', code: '123456', password: `${STRONG}${bad}` }), 'password'],
    ['reset: code', (bad) => post('/rest/auth/reset-password', { email: 'a@example.com', code: `${bad}123456`, password: STRONG }), 'code'],
    ['search: what', (bad) => post('/rest/jobs/search', { what: `nurse${bad}` }), 'what'],
    ['search: where', (bad) => post('/rest/jobs/search', { where: `Austin${bad}, TX` }), 'where'],
  ]

  test.each(fields)('%s', async (_, call, path) => {
    for (const char of HOSTILE) {
      const response = await call(char)
      expect(response.status, `${shown(char)}: ${response.status}`).toBe(400)
      await expectRefusedText(response, path)
    }
  })

  test('signed in: a new password and a new email address', async () => {
    const { jwt } = await signUp('signed.in.hostile@example.com')
    for (const char of HOSTILE) {
      await expectRefusedText(await post('/rest/auth/password', { password: `${STRONG}${char}` }, bearer(jwt)), 'password')
      await expectRefusedText(await post('/rest/profile/email', { email: `new${char}@example.com` }, bearer(jwt)), 'email')
    }
  })

  test('a password typed to sign in is only compared, never stored: any text is a plain wrong password, not an error', async () => {
    await signUp('compare.only@example.com')
    for (const char of HOSTILE) expect((await login({ provider: 'password', email: 'compare.only@example.com', password: `x${char}` })).status).toBe(401)
  })

  test('printable search text still searches', async () => {
    const response = await post('/rest/jobs/search', { what: 'nurse 👩\u200d⚕️', where: 'Austin, TX' })
    expect(response.status).toBe(200)
  })
})
