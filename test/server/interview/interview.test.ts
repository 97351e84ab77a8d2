import { createHmac, randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { InterviewSchema, type Interview } from '../../../core/interview'
import { createApp } from '../../../adapters/server/app'
import { createApplicationStore, type ApplicationStore } from '../../../adapters/server/applications/store'
import type { Db } from '../../../adapters/server/db/db'
import { createInterviewLinkSigner, INTERVIEW_LINK_TTL_MS } from '../../../adapters/server/interview/link'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { applicationRecord } from '../applications/fixtures'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'
import { openSeededPglite, TEST_JOBS, TEST_NOW } from '../helpers'

const SECRET = 'interview-tests-secret-with-enough-entropy-0123456789'
const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
/** The server's interview-link key: derived from its secret as AuthServices.signingKey derives it. */
const signer = createInterviewLinkSigner(new Uint8Array(createHmac('sha256', new TextEncoder().encode(SECRET)).update('hireflow:interview-link').digest()))

let db: Db
let app: ReturnType<typeof createApp>
let store: ApplicationStore
let now = TEST_NOW
let jobs: Array<{ id: string; skills: string[] }>
let ada: LoginResponse
let bob: LoginResponse
let adaId: string

const restOf = (path: string) => `/rest/interview/link${path.slice('/interview'.length)}`
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const put = (path: string, question: string, answer: unknown, headers: Record<string, string> = {}) =>
  app.request(`${path}/answers/${question}`, { method: 'PUT', headers: { ...json, ...headers }, body: JSON.stringify({ answer }) })
const interviewOf = async (response: Response): Promise<Interview> => {
  expect(response.status, await response.clone().text()).toBe(200)
  return v.parse(InterviewSchema, await response.json())
}

async function signUp(email: string): Promise<LoginResponse> {
  expect((await app.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email, purpose: 'signUp' }) })).status).toBe(202)
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
  const body = JSON.stringify({ provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  const response = await app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: json, body })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

/** A visitor's application for job `index` and its interview's REST path. */
async function visitorInterview(index: number, overrides: Parameters<typeof applicationRecord>[0] | object = {}) {
  const record = applicationRecord({ jobId: jobs[index]!.id, email: `visitor${index}@example.com`, ...overrides })
  await store.insert(record)
  return { record, path: restOf(signer.pathFor(record, now)) }
}

/** PGlite always; the machine's PostgreSQL (TEST_DATABASE_URL, a schema of its own) when it answers. */
const postgres = await postgresReachable(TEST_DATABASE_URL)
const schema = `hf_interview_${randomBytes(6).toString('hex')}`
const backends: Array<[string, () => Promise<Db>, (() => Promise<void>) | undefined]> = [
  ['PGlite', openSeededPglite, undefined],
  ...(postgres
    ? [['PostgreSQL', async () => (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema }, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })).db, async () => void (await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))] as [string, () => Promise<Db>, () => Promise<void>]]
    : []),
]

