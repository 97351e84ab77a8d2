import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import { ClaimAnswersSchema, type ClaimAnswer } from '../../../core/claims'
import { createApp } from '../../../adapters/server/app'
import { createApplicationStore, type ApplicationStore } from '../../../adapters/server/applications/store'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { randomBytes } from 'node:crypto'
import { openSeededPglite, startTestServer, TEST_NOW } from '../helpers'
import { applicationRecord } from '../applications/fixtures'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'

const SECRET = 'claims-tests-secret-with-enough-entropy-0123456789'
let db: Db
let app: ReturnType<typeof createApp>
let store: ApplicationStore
let jobIds: string[]

const json = { 'content-type': 'application/json' }
const post = (path: string, jwt: string | null, body: unknown) =>
  app.request(path, { method: 'POST', headers: { ...json, ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }) }, body: JSON.stringify(body) })
const answers = async (response: Response): Promise<readonly ClaimAnswer[]> => {
  expect(response.status).toBe(200)
  return v.parse(ClaimAnswersSchema, await response.json())
}
const check = async (jwt: string, claims: { id: string; email: string; jobId?: string }[]) => answers(await post('/rest/interview/check-claims', jwt, { claims }))
const confirm = async (jwt: string, ids: string[], code: string) => answers(await post('/rest/interview/claims/confirm', jwt, { ids, code }))
const reasons = (list: readonly ClaimAnswer[]) => list.map((answer) => [answer.success, answer.reason])
const ownerOf = async (id: string) => (await db.query<{ user_id: string | null }>('SELECT user_id FROM applications WHERE id = $1', [id]))[0]?.user_id
const mailsTo = async (to: string) => db.query<{ subject: string; body: string }>('SELECT subject, body FROM outbox WHERE to_address = $1 ORDER BY id', [to])
const lastCode = async (to: string) => /\b(\d{6})\b/.exec((await mailsTo(to)).at(-1)?.body ?? '')?.[1] ?? ''

interface Account {
  readonly id: string
  readonly email: string
  readonly jwt: string
}
let accounts = 0
async function signUp(email = `claimer.${++accounts}@example.com`): Promise<Account> {
  await post('/rest/auth/email', null, { email, purpose: 'signUp' })
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1]
  const response = await post('/rest/auth/login?timezoneOffset=0', null, { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  expect(response.status).toBe(200)
  const answer = v.parse(LoginResponseSchema, await response.json())
  return { id: answer.profile.id, email, jwt: answer.jwt }
}

/** A visitor's application (no account) for job `n`. */
async function visitorApplied(email: string, n: number, userId: string | null = null) {
  const record = applicationRecord({ jobId: jobIds[n]!, email, userId })
  await store.insert(record)
  return { id: record.id, email, jobId: record.jobId }
}

/** The databases the suite runs on: PGlite always, PostgreSQL (a schema of its own) when it answers (CI). */
const schema = `hf_claims_${randomBytes(6).toString('hex')}`
const databases: Array<{ name: string; open: () => Promise<Db>; drop: (db: Db) => Promise<void> }> = [
  { name: 'PGlite', open: openSeededPglite, drop: async () => {} },
  ...((await postgresReachable(TEST_DATABASE_URL))
    ? [{ name: 'PostgreSQL', open: async () => (await startTestServer({ databaseUrl: TEST_DATABASE_URL, schema })).db, drop: (db: Db) => db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) }]
    : []),
]

