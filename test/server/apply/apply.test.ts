import { createHmac, randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { ApplyContextSchema, VisitorResumeSchema, type ApplySubmit, type VisitorResume } from '../../../core/apply'
import { ApplyAnswerSchema } from '../../../core/applications'
import { RESUME_MAX_BYTES, ResumeSchema } from '../../../core/resumes'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createInterviewLinkSigner } from '../../../adapters/server/interview/link'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { exe, html, pdf } from '../../support/resumeFiles'
import { openSeededPglite, TEST_NOW } from '../helpers'
import { VISITOR_ANSWERS } from '../applyingHarness'

const SECRET = 'apply-tests-secret-with-enough-entropy-0123456789'
let db: Db
let app: ReturnType<typeof createApp>
let ada: LoginResponse
let bob: LoginResponse
let jobs: string[]

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; issues?: { path: string; message: string }[] } }).error

async function signUp(email: string): Promise<LoginResponse> {
  expect((await app.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email, purpose: 'signUp' }) })).status).toBe(202)
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? 'none'
  const body = JSON.stringify({ provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  const response = await app.request('/rest/auth/login?timezoneOffset=0', { method: 'POST', headers: json, body })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json())
}

const visitorUpload = (bytes: Uint8Array, name = 'resume.pdf', headers: Record<string, string> = {}) =>
  app.request('/rest/apply/resumes', { method: 'POST', headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent(name), ...headers }, body: new Uint8Array(bytes) })
const visitorResume = async (): Promise<VisitorResume> => {
  const response = await visitorUpload(pdf(), 'Visitor CV.pdf')
  expect(response.status, await response.clone().text()).toBe(201)
  return v.parse(VisitorResumeSchema, await response.json())
}
const accountResume = async (jwt: string) => {
  const response = await app.request('/rest/resumes', { method: 'POST', headers: { ...bearer(jwt), 'x-file-name': 'cv.pdf' }, body: new Uint8Array(pdf()) })
  expect(response.status).toBe(201)
  return v.parse(ResumeSchema, await response.json())
}

const request = (overrides: Partial<ApplySubmit> & Pick<ApplySubmit, 'jobId'>): ApplySubmit => ({
  idempotencyKey: randomUUID(),
  method: 'easyApply',
  applicant: { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', phone: { number: '512 555 0100', extension: '', type: 'mobile' } },
  resumeId: null,
  resumeToken: null,
  answers: VISITOR_ANSWERS,
  ...overrides,
})
const apply = (body: unknown, jwt?: string) =>
  app.request('/rest/applications', { method: 'POST', headers: { ...json, ...(jwt ? bearer(jwt) : {}) }, body: JSON.stringify(body) })
const rows = (jobId: string) => db.query<{ id: string; user_id: string | null; email: string; method: string }>('SELECT id, user_id, email, method FROM applications WHERE job_id = $1', [jobId])

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    publicOrigin: 'http://localhost',
    auth: { jwtSecret: SECRET, now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    apply: { visitorRateLimit: generous },
  })
  ada = await signUp('ada.apply@example.com')
  bob = await signUp('bob.apply@example.com')
  jobs = (await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT 20')).map((row) => row.id)
})
afterAll(async () => {
  await db.close()
})

