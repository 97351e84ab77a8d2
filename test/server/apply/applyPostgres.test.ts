import { randomBytes, randomUUID } from 'node:crypto'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import { VisitorResumeSchema } from '../../../core/apply'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { runMigrations } from '../../../adapters/server/db/migrate'
import { openDatabase } from '../../../adapters/server/db/open'
import { seedDatabase } from '../../../adapters/server/seed/seed'
import { pdf } from '../../support/resumeFiles'
import { postgresReachable } from '../../support/postgres'
import { TEST_NOW } from '../helpers'

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const schema = `hf_apply_${randomBytes(6).toString('hex')}`
let db: Db
let app: ReturnType<typeof createApp>
const json = { 'content-type': 'application/json' }
const generous = { limit: 10_000, windowMs: 60_000 }

const body = (jobId: string, resumeId: string, resumeToken: string | null, idempotencyKey = randomUUID()) => ({
  jobId,
  idempotencyKey,
  method: 'easyApply',
  applicant: { firstName: 'Pat', lastName: 'Postgres', email: 'pat@example.com', phone: { number: '512 555 0100', extension: '', type: 'mobile' } },
  resumeId,
  resumeToken,
  answers: { workAuthorization: 'anyEmployer' },
})
const apply = (payload: unknown, jwt?: string) =>
  app.request('/rest/applications', { method: 'POST', headers: { ...json, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) }, body: JSON.stringify(payload) })

describe.skipIf(!(await postgresReachable(url)))('applying against PostgreSQL (TEST_DATABASE_URL)', () => {
  beforeAll(async () => {
    db = await openDatabase({ databaseUrl: url, schema })
    await runMigrations(db)
    await seedDatabase(db, { jobs: 20, now: TEST_NOW, batchSize: 20 })
    app = createApp({
      db,
      now: () => TEST_NOW,
      logError: () => {},
      publicOrigin: 'http://localhost',
      auth: { minAnswerMs: 0, now: () => TEST_NOW, rateLimits: { perAddress: generous, perAccount: generous } },
      apply: { visitorRateLimit: generous },
    })
  })
  afterAll(async () => {
    await db?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await db?.close()
  })

  test('50 parallel submits (a visitor with one key; an account with 50 keys) each make exactly one application', async () => {
    const [first, second] = (await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT 2')).map((row) => row.id)
    const uploaded = await app.request('/rest/apply/resumes', { method: 'POST', headers: { 'x-file-name': 'cv.pdf' }, body: new Uint8Array(pdf()) })
    const visitor = v.parse(VisitorResumeSchema, await uploaded.json())
    const visitorBody = body(first!, visitor.resume.id, visitor.uploadToken)
    const visitorAnswers = await Promise.all(Array.from({ length: 50 }, () => apply(visitorBody)))
    expect(visitorAnswers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(visitorAnswers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true)

    expect((await app.request('/rest/auth/email', { method: 'POST', headers: json, body: JSON.stringify({ email: 'pg.apply@example.com', purpose: 'signUp' }) })).status).toBe(202)
    const [mail] = await db.query<{ body: string }>(`SELECT body FROM outbox ORDER BY id DESC LIMIT 1`)
    const code = /\d{6}/.exec(mail?.body ?? '')?.[0]
    const login = await app.request('/rest/auth/login', { method: 'POST', headers: json, body: JSON.stringify({ provider: 'email', email: 'pg.apply@example.com', code, signUp: true, firstName: 'Pat', lastName: 'Postgres' }) })
    const { jwt } = v.parse(LoginResponseSchema, await login.json())
    const accountAnswers = await Promise.all(Array.from({ length: 50 }, () => apply(body(second!, visitor.resume.id, visitor.uploadToken), jwt)))
    expect(accountAnswers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(accountAnswers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true)

    const rows = await db.query<{ job_id: string; user_id: string | null }>(`SELECT job_id, user_id FROM applications WHERE email_key NOT LIKE '%@applicants.example.com' ORDER BY job_id`)
    expect(rows).toHaveLength(2)
    expect(rows.find((row) => row.job_id === first)?.user_id).toBeNull()
    expect(rows.find((row) => row.job_id === second)?.user_id).not.toBeNull()
  })
})
