import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema } from '../../../core'
import { SAVED_JOBS_CAP, SavedJobsAnswerSchema } from '../../../core/savedJobs'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'

let db: Db
let app: ReturnType<typeof createApp>
let jobIds: string[]

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const call = (method: string, path: string, jwt: string | null, body?: unknown) =>
  app.request(path, { method, headers: { ...json, ...(jwt === null ? {} : bearer(jwt)) }, body: body === undefined ? undefined : JSON.stringify(body) })
const list = async (jwt: string) => {
  const response = await call('GET', '/rest/saved-jobs', jwt)
  expect(response.status).toBe(200)
  return v.parse(SavedJobsAnswerSchema, await response.json()).saved.map((entry) => entry.job.id as string)
}
const save = (jwt: string, id: string) => call('PUT', `/rest/saved-jobs/${id}`, jwt, {})
const unsave = (jwt: string, id: string) => call('DELETE', `/rest/saved-jobs/${id}`, jwt)
const merge = (jwt: string, jobs: unknown) => call('POST', '/rest/saved-jobs/merge', jwt, { jobs })
const errorCode = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code
const at = (minutesAgo: number) => new Date(TEST_NOW.getTime() - minutesAgo * 60_000).toISOString()

let accounts = 0
async function signUp(): Promise<string> {
  const email = `saver.${++accounts}@example.com`
  await call('POST', '/rest/auth/email', null, { email, purpose: 'signUp' })
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [email])
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1]
  const response = await call('POST', '/rest/auth/login?timezoneOffset=0', null, { provider: 'email', email, code, signUp: true, firstName: 'Ada', lastName: 'Lovelace' })
  expect(response.status).toBe(200)
  return v.parse(LoginResponseSchema, await response.json()).jwt
}

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 10_000, windowMs: 60_000 }
  app = createApp({
    db, now: () => TEST_NOW, logError: () => {}, publicOrigin: 'http://localhost',
    auth: { now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
    savedJobs: { rateLimit: { limit: 40, windowMs: 60_000 } },
  })
  jobIds = (await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT $1', [SAVED_JOBS_CAP + 5])).map((row) => row.id)
})
afterAll(async () => {
  await db.close()
})

describe('saved jobs (signed in)', () => {
  test('every call needs a session', async () => {
    expect((await call('GET', '/rest/saved-jobs', null)).status).toBe(401)
    expect((await save('not-a-token', jobIds[0]!)).status).toBe(401)
    expect((await call('DELETE', `/rest/saved-jobs/${jobIds[0]}`, null)).status).toBe(401)
    expect((await merge('', [])).status).toBe(401)
  })

  test('save, save again, list newest first, unsave, unsave again', async () => {
    const jwt = await signUp()
    expect(await list(jwt)).toEqual([])
    expect(await (await save(jwt, jobIds[0]!)).json()).toEqual({ jobId: jobIds[0], saved: true })
    expect((await save(jwt, jobIds[0]!)).status).toBe(200)
    await db.query(`UPDATE saved_jobs SET saved_at = saved_at - interval '1 hour'`)
    await save(jwt, jobIds[1]!)
    expect(await list(jwt)).toEqual([jobIds[1], jobIds[0]])
    expect(await (await unsave(jwt, jobIds[1]!)).json()).toEqual({ jobId: jobIds[1], saved: false })
    expect((await unsave(jwt, jobIds[1]!)).status).toBe(200)
    expect(await list(jwt)).toEqual([jobIds[0]])
  })

  test('a user sees and changes only their own list', async () => {
    const [ada, bob] = [await signUp(), await signUp()]
    await save(ada, jobIds[2]!)
    expect(await list(bob)).toEqual([])
    await unsave(bob, jobIds[2]!)
    expect(await list(ada)).toEqual([jobIds[2]])
  })

  test('ids are validated and unknown jobs refused', async () => {
    const jwt = await signUp()
    expect((await save(jwt, 'bad%20id')).status).toBe(400)
    expect((await save(jwt, 'x'.repeat(65))).status).toBe(400)
    const unknown = await save(jwt, 'no-such-job')
    expect(unknown.status).toBe(404)
    expect(await errorCode(unknown)).toBe('savedJobs.unknownJob')
    expect((await merge(jwt, [{ jobId: 'a b', savedAt: at(1) }])).status).toBe(400)
    expect((await merge(jwt, 'everything')).status).toBe(400)
  })

  test(`the list holds at most ${SAVED_JOBS_CAP} jobs`, async () => {
    const jwt = await signUp()
    const full = jobIds.slice(0, SAVED_JOBS_CAP).map((jobId, index) => ({ jobId, savedAt: at(index + 10) }))
    expect((await merge(jwt, full)).status).toBe(200)
    expect((await list(jwt)).length).toBe(SAVED_JOBS_CAP)
    const refused = await save(jwt, jobIds[SAVED_JOBS_CAP]!)
    expect(refused.status).toBe(409)
    expect(await errorCode(refused)).toBe('savedJobs.full')
    expect((await merge(jwt, [{ jobId: jobIds[SAVED_JOBS_CAP + 1], savedAt: at(0) }])).status).toBe(200)
    expect((await list(jwt)).length).toBe(SAVED_JOBS_CAP)
    const tooMany = jobIds.slice(0, SAVED_JOBS_CAP + 1).map((jobId) => ({ jobId, savedAt: at(1) }))
    expect((await merge(jwt, tooMany)).status).toBe(400)
  })
})

describe('the merge at sign-in', () => {
  test('adds the device list once: a second merge changes nothing; unknown jobs and future times are dropped', async () => {
    const jwt = await signUp()
    await save(jwt, jobIds[3]!)
    const device = [
      { jobId: jobIds[4], savedAt: at(5) },
      { jobId: jobIds[3], savedAt: at(60) },
      { jobId: 'gone-job', savedAt: at(2) },
      { jobId: jobIds[5], savedAt: '2099-01-01T00:00:00.000Z' },
    ]
    const first = await merge(jwt, device)
    expect(first.status).toBe(200)
    const answered = v.parse(SavedJobsAnswerSchema, await first.json()).saved
    const ids = answered.map((entry) => entry.job.id as string)
    expect([...ids].sort()).toEqual([jobIds[3], jobIds[4], jobIds[5]].sort())
    expect(ids.at(-1)).toBe(jobIds[4])
    expect(answered.every((entry) => entry.savedAt <= TEST_NOW.toISOString())).toBe(true)
    await merge(jwt, device)
    expect(await list(jwt)).toEqual(ids)
  })
})

test('the calls are rate limited per account', async () => {
  const jwt = await signUp()
  const other = await signUp()
  let status = 200
  for (let i = 0; i < 41 && status !== 429; i++) status = (await call('GET', '/rest/saved-jobs', jwt)).status
  expect(status).toBe(429)
  expect((await call('GET', '/rest/saved-jobs', other)).status).toBe(200)
})
