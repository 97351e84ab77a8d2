import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { ApplicationListSchema, ApplicationSchema, BadgeInfoSchema, MigrateAnswerSchema, type ApplicationAnswers } from '../../../core/applications'
import { createApp } from '../../../adapters/server/app'
import { createApplicationStore, type ApplicationStore } from '../../../adapters/server/applications/store'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { createInterviewStore } from '../../../adapters/server/interview/store'
import { TEST_NOW } from '../helpers'
import { openCiDatabase } from '../ciDatabase'
import { applicationRecord } from './fixtures'

const SECRET = 'applications-tests-secret-with-enough-entropy-0123'
let db: Db
let app: ReturnType<typeof createApp>
let store: ApplicationStore
let jobIds: string[]
let ada: LoginResponse
let bob: LoginResponse
let clock = TEST_NOW

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code
const call = (jwt: string, method: string, path: string, body?: unknown) =>
  app.request(path, { method, headers: { ...bearer(jwt), ...json }, body: body === undefined ? undefined : JSON.stringify(body) })
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000))

async function signUp(email: string): Promise<LoginResponse> {
  expect((await app.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email, purpose: 'signUp' }) })).status).toBe(202)
  const body = JSON.stringify({ provider: 'email', email, code: await lastCode(email), signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  const response = await app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: json, body })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}
async function lastCode(email: string): Promise<string> {
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
}
const userIdOf = async (email: string) => (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id
let nextJob = 0
async function applied(owner: { userId: string | null; email: string }, overrides: Parameters<typeof applicationRecord>[0] | object = {}) {
  const record = applicationRecord({ jobId: jobIds[nextJob++]!, ...owner, appliedAt: clock, modifiedAt: clock, ...overrides })
  await store.insert(record)
  return record
}
const list = async (jwt: string) => {
  const response = await call(jwt, 'GET', '/rest/applications')
  expect(response.status).toBe(200)
  return v.parse(ApplicationListSchema, await response.json()).applications
}
const badge = async (jwt: string) => v.parse(BadgeInfoSchema, await (await call(jwt, 'GET', '/rest/applications/badge-info')).json())

const answers: ApplicationAnswers = {
  mostRecentTitle: 'Charge Nurse',
  mostRecentEmployer: 'Seton',
  workAuthorization: 'requiresSponsorship',
  elevatorPitch: 'Ten years on the ward.',
  charity: null,
  expectedSalary: 95000,
  expectedSalaryType: 'year',
  currentSalary: 42,
  currentSalaryType: 'hour',
}

let closeDb: () => Promise<void>

// PGlite, and PostgreSQL in .ci/run's PostgreSQL stage (TEST_DATABASE_URL): access and migration on both.
beforeAll(async () => {
  ;({ db, close: closeDb } = await openCiDatabase('applications'))
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db,
    now: () => clock,
    logError: (error) => console.error(error),
    publicOrigin: 'http://localhost',
    auth: { jwtSecret: SECRET, now: () => clock, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
  })
  store = createApplicationStore(db)
  jobIds = (await db.query<{ id: string }>(`SELECT id FROM jobs ORDER BY id LIMIT 60`)).map((row) => row.id)
  ada = await signUp('ada.applications@example.com')
  bob = await signUp('bob.applications@example.com')
})
afterAll(() => closeDb())

