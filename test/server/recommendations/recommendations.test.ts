import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { randomUUID } from 'node:crypto'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { RecommendationsAnswerSchema, type Recommendation } from '../../../core/recommendations'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { pdf } from '../../support/resumeFiles'
import { TEST_NOW } from '../helpers'
import { openAlertsTestDb } from '../alerts/support'

const SECRET = 'recommendation-tests-secret-with-enough-entropy-0123456789'
let db: Db
let drop: () => Promise<void>
let app: ReturnType<typeof createApp>

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string | null): Record<string, string> => (jwt === null ? {} : { authorization: `Bearer ${jwt}` })
const send = (jwt: string | null, method: string, path: string, body?: unknown) =>
  app.request(path, { method, headers: { ...json, ...bearer(jwt) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })

async function signUp(email: string): Promise<LoginResponse> {
  expect((await send(null, 'POST', '/rest/auth/email', { email, purpose: 'signUp' })).status).toBe(202)
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
  const response = await send(null, 'POST', '/rest/auth/login?timezoneOffset=0', { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

async function recommendations(jwt: string): Promise<Recommendation[]> {
  const response = await send(jwt, 'GET', '/rest/recommendations')
  expect(response.status).toBe(200)
  return v.parse(RecommendationsAnswerSchema, await response.json()).recommendations
}

/** Applies to a job as Easy Apply does: the account's resume, then the application. */
async function applyTo(who: LoginResponse, email: string, jobId: string): Promise<void> {
  const upload = await app.request('/rest/resumes', { method: 'POST', headers: { ...bearer(who.jwt), 'x-file-name': 'cv.pdf' }, body: new Uint8Array(pdf()) })
  expect(upload.status).toBe(201)
  const uploaded = (await upload.json()) as { id?: string; resume?: { id: string } }
  const applied = await send(who.jwt, 'POST', '/rest/applications', {
    jobId,
    idempotencyKey: randomUUID(),
    method: 'easyApply',
    applicant: { firstName: 'Ada', lastName: 'Lovelace', email, phone: { number: '512 555 0100' } },
    resumeId: uploaded.resume?.id ?? uploaded.id,
    resumeToken: null,
    answers: { workAuthorization: 'anyEmployer' },
  })
  expect(applied.status, await applied.clone().text()).toBe(201)
}

const goals = (titles: string[]) => ({
  desiredTitles: titles,
  industries: ['healthcare'],
  expectedSalary: '',
  expectedSalaryType: 'year',
  currentSalary: '',
  currentSalaryType: 'year',
  remote: 'any',
})

beforeAll(async () => {
  // PGlite, or PostgreSQL in a schema of its own when TEST_DATABASE_URL is set (the CI's PostgreSQL stage).
  ;({ db, drop } = await openAlertsTestDb())
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    publicOrigin: 'http://localhost',
    auth: { jwtSecret: SECRET, now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    recommendations: { rateLimit: { limit: 30, windowMs: 60_000 } },
  })
})
afterAll(async () => {
  await drop()
})

describe('GET /rest/recommendations', () => {
  test('nothing known of a new account: no recommendations (and no guess)', async () => {
    const fresh = await signUp('fresh.recommend@example.com')
    expect(await recommendations(fresh.jwt)).toEqual([])
  })

  test('from the profile: the desired title near the account\'s place, each job saying why', async () => {
    const nurse = await signUp('nurse.recommend@example.com')
    expect((await send(nurse.jwt, 'PUT', '/rest/professional/goals', goals(['Registered Nurse']))).status).toBe(200)
    expect((await send(nurse.jwt, 'PUT', '/rest/professional/account', { linkedInUrl: '', address: '', city: 'Austin', state: 'TX', postal: '78701' })).status).toBe(200)
    const found = await recommendations(nurse.jwt)
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(6)
    // The best match is the title's, near Austin.
    expect(found[0]?.reason).toEqual({ kind: 'title', value: 'Registered Nurse' })
    expect(found[0]?.job.title.toLowerCase()).toContain('nurse')
    expect(found[0]?.job.location.address.state).toBe('TX')
    for (const entry of found) expect(['title', 'location', 'skill']).toContain(entry.reason.kind)
    expect(new Set(found.map((entry) => entry.job.id)).size).toBe(found.length)
  })

  test('from the search history: a search run brings jobs like it, and no one else\'s profile counts', async () => {
    const searcher = await signUp('searcher.recommend@example.com')
    expect((await send(searcher.jwt, 'POST', '/rest/searches', { what: 'electrician', where: '' })).status).toBe(201)
    const found = await recommendations(searcher.jwt)
    expect(found.length).toBeGreaterThan(0)
    for (const entry of found) expect(entry.reason).toEqual({ kind: 'search', value: 'electrician' })
    expect(found[0]?.job.title.toLowerCase()).toContain('electrician')
  })

  test('jobs applied to are left out; what was applied to brings jobs like it', async () => {
    const email = 'applicant.recommend@example.com'
    const applicant = await signUp(email)
    expect((await send(applicant.jwt, 'PUT', '/rest/professional/goals', goals(['Registered Nurse']))).status).toBe(200)
    const before = await recommendations(applicant.jwt)
    const top = before[0]!
    await applyTo(applicant, email, top.job.id)
    const after = await recommendations(applicant.jwt)
    expect(after.map((entry) => entry.job.id)).not.toContain(top.job.id)
    expect(after.length).toBeGreaterThan(0)

    // An account whose only history is an application: jobs like the one applied to, never that one.
    const onlyApplied = 'onlyapplied.recommend@example.com'
    const other = await signUp(onlyApplied)
    await applyTo(other, onlyApplied, top.job.id)
    const like = await recommendations(other.jwt)
    expect(like.length).toBeGreaterThan(0)
    expect(like.map((entry) => entry.job.id)).not.toContain(top.job.id)
    expect(like[0]?.reason).toEqual({ kind: 'applied', value: top.job.title })
  })

  test('no token, or a provisional one, is answered 401', async () => {
    await signUp('tmp.recommend@example.com')
    const [user] = await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE email_key = $1', ['tmp.recommend@example.com'])
    const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
    const tmp = await tokens.issueSession({ userId: user!.id, email: 'tmp.recommend@example.com', tokenVersion: user!.token_version, tmp: true })
    for (const jwt of [tmp, null]) expect((await send(jwt, 'GET', '/rest/recommendations')).status).toBe(401)
  })

  test('rate limited per account: past the limit 429, another account unaffected', async () => {
    const busy = await signUp('busy.recommend@example.com')
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) statuses.push((await send(busy.jwt, 'GET', '/rest/recommendations')).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
    const calm = await signUp('calm.recommend@example.com')
    expect((await send(calm.jwt, 'GET', '/rest/recommendations')).status).toBe(200)
  })
})
