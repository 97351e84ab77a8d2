import { randomBytes } from 'node:crypto'
import * as v from 'valibot'
import { expect } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import type { HireflowApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { openPreparedDatabase } from '../../../adapters/server/db/open'
import { openSeededPglite, TEST_JOBS, TEST_NOW } from '../helpers'

export const json = { 'content-type': 'application/json' }

/** Calls the app with an optional bearer token and JSON body. */
export const caller = (app: () => HireflowApp) => (method: string, path: string, jwt: string | null, body?: unknown) =>
  app().request(path, {
    method,
    headers: { ...json, ...(jwt === null ? {} : { authorization: `Bearer ${jwt}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

let accounts = 0

/** Makes an account through the server's own sign-up (mailed code) and answers its session token. */
export async function signUp(app: HireflowApp, db: Db, prefix = 'alerts'): Promise<{ jwt: string; email: string }> {
  const call = caller(() => app)
  const email = `${prefix}.${++accounts}.${Math.random().toString(36).slice(2, 8)}@example.com`
  await call('POST', '/rest/auth/email', null, { email, purpose: 'signUp' })
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1]
  const response = await call('POST', '/rest/auth/login?timezoneOffset=0', null, { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  expect(response.status).toBe(200)
  return { jwt: v.parse(LoginResponseSchema, await response.json()).jwt, email }
}

let jobs = 0

/**
 * Adds a job posted at `postedAt`: a copy of a seeded job whose title holds `title` (so "what" finds it), at the
 * seeded job's place or at `at`.
 */
export async function addJob(db: Db, title: string, postedAt: Date, remote = false, at?: { readonly lat: number; readonly lon: number }): Promise<string> {
  const id = `alertjob${++jobs}${Math.random().toString(36).slice(2, 8)}`
  await db.query(
    `INSERT INTO jobs (id, slug, title, pro_id, industry, industry_id, experience, compensation, compensation_min, compensation_max, city, state, lat, lon, job_type, remote, skills, description, posted_at, company)
     SELECT $1, 'alert-job', $2, pro_id, industry, industry_id, job_experience_level($2), compensation, compensation_min, compensation_max, city, state,
            coalesce($5::float8, lat), coalesce($6::float8, lon), job_type, $4, skills, description, $3, company
       FROM jobs ORDER BY id LIMIT 1`,
    [id, title, postedAt, remote, at?.lat ?? null, at?.lon ?? null],
  )
  return id
}

/** The digests in the outbox for an address, oldest first. */
export const digestsTo = (db: Db, email: string) =>
  db.query<{ id: string; subject: string; body: string; html: string | null; headers: Record<string, string> | string | null }>(
    `SELECT id, subject, body, html, headers FROM outbox WHERE to_address = $1 AND html IS NOT NULL ORDER BY id`,
    [email],
  )

export const headersOf = (row: { headers: Record<string, string> | string | null }): Record<string, string> =>
  row.headers === null ? {} : typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : row.headers

/** A link of a mail's text that starts with `prefix`. */
export const linkIn = (body: string, prefix: string): string => {
  const found = body.split(/\s+/).find((word) => word.startsWith(prefix))
  if (!found) throw new Error(`no link ${prefix} in ${body.slice(0, 400)}`)
  return found
}

export const DAY = 24 * 60 * 60 * 1000

/**
 * The tests' database: PGlite, or PostgreSQL in a schema of its own when TEST_DATABASE_URL is set (the CI's
 * PostgreSQL stage runs test/server again that way).
 */
export async function openAlertsTestDb(): Promise<{ db: Db; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) {
    const db = await openSeededPglite()
    return { db, drop: () => db.close() }
  }
  const schema = `hf_alerts_${randomBytes(6).toString('hex')}`
  const { db } = await openPreparedDatabase({ databaseUrl: url, schema }, { jobs: TEST_JOBS, now: TEST_NOW, batchSize: 1000 })
  return {
    db,
    async drop() {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await db.close()
    },
  }
}