describe.each(backends)('the instant interview on %s', (_, open, cleanUp) => {
  beforeAll(async () => {
    db = await open()
    store = createApplicationStore(db)
    const generous = { limit: 10_000, windowMs: 60_000 }
    app = createApp({
      db,
      now: () => now,
      logError: (error) => console.error(error),
      publicOrigin: 'http://localhost',
      auth: { jwtSecret: SECRET, now: () => now, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    })
    jobs = await db.query<{ id: string; skills: string[] }>(`SELECT id, skills FROM jobs WHERE cardinality(skills) >= 3 ORDER BY id LIMIT 12`)
    ada = await signUp('ada.interview@example.com')
    bob = await signUp('bob.interview@example.com')
    const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email_key = $1', ['ada.interview@example.com'])
    adaId = row!.id
  })
  afterAll(async () => {
    await cleanUp?.()
    await db?.close()
  })

  describe('the interview by its signed link', () => {
    test('a visitor reads the job, the application prefill and no answers yet', async () => {
      const { record, path } = await visitorInterview(0)
      const interview = await interviewOf(await get(path))
      expect(interview).toMatchObject({
        applicationId: record.id,
        job: { id: jobs[0]!.id, skills: jobs[0]!.skills },
        prefill: { company: "St. Mary's", title: 'Registered Nurse', workAuthorization: 'anyEmployer', expectedSalary: null },
        answers: {},
        completedAt: null,
      })
    })

    test('answers every question, in order, with the application updated and the interview completed', async () => {
      const { record, path } = await visitorInterview(1)
      const skills = jobs[1]!.skills.slice(0, 2)
      await interviewOf(await put(path, 'company', '  Acme Health  '))
      await interviewOf(await put(path, 'title', 'Charge Nurse'))
      await interviewOf(await put(path, 'expectedSalary', { amount: 85000, type: 'year' }))
      await interviewOf(await put(path, 'workAuthorization', 'requiresSponsorship'))
      await interviewOf(await put(path, 'skills', skills))
      await interviewOf(await put(path, 'ratings', skills.map((skill, index) => ({ skill, rating: index + 3 }))))
      await interviewOf(await put(path, 'years', 7))
      const done = await interviewOf(await put(path, 'charity', 'redCross'))
      expect(done.completedAt).toBe(now.toISOString())
      expect(done.answers).toMatchObject({ company: 'Acme Health', years: 7, charity: 'redCross', skills })
      const saved = await store.findById(record.id)
      expect(saved?.answers).toMatchObject({
        mostRecentEmployer: 'Acme Health',
        mostRecentTitle: 'Charge Nurse',
        expectedSalary: 85000,
        expectedSalaryType: 'year',
        workAuthorization: 'requiresSponsorship',
        charity: 'redCross',
      })
    })

    test('resumes after partial answers: a new read has them, and the same answer saved twice is one answer', async () => {
      const { path } = await visitorInterview(2)
      await interviewOf(await put(path, 'company', 'Acme'))
      await interviewOf(await put(path, 'title', 'Nurse'))
      await interviewOf(await put(path, 'title', 'Nurse'))
      const again = await interviewOf(await get(path))
      expect(again.answers).toEqual({ company: 'Acme', title: 'Nurse' })
      expect(again.completedAt).toBeNull()
      const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM interview_answers WHERE application_id = $1`, [again.applicationId])
      expect(count?.n).toBe(2)
    })

    test('each answer is validated: empty texts, bad amounts, unknown skills, missing ratings, years out of range', async () => {
      const { path } = await visitorInterview(3)
      const refused = async (question: string, answer: unknown, message: string) => {
        const response = await put(path, question, answer)
        expect(response.status).toBe(400)
        const body = (await response.json()) as { error: { code: string; issues: Array<{ message: string }> } }
        expect(body.error.code).toBe('request.invalid')
        expect(body.error.issues[0]?.message).toBe(message)
      }
      await refused('company', '   ', 'interview.error.companyRequired')
      await refused('title', '', 'interview.error.titleRequired')
      await refused('title', 'x'.repeat(201), 'apply.error.textTooLong')
      await refused('expectedSalary', { amount: -5, type: 'year' }, 'interview.error.salaryRequired')
      await refused('expectedSalary', { amount: 1.5, type: 'hour' }, 'apply.error.salaryInvalid')
      await refused('workAuthorization', 'anything', 'apply.error.workAuthorizationRequired')
      await refused('skills', ['Juggling'], 'interview.error.skillUnknown')
      await refused('years', 71, 'interview.error.yearsInvalid')
      await refused('charity', 'myOwnPocket', 'interview.error.charityRequired')
      const skill = jobs[3]!.skills[0]!
      await interviewOf(await put(path, 'skills', [skill]))
      await refused('ratings', [], 'interview.error.ratingRequired')
      await refused('ratings', [{ skill, rating: 6 }], 'Invalid value: Expected <=5 but received 6')
      expect((await put(path, 'nonsense', 'x')).status).toBe(404)
      expect((await app.request(`${path}/answers/company`, { method: 'PUT', headers: json, body: '{not json' })).status).toBe(400)
      expect((await interviewOf(await get(path))).answers).toEqual({ skills: [skill] })
    })

    test('answers saved in parallel (a retry and the next answer) never undo each other', async () => {
      const { path } = await visitorInterview(6)
      const saves = await Promise.all([put(path, 'company', 'Acme'), put(path, 'title', 'Nurse'), put(path, 'company', 'Acme'), put(path, 'years', 3)])
      expect(saves.map((response) => response.status)).toEqual([200, 200, 200, 200])
      expect((await interviewOf(await get(path))).answers).toEqual({ company: 'Acme', title: 'Nurse', years: 3 })
    })

    test('a changed skills answer drops the ratings of skills no longer confirmed', async () => {
      const { path } = await visitorInterview(4)
      const [first, second] = jobs[4]!.skills
      await interviewOf(await put(path, 'skills', [first, second]))
      await interviewOf(await put(path, 'ratings', [{ skill: first, rating: 4 }, { skill: second, rating: 2 }]))
      const changed = await interviewOf(await put(path, 'skills', [first]))
      expect(changed.answers.ratings).toBeUndefined()
    })

    test('bad, altered and expired links are refused with interview.linkInvalid, and save nothing', async () => {
      const { record, path } = await visitorInterview(5)
      const [, , , , applicationId, jobId, userId, obfuscatedId] = path.split('/')
      const variants = [
        `/rest/interview/link/${applicationId}/${jobId}/${userId}/nonsense`,
        `/rest/interview/link/${applicationId}/${jobId}/someone/${obfuscatedId}`,
        `/rest/interview/link/${applicationId}/${jobs[6]!.id}/${userId}/${obfuscatedId}`,
        `/rest/interview/link/${record.id.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a'))}/${jobId}/${userId}/${obfuscatedId}`,
        `/rest/interview/link/${applicationId}/${jobId}/${userId}/${obfuscatedId!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
        restOf(createInterviewLinkSigner(new Uint8Array(32).fill(1)).pathFor(record, now)),
        // signed, but for an application that does not exist
        restOf(signer.pathFor({ id: 'no-such-application', jobId: jobId!, userId: null }, now)),
      ]
      for (const variant of variants) {
        const read = await get(variant)
        expect(read.status, variant).toBe(404)
        expect(await errorCode(read)).toBe('interview.linkInvalid')
        expect((await put(variant, 'company', 'Acme')).status).toBe(404)
      }
      const saved = now
      now = new Date(saved.getTime() + INTERVIEW_LINK_TTL_MS)
      try {
        expect(await errorCode(await get(path))).toBe('interview.linkInvalid')
        expect((await put(path, 'company', 'Acme')).status).toBe(404)
      } finally {
        now = saved
      }
      expect((await interviewOf(await get(path))).answers).toEqual({})
    })

    test("an account's link is good only while that account owns the application; a guest link still after a claim", async () => {
      const mine = applicationRecord({ jobId: jobs[7]!.id, userId: adaId, email: 'ada.interview@example.com' })
      await store.insert(mine)
      const path = restOf(signer.pathFor(mine, now))
      await interviewOf(await get(path))
      const guest = await visitorInterview(8)
      await store.assignTo(adaId, [guest.record.id])
      await interviewOf(await get(guest.path))
    })
  })

  describe('the interview by application id, for its signed-in owner', () => {
    test('the owner reads and answers it; the same answers show by the link', async () => {
      const mine = applicationRecord({ jobId: jobs[9]!.id, userId: adaId, email: 'ada.interview@example.com' })
      await store.insert(mine)
      const owner = `/rest/interview/application/${mine.id}`
      await interviewOf(await put(owner, 'company', 'Analytical Engines', bearer(ada.jwt)))
      const byLink = await interviewOf(await get(restOf(signer.pathFor(mine, now))))
      expect(byLink.answers).toEqual({ company: 'Analytical Engines' })
    })

    test("another user's application is refused like a bad link; no token or a provisional one is 401", async () => {
      const mine = applicationRecord({ jobId: jobs[10]!.id, userId: adaId, email: 'ada.interview@example.com' })
      await store.insert(mine)
      const owner = `/rest/interview/application/${mine.id}`
      const bobs = await get(owner, bearer(bob.jwt))
      expect(bobs.status).toBe(404)
      expect(await errorCode(bobs)).toBe('interview.linkInvalid')
      expect((await put(owner, 'company', 'Evil', bearer(bob.jwt))).status).toBe(404)
      // a visitor's application has no owner to be
      const visitor = await visitorInterview(11)
      expect((await get(`/rest/interview/application/${visitor.record.id}`, bearer(bob.jwt))).status).toBe(404)
      const [user] = await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE id = $1', [adaId])
      const tokens = createTokenService(new TextEncoder().encode(SECRET), () => now)
      const tmp = await tokens.issueSession({ userId: adaId, email: 'ada.interview@example.com', tokenVersion: user!.token_version, tmp: true })
      expect((await get(owner, bearer(tmp))).status).toBe(401)
      expect((await put(owner, 'company', 'Acme', bearer(tmp))).status).toBe(401)
      expect((await get(owner)).status).toBe(401)
      expect((await interviewOf(await get(owner, bearer(ada.jwt)))).answers).toEqual({})
    })
  })
})