describe('a visitor applies', () => {
  test('with their own upload: stored by email with no account, answered with a signed interview link', async () => {
    const upload = await visitorResume()
    const jobId = jobs[0]!
    const response = await apply(request({ jobId, resumeId: upload.resume.id, resumeToken: upload.uploadToken }))
    expect(response.status).toBe(201)
    const answer = v.parse(ApplyAnswerSchema, await response.json())
    expect(answer.created).toBe(true)
    expect(answer.application).toMatchObject({ jobId, email: 'vera@example.com', status: 'submitted', method: 'easyApply', resumeId: upload.resume.id })
    expect(answer.application.job?.id).toBe(jobId)
    expect(answer.application.history.map((entry) => entry.status)).toEqual(['submitted'])
    expect(await rows(jobId)).toEqual([expect.objectContaining({ user_id: null, email: 'vera@example.com' })])
    const [, , applicationId, linkJob, userSegment, obfuscatedId] = answer.interviewPath.split('/')
    expect([applicationId, linkJob, userSegment]).toEqual([answer.application.id, jobId, 'guest'])
    const key = new Uint8Array(createHmac('sha256', await secretBytes()).update('hireflow:interview-link').digest())
    expect(createInterviewLinkSigner(key).verify({ applicationId: applicationId!, jobId: linkJob!, userId: userSegment!, obfuscatedId: decodeURIComponent(obfuscatedId!) }, TEST_NOW)).toBe(true)
  })

  test("someone else's resume id is refused: without the upload's token, with another upload's token, or an account's resume", async () => {
    const mine = await visitorResume()
    const theirs = await visitorResume()
    const adas = await accountResume(ada.jwt)
    const jobId = jobs[1]!
    for (const attempt of [
      { resumeId: theirs.resume.id, resumeToken: null },
      { resumeId: theirs.resume.id, resumeToken: mine.uploadToken },
      { resumeId: adas.id, resumeToken: mine.uploadToken },
    ]) {
      const response = await apply(request({ jobId, ...attempt }))
      expect(response.status).toBe(403)
      expect((await errorOf(response)).code).toBe('apply.resumeRefused')
    }
    expect(await rows(jobId)).toEqual([])
  })

  test('a second application by the same email for the same job is refused without its details', async () => {
    const upload = await visitorResume()
    const jobId = jobs[2]!
    expect((await apply(request({ jobId, resumeId: upload.resume.id, resumeToken: upload.uploadToken }))).status).toBe(201)
    const again = await apply(request({ jobId, resumeId: upload.resume.id, resumeToken: upload.uploadToken, applicant: { ...request({ jobId }).applicant, email: 'VERA@example.com ' } }))
    expect(again.status).toBe(409)
    const body = JSON.stringify(await again.json())
    expect(body).not.toContain('512 555')
  })

  test('validation: the spec messages per field, the email domain rule, a missing resume', async () => {
    const upload = await visitorResume()
    const jobId = jobs[3]!
    const blank = await apply({ ...request({ jobId }), applicant: { firstName: '', lastName: ' ', email: 'nope', phone: { number: '123' } } })
    expect(blank.status).toBe(400)
    const issues = Object.fromEntries(((await errorOf(blank)).issues ?? []).map((issue) => [issue.path, issue.message]))
    expect(issues).toMatchObject({
      'applicant.firstName': 'apply.error.firstNameRequired',
      'applicant.lastName': 'apply.error.lastNameRequired',
      'applicant.email': 'apply.error.emailInvalid',
      'applicant.phone.number': 'apply.error.phoneIncomplete',
    })
    const domain = await apply(request({ jobId, resumeId: upload.resume.id, resumeToken: upload.uploadToken, applicant: { ...request({ jobId }).applicant, email: 'vera@gmial.com' } }))
    expect(domain.status).toBe(400)
    expect((await errorOf(domain)).issues).toEqual([{ path: 'applicant.email', message: 'apply.error.emailDomainInvalid' }])
    const noResume = await apply(request({ jobId }))
    expect((await errorOf(noResume)).issues).toEqual([{ path: 'resumeId', message: 'apply.error.resumeRequired' }])
    const noAuthorization = await apply({ ...request({ jobId }), answers: { ...request({ jobId }).answers, workAuthorization: 'maybe' } })
    expect((await errorOf(noAuthorization)).issues?.[0]).toMatchObject({ path: 'answers.workAuthorization', message: 'apply.error.workAuthorizationRequired' })
    expect(await rows(jobId)).toEqual([])
  })

  test('an unknown job is 404, a closed one 409', async () => {
    const upload = await visitorResume()
    const unknown = await apply(request({ jobId: 'no-such-job', resumeId: upload.resume.id, resumeToken: upload.uploadToken }))
    expect(unknown.status).toBe(404)
    expect((await errorOf(unknown)).code).toBe('apply.jobNotFound')
    await db.query('UPDATE jobs SET closed_at = $2 WHERE id = $1', [jobs[4], TEST_NOW.toISOString()])
    const closed = await apply(request({ jobId: jobs[4]!, resumeId: upload.resume.id, resumeToken: upload.uploadToken }))
    expect(closed.status).toBe(409)
    expect((await errorOf(closed)).code).toBe('apply.jobClosed')
    const context = v.parse(ApplyContextSchema, await (await app.request(`/rest/apply/jobs/${jobs[4]}`)).json())
    expect(context).toMatchObject({ open: false, prefill: null, oneClick: false })
    expect((await app.request('/rest/apply/jobs/no-such-job')).status).toBe(404)
  })
})

