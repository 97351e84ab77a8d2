import { randomBytes, randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { expect } from 'vitest'
import { LoginResponseSchema } from '../../core'
import { VisitorResumeSchema, type ApplySubmit, type VisitorResume } from '../../core/apply'
import { ApplyAnswerSchema, type ApplyAnswer } from '../../core/applications'
import { createApp, type AppDeps, type HireflowApp } from '../../adapters/server/app'
import type { Db } from '../../adapters/server/db/db'
import { openPreparedDatabase } from '../../adapters/server/db/open'
import { createMemoryFileStore } from '../../adapters/server/resumes/fileStore'
import { postgresReachable, TEST_DATABASE_URL } from '../support/postgres'
import { pdf } from '../support/resumeFiles'
import { openSeededPglite, TEST_JOBS, TEST_NOW } from './helpers'

/**
 * A real app on a seeded database for the applying tests that cross domains (claims moving resumes, closing jobs,
 * deleting accounts): PGlite always, PostgreSQL (a schema of its own) when it answers (CI, `.ci/run`).
 */
/** The answers a visitor's Easy Apply sends in the server tests. */
export const VISITOR_ANSWERS: ApplySubmit['answers'] = {
  mostRecentTitle: 'Nurse',
  mostRecentEmployer: 'Clinic',
  workAuthorization: 'anyEmployer',
  elevatorPitch: 'I care.',
  charity: null,
  expectedSalary: 90000,
  expectedSalaryType: 'year',
  currentSalary: null,
  currentSalaryType: null,
}

export interface Backend {
  readonly name: string
  open(): Promise<Db>
  drop(db: Db): Promise<void>
}

export async function backends(prefix: string): Promise<Backend[]> {
  const schema = `hf_${prefix}_${randomBytes(6).toString('hex')}`
  return [
    { name: 'PGlite', open: openSeededPglite, drop: async () => {} },
    ...((await postgresReachable(TEST_DATABASE_URL))
      ? [{
          name: 'PostgreSQL',
          open: async () => (await openPreparedDatabase({ databaseUrl: TEST_DATABASE_URL, schema }, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })).db,
          drop: (db: Db) => db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
        }]
      : []),
  ]
}

export interface Account {
  readonly id: string
  readonly email: string
  readonly jwt: string
  readonly downloadToken: string
}

/** The app, its resume file store, and the calls the tests make through HTTP. */
export function harness(db: Db, overrides: Partial<AppDeps> = {}) {
  const files = createMemoryFileStore()
  const generous = { limit: 10_000, windowMs: 60_000 }
  const app: HireflowApp = createApp({
    db,
    now: () => TEST_NOW,
    logError: () => {},
    publicOrigin: 'http://localhost',
    resumeFiles: files,
    auth: { jwtSecret: 'applying-gaps-secret-with-enough-entropy-0123456789', now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    apply: { visitorRateLimit: generous },
    production: false,
    ...overrides,
  })
  const call = (method: string, path: string, jwt: string | null = null, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  let accounts = 0
  const signUp = async (prefix: string): Promise<Account> => {
    const email = `${prefix}.${++accounts}.${randomBytes(3).toString('hex')}@example.com`
    expect((await call('POST', '/rest/auth/email', null, { email, purpose: 'signUp' })).status).toBe(202)
    const code = await mailedCode(db, email)
    const response = await call('POST', '/rest/auth/login?timezoneOffset=0', null, { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
    expect(response.status).toBe(200)
    const answer = v.parse(LoginResponseSchema, await response.json())
    return { id: answer.profile.id, email, jwt: answer.jwt, downloadToken: answer.downloadToken }
  }
  const visitorUpload = async (name = 'Visitor CV.pdf'): Promise<VisitorResume> => {
    const response = await app.request('/rest/apply/resumes', { method: 'POST', headers: { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent(name) }, body: new Uint8Array(pdf()) })
    expect(response.status).toBe(201)
    return v.parse(VisitorResumeSchema, await response.json())
  }
  const submission = (jobId: string, email: string, resume: { readonly id: string; readonly token: string | null }): ApplySubmit => ({
    idempotencyKey: randomUUID(),
    method: 'easyApply',
    jobId,
    applicant: { firstName: 'Vera', lastName: 'Visitor', email, phone: { number: '512 555 0100', extension: '', type: 'mobile' } },
    resumeId: resume.id,
    resumeToken: resume.token,
    answers: VISITOR_ANSWERS,
  })
  /** A visitor's Easy Apply with a fresh upload of their own, through the real calls. */
  const visitorApplies = async (jobId: string, email: string): Promise<{ readonly answer: ApplyAnswer; readonly upload: VisitorResume }> => {
    const upload = await visitorUpload()
    const response = await call('POST', '/rest/applications', null, submission(jobId, email, { id: upload.resume.id, token: upload.uploadToken }))
    expect(response.status).toBe(201)
    return { answer: v.parse(ApplyAnswerSchema, await response.json()), upload }
  }
  return { app, files, call, signUp, visitorUpload, submission, visitorApplies }
}

/** The 6-digit code of the newest mail to `to`; addresses are left out first (a random part of one can be 6 digits). */
export async function mailedCode(db: Db, to: string): Promise<string | undefined> {
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])
  return /\b(\d{6})\b/.exec((mail?.body ?? '').replace(/\S+@\S+/g, ' '))?.[1]
}

/** Some seeded job ids, open at the start. */
export const someJobs = async (db: Db, count: number, offset = 0): Promise<string[]> =>
  (await db.query<{ id: string }>(`SELECT id FROM jobs WHERE closed_at IS NULL ORDER BY id LIMIT ${count} OFFSET ${offset}`)).map((row) => row.id)