describe('reading', () => {
  test('the list is the account’s own, newest first, with the job and the history; one is read with its history', async () => {
    const adaId = await userIdOf('ada.applications@example.com')
    const older = await applied({ userId: adaId, email: 'ada.applications@example.com' })
    later(5)
    const newer = await applied({ userId: adaId, email: 'ada.applications@example.com' })
    await applied({ userId: await userIdOf('bob.applications@example.com'), email: 'bob.applications@example.com' })
    const ids = (await list(ada.jwt)).map((application) => application.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect((await list(ada.jwt)).every((application) => application.email === 'ada.applications@example.com')).toBe(true)
    const one = v.parse(ApplicationSchema, await (await call(ada.jwt, 'GET', `/rest/applications/${older.id}`)).json())
    expect(one.job?.id).toBe(older.jobId)
    expect(one.history).toEqual([{ status: 'submitted', at: older.appliedAt.toISOString() }])
  })

  test('badge-info counts the applications and marks a change unseen until its page is opened', async () => {
    const adaId = await userIdOf('ada.applications@example.com')
    const record = await applied({ userId: adaId, email: 'ada.applications@example.com' })
    const before = await badge(ada.jwt)
    expect(before.applications).toBe((await list(ada.jwt)).length)
    expect(before.userJobs.find((entry) => entry.application.id === record.id)).toMatchObject({ jobId: record.jobId, viewed: true })
    later(1)
    await store.setStatus(record.id, 'interviewing', clock)
    const changed = (await badge(ada.jwt)).userJobs.find((entry) => entry.application.id === record.id)
    expect(changed).toMatchObject({ viewed: false, application: { modified: clock.toISOString() } })
    expect((await list(ada.jwt)).find((application) => application.id === record.id)?.viewed).toBe(false)
    later(1)
    expect((await call(ada.jwt, 'GET', `/rest/applications/${record.id}`)).status).toBe(200)
    expect((await badge(ada.jwt)).userJobs.find((entry) => entry.application.id === record.id)?.viewed).toBe(true)
  })
})

describe('access', () => {
  test('user B can neither read, edit, withdraw nor see A’s application (404 as for no application)', async () => {
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    const path = `/rest/applications/${record.id}`
    expect((await list(bob.jwt)).map((application) => application.id)).not.toContain(record.id)
    expect((await badge(bob.jwt)).userJobs.map((entry) => entry.application.id)).not.toContain(record.id)
    for (const response of [await call(bob.jwt, 'GET', path), await call(bob.jwt, 'PATCH', path, answers), await call(bob.jwt, 'POST', `${path}/withdraw`, {})]) {
      expect(response.status).toBe(404)
      expect(await errorCode(response)).toBe('applications.notFound')
    }
    expect((await call(bob.jwt, 'POST', `/dev/applications/${record.id}/status`, { status: 'hired' })).status).toBe(404)
    expect((await store.findById(record.id))?.status).toBe('submitted')
    expect((await store.findById(record.id))?.answers.mostRecentTitle).toBe('Registered Nurse')
  })

  test('no token, a forged one and a provisional (tmp) token can do none of it', async () => {
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    const user = (await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE email = $1', ['ada.applications@example.com']))[0]!
    const tmp = await (await createTokenService(new TextEncoder().encode(SECRET), () => clock)).issueSession({ userId: user.id, email: 'ada.applications@example.com', tokenVersion: user.token_version, tmp: true })
    const path = `/rest/applications/${record.id}`
    for (const jwt of [tmp, 'not.a.token', '']) {
      const calls = [
        call(jwt, 'GET', '/rest/applications'),
        call(jwt, 'GET', '/rest/applications/badge-info'),
        call(jwt, 'GET', path),
        call(jwt, 'PATCH', path, answers),
        call(jwt, 'POST', `${path}/withdraw`, {}),
        call(jwt, 'POST', '/rest/applications/migrate/code', { email: 'x@example.com' }),
        call(jwt, 'POST', '/rest/applications/migrate', { proof: 'token', token: ada.jwt }),
        call(jwt, 'POST', `/dev/applications/${record.id}/status`, { status: 'hired' }),
      ]
      for (const response of await Promise.all(calls)) expect(response.status).toBe(401)
    }
    expect((await store.findById(record.id))?.status).toBe('submitted')
  })

  test('production has no status helper', async () => {
    const production = createApp({ db, now: () => clock, logError: () => {}, production: true, auth: { jwtSecret: SECRET, now: () => clock } })
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    const response = await production.request(`/dev/applications/${record.id}/status`, { method: 'POST', headers: { ...bearer(ada.jwt), ...json }, body: '{"status":"hired"}' })
    expect(response.status).toBe(404)
  })
})

describe('edit and withdraw', () => {
  test('the answers are saved and answered back; invalid ones are refused field by field', async () => {
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    const path = `/rest/applications/${record.id}`
    const saved = v.parse(ApplicationSchema, await (await call(ada.jwt, 'PATCH', path, answers)).json())
    expect(saved).toMatchObject(answers)
    expect(saved.viewed).toBe(true)
    const bad = await call(ada.jwt, 'PATCH', path, { ...answers, expectedSalary: -5, workAuthorization: 'maybe' })
    expect(bad.status).toBe(400)
    expect((await store.findById(record.id))?.answers.expectedSalary).toBe(95000)
  })

  test('withdraw moves it to withdrawn with a dated history entry; then it can be neither edited nor withdrawn again', async () => {
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    const path = `/rest/applications/${record.id}`
    later(3)
    const withdrawn = v.parse(ApplicationSchema, await (await call(ada.jwt, 'POST', `${path}/withdraw`, {})).json())
    expect(withdrawn.status).toBe('withdrawn')
    expect(withdrawn.history.map((entry) => [entry.status, entry.at])).toEqual([['submitted', record.appliedAt.toISOString()], ['withdrawn', clock.toISOString()]])
    const again = await call(ada.jwt, 'POST', `${path}/withdraw`, {})
    expect([again.status, await errorCode(again)]).toEqual([409, 'applications.cannotWithdraw'])
    const edit = await call(ada.jwt, 'PATCH', path, answers)
    expect([edit.status, await errorCode(edit)]).toEqual([409, 'applications.closed'])
  })

  test.each(['hired', 'rejected'] as const)('a %s application cannot be withdrawn (the client says: contact the managing Pro)', async (status) => {
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    const set = await call(ada.jwt, 'POST', `/dev/applications/${record.id}/status`, { status })
    expect(v.parse(ApplicationSchema, await set.json()).status).toBe(status)
    const response = await call(ada.jwt, 'POST', `/rest/applications/${record.id}/withdraw`, {})
    expect([response.status, await errorCode(response)]).toEqual([409, 'applications.cannotWithdraw'])
    expect((await store.findById(record.id))?.status).toBe(status)
  })

  test.each(['submitted', 'viewed', 'interviewing', 'offered'] as const)('a %s application can be withdrawn', async (status) => {
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' }, { status })
    expect((await call(ada.jwt, 'POST', `/rest/applications/${record.id}/withdraw`, {})).status).toBe(200)
  })
})

describe('the way back to an unfinished instant interview', () => {
  test('its page answers the signed interview link until the interview is completed; saved answers keep it; withdrawn, none', async () => {
    const adaId = await userIdOf('ada.applications@example.com')
    const record = await applied({ userId: adaId, email: 'ada.applications@example.com' })
    const path = `/rest/applications/${record.id}`
    const read = async () => v.parse(ApplicationSchema, await (await call(ada.jwt, 'GET', path)).json())
    const link = (await read()).interviewPath
    expect(link).toMatch(new RegExp(`^/interview/${record.id}/${record.jobId}/${adaId}/[\\w.-]+$`))
    expect((await app.request(`/rest/interview/link/${link!.slice('/interview/'.length)}`)).status).toBe(200)
    // The list and the apply answer do not carry it.
    expect((await list(ada.jwt)).every((application) => application.interviewPath === null)).toBe(true)
    expect(v.parse(ApplicationSchema, await (await call(ada.jwt, 'PATCH', path, answers)).json()).interviewPath).toBe(link)
    // Completed as the interview's last answer completes it (the row its first answer starts).
    await db.query(`INSERT INTO interviews (application_id, started_at) VALUES ($1, $2)`, [record.id, clock.toISOString()])
    await createInterviewStore(db).complete(record.id, clock)
    expect((await read()).interviewPath).toBeNull()

    const other = await applied({ userId: adaId, email: 'ada.applications@example.com' })
    expect(v.parse(ApplicationSchema, await (await call(ada.jwt, 'GET', `/rest/applications/${other.id}`)).json()).interviewPath).not.toBeNull()
    expect(v.parse(ApplicationSchema, await (await call(ada.jwt, 'POST', `/rest/applications/${other.id}/withdraw`, {})).json()).interviewPath).toBeNull()
  })
})

describe('migrate', () => {
  test('with the other account’s token (a provisional one too): its applications move, one for a job already applied to stays', async () => {
    const carol = await signUp('carol.applications@example.com')
    const dan = await signUp('dan.applications@example.com')
    const carolId = await userIdOf('carol.applications@example.com')
    const danId = await userIdOf('dan.applications@example.com')
    const first = await applied({ userId: danId, email: 'dan.applications@example.com' })
    const clash = await applied({ userId: danId, email: 'dan.applications@example.com' })
    const visitor = await applied({ userId: null, email: 'Dan.Applications@example.com' })
    await store.insert(applicationRecord({ jobId: clash.jobId, userId: carolId, email: 'carol.applications@example.com' }))
    const user = (await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [danId]))[0]!
    const tmp = await (await createTokenService(new TextEncoder().encode(SECRET), () => clock)).issueSession({ userId: danId, email: 'dan.applications@example.com', tokenVersion: user.token_version, tmp: true })
    const response = await call(carol.jwt, 'POST', '/rest/applications/migrate', { proof: 'token', token: tmp })
    expect(response.status).toBe(200)
    const answer = v.parse(MigrateAnswerSchema, await response.json())
    expect(answer.moved.sort()).toEqual([first.id, visitor.id].sort())
    expect(answer.notMoved).toEqual([clash.id])
    expect((await list(carol.jwt)).map((application) => application.id)).toEqual(expect.arrayContaining([first.id, visitor.id]))
    expect((await list(dan.jwt)).map((application) => application.id)).toEqual([clash.id])
  })

  test('without proof, with a forged token, a wrong code or the own token nothing moves', async () => {
    const erin = await signUp('erin.applications@example.com')
    const record = await applied({ userId: await userIdOf('ada.applications@example.com'), email: 'ada.applications@example.com' })
    expect((await call(erin.jwt, 'POST', '/rest/applications/migrate', {})).status).toBe(400)
    const forged = await call(erin.jwt, 'POST', '/rest/applications/migrate', { proof: 'token', token: `${ada.jwt.slice(0, -4)}AAAA` })
    expect([forged.status, await errorCode(forged)]).toEqual([403, 'applications.proofRefused'])
    const guessed = await call(erin.jwt, 'POST', '/rest/applications/migrate', { proof: 'code', email: 'ada.applications@example.com', code: '123456' })
    expect([guessed.status, await errorCode(guessed)]).toEqual([403, 'applications.proofRefused'])
    const own = await call(erin.jwt, 'POST', '/rest/applications/migrate', { proof: 'token', token: erin.jwt })
    expect([own.status, await errorCode(own)]).toEqual([400, 'applications.sameAccount'])
    expect((await store.findById(record.id))?.userId).toBe(await userIdOf('ada.applications@example.com'))
  })

  test('with the code mailed to the other email: a visitor’s applications by that email move once; the code works once', async () => {
    const fay = await signUp('fay.applications@example.com')
    const visitor = await applied({ userId: null, email: 'fay.old@example.com' })
    expect((await call(fay.jwt, 'POST', '/rest/applications/migrate/code', { email: 'fay.old@example.com' })).status).toBe(202)
    const code = await lastCode('fay.old@example.com')
    expect(code).not.toBe('none')
    const response = await call(fay.jwt, 'POST', '/rest/applications/migrate', { proof: 'code', email: 'fay.old@example.com', code })
    expect(v.parse(MigrateAnswerSchema, await response.json())).toEqual({ moved: [visitor.id], notMoved: [] })
    const again = await call(fay.jwt, 'POST', '/rest/applications/migrate', { proof: 'code', email: 'fay.old@example.com', code })
    expect(again.status).toBe(403)
  })

  test('no mail goes to an email with nothing to move, and the answer is the same', async () => {
    const response = await call(ada.jwt, 'POST', '/rest/applications/migrate/code', { email: 'nobody.applications@example.com' })
    expect(response.status).toBe(202)
    expect(await db.query('SELECT 1 FROM outbox WHERE to_address = $1', ['nobody.applications@example.com'])).toHaveLength(0)
  })
})