describe.each(databases)('claims on $name', ({ open, drop }) => {
  beforeAll(async () => {
    accounts = 0
    db = await open()
    const generous = { limit: 10_000, windowMs: 60_000 }
    app = createApp({
      db, now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost',
      auth: { now: () => TEST_NOW, minAnswerMs: 0, jwtSecret: SECRET, rateLimits: { perAddress: generous, perAccount: generous } },
      claims: { rateLimit: { limit: 12, windowMs: 60_000 } },
    })
    store = createApplicationStore(db)
    jobIds = (await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT 40')).map((row) => row.id)
  })
  afterAll(async () => {
    await drop(db)
    await db.close()
  })

  describe('POST /rest/interview/check-claims', () => {
    test('an application made with the account\'s own verified email is claimed at once, with its job; again it is already yours', async () => {
      const ada = await signUp()
      const applied = await visitorApplied(ada.email.toUpperCase(), 0)
      const [first] = await check(ada.jwt, [applied].map((a) => ({ ...a, email: ada.email })))
      expect(first).toMatchObject({ id: applied.id, success: true, reason: 'claimed' })
      const [job] = await db.query<{ title: string; company: string }>('SELECT title, company FROM jobs WHERE id = $1', [applied.jobId])
      expect(first?.job).toEqual(job)
      expect(await ownerOf(applied.id)).toBe(ada.id)
      expect((await store.listFor(ada.id)).map((a) => a.id)).toContain(applied.id)
      expect(reasons(await check(ada.jwt, [{ ...applied, email: ada.email }]))).toEqual([[true, 'alreadyYours']])
    })

    test('another email needs the code mailed to that email: a wrong code claims nothing, the right one claims it', async () => {
      const ada = await signUp()
      const applied = await visitorApplied('ada.elsewhere@example.com', 1)
      expect(reasons(await check(ada.jwt, [applied]))).toEqual([[false, 'confirmationRequired']])
      expect(await ownerOf(applied.id)).toBeNull()
      const [mail] = await mailsTo('ada.elsewhere@example.com')
      expect(mail?.body).toContain(ada.email)
      const code = await lastCode('ada.elsewhere@example.com')
      const wrong = code === '000000' ? '111111' : '000000'
      expect(reasons(await confirm(ada.jwt, [applied.id], wrong))).toEqual([[false, 'invalidCode']])
      expect(await ownerOf(applied.id)).toBeNull()
      const [claimed] = await confirm(ada.jwt, [applied.id], code)
      expect(claimed).toMatchObject({ id: applied.id, success: true, reason: 'claimed' })
      expect(claimed?.job?.title).toBeTruthy()
      expect(await ownerOf(applied.id)).toBe(ada.id)
      // A code works once.
      expect(reasons(await confirm(ada.jwt, [applied.id], code))).toEqual([[false, 'invalidCode']])
    })

    test('nobody claims someone else\'s application: by typing their email they only get a code mailed to its owner', async () => {
      const [mallory, victim] = [await signUp(), await signUp()]
      const applied = await visitorApplied(victim.email, 2)
      expect(reasons(await check(mallory.jwt, [applied]))).toEqual([[false, 'confirmationRequired']])
      expect(await mailsTo(mallory.email)).toHaveLength(1) // the sign-up code only
      // Guessing: five wrong codes kill the live code, and then even the right one is refused.
      const code = await lastCode(victim.email)
      for (const guess of ['000001', '000002', '000003', '000004', '000005']) {
        if (guess !== code) expect(reasons(await confirm(mallory.jwt, [applied.id], guess))).toEqual([[false, 'invalidCode']])
      }
      expect(await ownerOf(applied.id)).toBeNull()
      // The victim signs in with the application's email: it is theirs at once.
      expect(reasons(await check(victim.jwt, [applied]))).toEqual([[true, 'claimed']])
      // Now owned: refused to anyone else, with or without a code, and no mail goes out.
      const before = (await mailsTo(victim.email)).length
      expect(reasons(await check(mallory.jwt, [applied]))).toEqual([[false, 'notClaimable']])
      expect(reasons(await confirm(mallory.jwt, [applied.id], code))).toEqual([[false, 'invalidCode']])
      expect((await mailsTo(victim.email)).length).toBe(before)
      expect(await ownerOf(applied.id)).toBe(victim.id)
    })

    test('a code proves the email only for the account that asked for it', async () => {
      const [ada, bob] = [await signUp(), await signUp()]
      const applied = await visitorApplied('shared.inbox@example.com', 3)
      await check(ada.jwt, [applied])
      const code = await lastCode('shared.inbox@example.com')
      expect(reasons(await confirm(bob.jwt, [applied.id], code))).toEqual([[false, 'invalidCode']])
      expect(await ownerOf(applied.id)).toBeNull()
      expect(reasons(await confirm(ada.jwt, [applied.id], code))).toEqual([[true, 'claimed']])
    })

    test('unknown ids, another account\'s applications and a claim whose email is not the application\'s are refused alike, and mail nothing', async () => {
      const [ada, bob] = [await signUp(), await signUp()]
      const bobs = await visitorApplied(bob.email, 4, bob.id)
      const someone = await visitorApplied('someone@example.com', 5)
      const outbox = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox'))[0]?.n
      const mailsBefore = await outbox()
      const result = await check(ada.jwt, [
        { id: 'no-such-application', email: ada.email },
        { ...bobs, email: bob.email },
        { ...someone, email: 'not-the-same@example.com' },
      ])
      expect(reasons(result)).toEqual([[false, 'notClaimable'], [false, 'notClaimable'], [false, 'notClaimable']])
      expect(result.every((answer) => answer.job === null)).toBe(true)
      expect(await outbox()).toBe(mailsBefore)
      expect(await ownerOf(bobs.id)).toBe(bob.id)
      expect(await ownerOf(someone.id)).toBeNull()
    })

    test('the confirm call answers unknown ids as it answers a wrong code', async () => {
      const ada = await signUp()
      expect(await confirm(ada.jwt, ['no-such-application'], '123456')).toEqual([{ id: 'no-such-application', success: false, reason: 'invalidCode', job: null }])
    })

    test('an account made from an email its provider did not verify proves nothing by that email', async () => {
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO users (id, email, email_key) VALUES ('unverified-1', 'unverified@example.com', 'linkedin:abc') RETURNING id`,
      )
      const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
      const jwt = await tokens.issueSession({ userId: row!.id, email: 'unverified@example.com', tokenVersion: 0, tmp: false })
      const applied = await visitorApplied('unverified@example.com', 6)
      expect(reasons(await check(jwt, [applied]))).toEqual([[false, 'confirmationRequired']])
      expect(await ownerOf(applied.id)).toBeNull()
    })

    test('the account already has an application for the job: the visitor\'s stays where it is', async () => {
      const ada = await signUp()
      await visitorApplied(ada.email, 7, ada.id)
      const applied = await visitorApplied(ada.email, 7)
      expect(reasons(await check(ada.jwt, [applied]))).toEqual([[false, 'duplicate']])
      expect(await ownerOf(applied.id)).toBeNull()
    })

    test('no token, or a provisional one, can do none of it', async () => {
      const ada = await signUp()
      const applied = await visitorApplied(ada.email, 8)
      const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
      const tmp = await tokens.issueSession({ userId: ada.id, email: ada.email, tokenVersion: 0, tmp: true })
      for (const jwt of [null, tmp, 'not-a-token']) {
        expect((await post('/rest/interview/check-claims', jwt, { claims: [applied] })).status).toBe(401)
        expect((await post('/rest/interview/claims/confirm', jwt, { ids: [applied.id], code: '123456' })).status).toBe(401)
      }
      expect(await ownerOf(applied.id)).toBeNull()
    })

    test('bad bodies are refused with 400', async () => {
      const ada = await signUp()
      expect((await post('/rest/interview/check-claims', ada.jwt, { claims: [] })).status).toBe(400)
      expect((await post('/rest/interview/check-claims', ada.jwt, { claims: [{ id: '../x', email: 'a@example.com' }] })).status).toBe(400)
      expect((await post('/rest/interview/claims/confirm', ada.jwt, { ids: ['x'], code: 'abc' })).status).toBe(400)
    })

    test('codes are mailed at most 3 times per account and address in a window; calls are rate limited per account', async () => {
      const ada = await signUp()
      const applied = await visitorApplied('often@example.com', 9)
      for (let i = 0; i < 5; i++) expect(reasons(await check(ada.jwt, [applied]))).toEqual([[false, 'confirmationRequired']])
      expect(await mailsTo('often@example.com')).toHaveLength(3)
      // The live code (the third mail's) still works.
      const code = await lastCode('often@example.com')
      expect(reasons(await confirm(ada.jwt, [applied.id], code))).toEqual([[true, 'claimed']])
      const limited = []
      for (let i = 0; i < 8; i++) limited.push((await post('/rest/interview/check-claims', ada.jwt, { claims: [applied] })).status)
      expect(limited.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200])
      expect(limited.slice(6)).toEqual([429, 429])
    })

  })
})