describe('the visitor upload decides by content', () => {
  test('a renamed .exe and HTML named .pdf are refused; nothing is kept', async () => {
    const before = await db.query('SELECT id FROM resumes WHERE user_id IS NULL')
    const renamed = await visitorUpload(exe(), 'resume.pdf')
    expect(renamed.status).toBe(415)
    expect((await errorOf(renamed)).code).toBe('resume.unsupportedType')
    const page = await visitorUpload(html(), 'resume.pdf')
    expect(page.status).toBe(415)
    expect((await visitorUpload(new Uint8Array(0))).status).toBe(400)
    const over = await visitorUpload(pdf({ size: RESUME_MAX_BYTES + 1 }))
    expect(over.status).toBe(413)
    expect((await visitorUpload(pdf({ size: RESUME_MAX_BYTES }))).status).toBe(201)
    expect(await db.query('SELECT id FROM resumes WHERE user_id IS NULL')).toHaveLength(before.length + 1)
  })

  test('a visitor upload is never listed as an account resume', async () => {
    await visitorResume()
    const listed = (await (await app.request('/rest/resumes', { headers: bearer(bob.jwt) })).json()) as { resumes: unknown[] }
    expect(listed.resumes).toEqual([])
  })
})

describe('a signed-in applicant', () => {
  test('applies as their account: user id and the account email, whatever email the body says', async () => {
    const resume = await accountResume(ada.jwt)
    const jobId = jobs[5]!
    const response = await apply(request({ jobId, resumeId: resume.id, applicant: { ...request({ jobId }).applicant, email: 'someone.else@example.com' } }), ada.jwt)
    expect(response.status).toBe(201)
    const answer = v.parse(ApplyAnswerSchema, await response.json())
    expect(answer.application.email).toBe('ada.apply@example.com')
    expect(answer.interviewPath.split('/')[4]).not.toBe('guest')
    const [row] = await rows(jobId)
    expect(row?.user_id).not.toBeNull()
  })

  test('cannot use an inactivated resume, nor another account\'s', async () => {
    const resume = await accountResume(ada.jwt)
    const bobs = await accountResume(bob.jwt)
    await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(ada.jwt) }, body: JSON.stringify({ active: false }) })
    expect((await apply(request({ jobId: jobs[6]!, resumeId: resume.id }), ada.jwt)).status).toBe(403)
    expect((await apply(request({ jobId: jobs[6]!, resumeId: bobs.id }), ada.jwt)).status).toBe(403)
  })

  test('a resume uploaded as a visitor earlier in the same apply session can be used after signing in', async () => {
    const upload = await visitorResume()
    const response = await apply(request({ jobId: jobs[7]!, resumeId: upload.resume.id, resumeToken: upload.uploadToken }), bob.jwt)
    expect(response.status).toBe(201)
  })

  test('a double submit or 50 parallel submits make exactly one application', async () => {
    const resume = await accountResume(bob.jwt)
    const jobId = jobs[8]!
    const body = request({ jobId, resumeId: resume.id })
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(body, bob.jwt)))
    expect(answers.map((answer) => answer.status).sort((a, b) => a - b)).toEqual([...Array<number>(49).fill(200), 201])
    const ids = new Set(await Promise.all(answers.map(async (answer) => v.parse(ApplyAnswerSchema, await answer.json()).application.id)))
    expect(ids.size).toBe(1)
    // A second click made a new key: still the one application for this account and job.
    const again = await apply({ ...body, idempotencyKey: randomUUID() }, bob.jwt)
    expect(again.status).toBe(200)
    expect(v.parse(ApplyAnswerSchema, await again.json()).created).toBe(false)
    expect(await rows(jobId)).toHaveLength(1)
  })

  test('50 parallel visitor submits with one key make one application', async () => {
    const upload = await visitorResume()
    const jobId = jobs[9]!
    const body = request({ jobId, resumeId: upload.resume.id, resumeToken: upload.uploadToken })
    const answers = await Promise.all(Array.from({ length: 50 }, () => apply(body)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.every((answer) => answer.status === 201 || answer.status === 200)).toBe(true)
    expect(await rows(jobId)).toHaveLength(1)
  })

  test("another account's idempotency key answers a conflict, never their application", async () => {
    const adas = await accountResume(ada.jwt)
    const bobs = await accountResume(bob.jwt)
    const key = randomUUID()
    expect((await apply(request({ jobId: jobs[10]!, resumeId: adas.id, idempotencyKey: key }), ada.jwt)).status).toBe(201)
    const stolen = await apply(request({ jobId: jobs[11]!, resumeId: bobs.id, idempotencyKey: key }), bob.jwt)
    expect(stolen.status).toBe(409)
    expect(JSON.stringify(await stolen.json())).not.toContain('ada.apply')
  })

  test('a provisional token cannot apply as the account: it is a visitor (own upload, no user id); a forged token is 401', async () => {
    const [user] = await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE email_key = $1', ['ada.apply@example.com'])
    const tokens = await createTokenService(await secretBytes(), () => TEST_NOW)
    const tmp = await tokens.issueSession({ userId: user!.id, email: 'ada.apply@example.com', tokenVersion: user!.token_version, tmp: true })
    const adas = await accountResume(ada.jwt)
    expect((await apply(request({ jobId: jobs[12]!, resumeId: adas.id }), tmp)).status).toBe(403)
    const upload = await visitorResume()
    expect((await apply(request({ jobId: jobs[12]!, resumeId: upload.resume.id, resumeToken: upload.uploadToken }), tmp)).status).toBe(201)
    expect(await rows(jobs[12]!)).toEqual([expect.objectContaining({ user_id: null, email: 'vera@example.com' })])
    expect((await app.request('/rest/apply/one-click', { headers: bearer(tmp) })).status).toBe(401)
    expect((await apply(request({ jobId: jobs[13]! }), `${ada.jwt}x`)).status).toBe(401)
  })

  test('prefill and 1-Click eligibility: names, the last application and the newest active resume', async () => {
    const carol = await signUp('carol.apply@example.com')
    const eligible = async () => ((await (await app.request('/rest/apply/one-click', { headers: bearer(carol.jwt) })).json()) as { eligible: boolean }).eligible
    expect(await eligible()).toBe(false)
    const resume = await accountResume(carol.jwt)
    expect(await eligible(), 'a resume but no answers on file').toBe(false)
    expect((await apply(request({ jobId: jobs[14]!, resumeId: resume.id }), carol.jwt)).status).toBe(201)
    expect(await eligible()).toBe(true)
    const context = v.parse(ApplyContextSchema, await (await app.request(`/rest/apply/jobs/${jobs[15]}`, { headers: bearer(carol.jwt) })).json())
    expect(context.prefill).toMatchObject({ email: 'carol.apply@example.com', phone: { number: '512 555 0100' }, resume: { id: resume.id }, answers: { workAuthorization: 'anyEmployer' } })
    expect(context).toMatchObject({ open: true, oneClick: true, appliedApplicationId: null })
    const applied = v.parse(ApplyContextSchema, await (await app.request(`/rest/apply/jobs/${jobs[14]}`, { headers: bearer(carol.jwt) })).json())
    expect(applied.appliedApplicationId).not.toBeNull()
    await app.request(`/rest/resumes/${resume.id}`, { method: 'PATCH', headers: { ...json, ...bearer(carol.jwt) }, body: JSON.stringify({ active: false }) })
    expect(await eligible(), 'an inactivated resume can no longer be used for 1-Click Apply').toBe(false)
  })
})

describe('visitors are rate limited per address', () => {
  test('past the limit: 429', async () => {
    const limited = createApp({ db, now: () => TEST_NOW, logError: () => {}, auth: { jwtSecret: SECRET, now: () => TEST_NOW, minAnswerMs: 0 }, apply: { visitorRateLimit: { limit: 2, windowMs: 60_000 }, trustProxy: true } })
    const send = () => limited.request('/rest/applications', { method: 'POST', headers: { ...json, 'x-forwarded-for': '203.0.113.9' }, body: '{}' })
    expect((await send()).status).toBe(400)
    expect((await send()).status).toBe(400)
    expect((await send()).status).toBe(429)
  })
})

async function secretBytes(): Promise<Uint8Array> {
  return new TextEncoder().encode(SECRET)
}
