import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LoginResponseSchema, type LoginResponse } from '../../../core'
import { ExperienceListSchema, ExperienceSchema, PhoneListSchema } from '../../../core/profile'
import { createApp } from '../../../adapters/server/app'
import type { Db } from '../../../adapters/server/db/db'
import { createTokenService } from '../../../adapters/server/identity/tokens'
import { randomBytes } from 'node:crypto'
import { openDatabase } from '../../../adapters/server/db/open'
import { runMigrations } from '../../../adapters/server/db/migrate'
import { postgresReachable, TEST_DATABASE_URL } from '../../support/postgres'
import { openSeededPglite, TEST_NOW } from '../helpers'

const SECRET = 'profile-tests-secret-with-enough-entropy-0123456789'
let db: Db
let app: ReturnType<typeof createApp>
let ada: LoginResponse
let bob: LoginResponse

const json = { 'content-type': 'application/json' }
const bearer = (jwt: string) => ({ authorization: `Bearer ${jwt}` })
const send = (jwt: string | null, method: string, path: string, body?: unknown) =>
  app.request(path, { method, headers: { ...json, ...(jwt === null ? {} : bearer(jwt)) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
const issuesOf = async (response: Response) => {
  expect(response.status).toBe(400)
  const answer = (await response.json()) as { error: { code: string; issues?: { path: string; message: string }[] } }
  expect(answer.error.code).toBe('request.invalid')
  // The first problem of each field (the forms show that one).
  const first: Record<string, string> = {}
  for (const issue of answer.error.issues ?? []) first[issue.path] ??= issue.message
  return first
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

const goals = {
  desiredTitles: ['Registered nurse'],
  industries: ['healthcare'],
  expectedSalary: '90000',
  expectedSalaryType: 'year',
  currentSalary: '40',
  currentSalaryType: 'hour',
  remote: 'hybrid',
}
const experience = { title: 'Nurse', company: 'St. Mary', started: '2020-03', ended: '2024-06', current: false, description: 'ICU' }

/** The same tests on embedded PGlite and, when one answers (CI), on PostgreSQL in a schema of their own. */
function profileTests(open: () => Promise<Db>, close: (db: Db) => Promise<void>) {
  beforeAll(async () => {
    db = await open()
    const generous = { limit: 10_000, windowMs: 60_000 }
    app = createApp({
      db,
      now: () => TEST_NOW,
      logError: () => {},
      publicOrigin: 'http://localhost',
      auth: { jwtSecret: SECRET, now: () => TEST_NOW, minAnswerMs: 0, rateLimits: { perAddress: generous, perAccount: generous } },
      profile: { writeRateLimit: { limit: 60, windowMs: 60_000 } },
    })
    ada = await signUp('ada.profile@example.com')
    bob = await signUp('bob.profile@example.com')
  })
  afterAll(async () => {
    await close(db)
  })

  describe('sections kept whole', () => {
    test('a section is null before its first save, then answers what was saved, trimmed', async () => {
      expect(await (await send(ada.jwt, 'GET', '/rest/professional/goals')).json()).toEqual({ value: null })
      const saved = await send(ada.jwt, 'PUT', '/rest/professional/goals', { ...goals, desiredTitles: ['  Registered nurse '] })
      expect(saved.status).toBe(200)
      expect(await saved.json()).toEqual({ value: goals })
      expect(await (await send(ada.jwt, 'GET', '/rest/professional/goals')).json()).toEqual({ value: goals })
    })

    test('every section refuses missing required fields with the spec messages', async () => {
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/goals', { ...goals, desiredTitles: [], remote: '' }))).toMatchObject({
        desiredTitles: 'profile.goals.error.titleRequired',
        remote: 'profile.goals.error.remoteRequired',
      })
      const account = { linkedInUrl: 'http://linkedin.com/in/ada', address: '', city: '', state: '', postal: '12' }
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/account', account))).toEqual({
        linkedInUrl: 'profile.account.error.linkedIn',
        postal: 'profile.account.error.postalTooShort',
      })
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/account', { ...account, linkedInUrl: '', postal: ' ' }))).toEqual({
        postal: 'profile.account.error.postalRequired',
      })
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/personal', { headline: '', country: 'XX', region: '', city: '', workAuthorization: '' }))).toEqual({
        country: 'profile.personal.error.countryRequired',
      })
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/skills', { skills: [] }))).toEqual({ skills: 'profile.skills.error.required' })
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/agency', { agencyName: 'Staffing Co', agencyEmail: 'jobs@' }))).toEqual({
        agencyEmail: 'signIn.error.emailInvalid',
      })
      expect((await send(ada.jwt, 'PUT', '/rest/professional/background', { education: 'bachelor', yearsOfExperience: '7', languages: ['en', 'xx'], summary: '' })).status).toBe(400)
      expect((await send(ada.jwt, 'PUT', '/rest/professional/account', { ...account, linkedInUrl: 'https://www.linkedin.com/in/ada', postal: '78701' })).status).toBe(200)
    })

    test('an unknown section is not found', async () => {
      expect((await send(ada.jwt, 'GET', '/rest/professional/secrets')).status).toBe(404)
      expect((await send(ada.jwt, 'PUT', '/rest/professional/secrets', {})).status).toBe(404)
    })
  })

  describe('phones', () => {
    test('the list is replaced in order; rows keep their ids; spec messages for a missing or incomplete number', async () => {
      const first = v.parse(PhoneListSchema, await (await send(ada.jwt, 'PUT', '/rest/professional/phones', { phones: [{ number: '(512) 555-0100', extension: '', type: 'mobile' }] })).json())
      const id = first.phones[0]?.id
      expect(id).toMatch(/^[\w-]+$/)
      const second = v.parse(
        PhoneListSchema,
        await (await send(ada.jwt, 'PUT', '/rest/professional/phones', { phones: [{ number: '+1 512 555 0199', extension: '12', type: 'office' }, { id, number: '(512) 555-0100', extension: '', type: 'home' }] })).json(),
      )
      expect(second.phones.map((phone) => phone.type)).toEqual(['office', 'home'])
      expect(second.phones[1]?.id).toBe(id)
      expect(await (await send(ada.jwt, 'GET', '/rest/professional/phones')).json()).toEqual(second)
      expect(await issuesOf(await send(ada.jwt, 'PUT', '/rest/professional/phones', { phones: [{ number: '', extension: '', type: 'home' }, { number: '555-01', extension: '', type: 'home' }] }))).toEqual({
        'phones.0.number': 'profile.phones.error.required',
        'phones.1.number': 'profile.phones.error.incomplete',
      })
    })
  })

  describe('experience', () => {
    test('added, listed, edited and deleted; a current one has no end', async () => {
      const added = v.parse(ExperienceSchema, await (await send(ada.jwt, 'POST', '/rest/professional/experience', experience)).json())
      const current = v.parse(ExperienceSchema, await (await send(ada.jwt, 'POST', '/rest/professional/experience', { ...experience, title: 'Charge nurse', started: '2024-07', current: true })).json())
      expect(current.ended).toBeNull()
      const list = v.parse(ExperienceListSchema, await (await send(ada.jwt, 'GET', '/rest/professional/experience')).json()).experience
      expect(list.map((item) => item.id)).toEqual([current.id, added.id])
      const edited = await send(ada.jwt, 'PUT', `/rest/professional/experience/${added.id}`, { ...experience, company: 'St. Mary Hospital' })
      expect((await edited.json()) as unknown).toMatchObject({ id: added.id, company: 'St. Mary Hospital' })
      expect((await send(ada.jwt, 'DELETE', `/rest/professional/experience/${added.id}`)).status).toBe(200)
      expect((await send(ada.jwt, 'GET', `/rest/professional/experience/${added.id}`)).status).toBe(404)
    })

    test('the date rules are the server clock\'s: not in the future, start not after end, end required unless current', async () => {
      // TEST_NOW is 2026-11.
      expect(await issuesOf(await send(ada.jwt, 'POST', '/rest/professional/experience', { ...experience, started: '2026-12', ended: null, current: true }))).toEqual({
        started: 'profile.experience.error.future',
      })
      expect(await issuesOf(await send(ada.jwt, 'POST', '/rest/professional/experience', { ...experience, started: '2024-07', ended: '2024-06' }))).toEqual({
        started: 'profile.experience.error.startAfterEnd',
      })
      expect(await issuesOf(await send(ada.jwt, 'POST', '/rest/professional/experience', { ...experience, ended: null }))).toEqual({
        ended: 'profile.experience.error.endRequired',
      })
      expect(await issuesOf(await send(ada.jwt, 'POST', '/rest/professional/experience', { ...experience, title: ' ', company: '' }))).toMatchObject({
        title: 'profile.experience.error.titleRequired',
        company: 'profile.experience.error.companyRequired',
      })
      expect((await send(ada.jwt, 'POST', '/rest/professional/experience', { ...experience, started: '2026-11', ended: '2026-11' })).status).toBe(201)
    })
  })

  describe('access', () => {
    test('user B never reads or changes user A\'s profile', async () => {
      await send(ada.jwt, 'PUT', '/rest/professional/skills', { skills: ['Triage'] })
      const item = v.parse(ExperienceSchema, await (await send(ada.jwt, 'POST', '/rest/professional/experience', experience)).json())
      expect(await (await send(bob.jwt, 'GET', '/rest/professional/skills')).json()).toEqual({ value: null })
      expect((await (await send(bob.jwt, 'GET', '/rest/professional/phones')).json()) as unknown).toEqual({ phones: [] })
      expect((await send(bob.jwt, 'GET', `/rest/professional/experience/${item.id}`)).status).toBe(404)
      expect((await send(bob.jwt, 'PUT', `/rest/professional/experience/${item.id}`, experience)).status).toBe(404)
      expect((await send(bob.jwt, 'DELETE', `/rest/professional/experience/${item.id}`)).status).toBe(404)
      expect(v.parse(ExperienceListSchema, await (await send(bob.jwt, 'GET', '/rest/professional/experience')).json()).experience).toEqual([])
      // Bob sending Ada's phone id gets a new row; Ada's phones stay.
      const adaPhones = v.parse(PhoneListSchema, await (await send(ada.jwt, 'GET', '/rest/professional/phones')).json())
      const stolenId = adaPhones.phones[0]?.id
      const bobs = v.parse(PhoneListSchema, await (await send(bob.jwt, 'PUT', '/rest/professional/phones', { phones: [{ id: stolenId, number: '512 555 0111', extension: '', type: 'home' }] })).json())
      expect(bobs.phones[0]?.id).not.toBe(stolenId)
      expect(await (await send(ada.jwt, 'GET', '/rest/professional/phones')).json()).toEqual(adaPhones)
      expect((await send(ada.jwt, 'GET', `/rest/professional/experience/${item.id}`)).status).toBe(200)
    })

    test('changes are limited per account; reads are not', async () => {
      const carol = await signUp('carol.profile@example.com')
      const statuses: number[] = []
      for (let i = 0; i < 61; i++) statuses.push((await send(carol.jwt, 'PUT', '/rest/professional/skills', { skills: [`Skill ${i}`] })).status)
      expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true)
      expect(statuses[60]).toBe(429)
      expect((await send(carol.jwt, 'GET', '/rest/professional/skills')).status).toBe(200)
      expect((await send(ada.jwt, 'PUT', '/rest/professional/skills', { skills: ['Triage'] })).status).toBe(200)
    })

    test('no token, or a provisional one, can do none of it', async () => {
      const [user] = await db.query<{ id: string; token_version: number }>('SELECT id, token_version FROM users WHERE email_key = $1', ['ada.profile@example.com'])
      const tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
      const tmp = await tokens.issueSession({ userId: user!.id, email: 'ada.profile@example.com', tokenVersion: user!.token_version, tmp: true })
      for (const jwt of [tmp, null]) {
        expect((await send(jwt, 'GET', '/rest/professional/skills')).status).toBe(401)
        expect((await send(jwt, 'PUT', '/rest/professional/skills', { skills: ['x'] })).status).toBe(401)
        expect((await send(jwt, 'GET', '/rest/professional/phones')).status).toBe(401)
        expect((await send(jwt, 'PUT', '/rest/professional/phones', { phones: [] })).status).toBe(401)
        expect((await send(jwt, 'GET', '/rest/professional/experience')).status).toBe(401)
        expect((await send(jwt, 'POST', '/rest/professional/experience', experience)).status).toBe(401)
      }
      expect(await (await send(ada.jwt, 'GET', '/rest/professional/skills')).json()).toEqual({ value: { skills: ['Triage'] } })
    })
  })
}

describe('on PGlite', () => profileTests(openSeededPglite, (db) => db.close()))

const schema = `hf_profile_${randomBytes(6).toString('hex')}`
describe.skipIf(!(await postgresReachable()))('on PostgreSQL (TEST_DATABASE_URL)', () =>
  profileTests(
    async () => {
      const db = await openDatabase({ databaseUrl: TEST_DATABASE_URL, schema })
      await runMigrations(db)
      return db
    },
    async (db) => {
      await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await db.close()
    },
  ),
)
