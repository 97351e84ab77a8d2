import fc from 'fast-check'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SearchResultSchema } from '../../../core'
import { createApp } from '../../../adapters/server/app'
import type { AuthRouteOptions } from '../../../adapters/server/identity/routes'
import { hashPassword } from '../../../adapters/server/identity/passwords'
import { createTokenService, type TokenService } from '../../../adapters/server/identity/tokens'
import { createUserStore, type UserRecord } from '../../../adapters/server/identity/usersStore'
import type { Db } from '../../../adapters/server/db/db'
import { openSeededPglite, TEST_NOW } from '../helpers'
import {
  authChoice, bodyFrom, bodyLike, contentType, extraHeaders, forwardedFor, hostileText, hostileValue, leaksIn, mostly, pathSegment,
  queryWith, rawBody, type AuthChoice,
} from './hostile'

// A property-based fuzz of every route (docs/operations.md, "Limits"): hostile bodies, queries, headers and path
// parameters, in process (app.request). Whatever is sent: never a 5xx, never a stack trace or SQL in the answer,
// and a normal search still works afterwards. FUZZ_RUNS sets the runs per route (default 1000 with CI, else 200).

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI ? 1000 : 200))
const SECRET = 'fuzz-secret-of-more-than-32-bytes-0123456789'
const PASSWORD = 'correct horse battery staple'
const MAILED_CODE = '{{mailedCode}}'

interface FuzzRequest {
  readonly method: string
  /** Path and query, as they go on the wire (already percent-encoded, or deliberately not). */
  readonly path: string
  readonly auth: AuthChoice
  readonly contentType?: string | undefined
  readonly forwardedFor?: string | undefined
  readonly extra: Readonly<Record<string, string>>
  readonly body?: string | undefined
  /** Mail a sign-up code to this address first and put it where the body says MAILED_CODE. */
  readonly mailCodeTo?: string
}

let db: Db
let app: ReturnType<typeof createApp>
let tokens: TokenService
let account: UserRecord
const logged: unknown[] = []
/** Filled in before the fuzz runs; the arbitraries read them lazily. */
const known = { jobIds: ['none'], cursors: [{ criteria: {} as Record<string, unknown>, cursor: 'none' }] }

beforeAll(async () => {
  db = await openSeededPglite()
  const generous = { limit: 1_000_000, windowMs: 60_000 }
  const auth: AuthRouteOptions = {
    jwtSecret: SECRET,
    now: () => TEST_NOW,
    trustProxy: true,
    minAnswerMs: 0,
    rateLimits: { perAddress: generous, perAccount: generous },
    google: { clientId: 'fuzz.apps.googleusercontent.com', jwks: { keys: [] } },
    oauth: { linkedin: { clientId: 'fuzz', clientSecret: 'fuzz', tokenEndpoint: 'http://127.0.0.1:9/token', userinfoEndpoint: 'http://127.0.0.1:9/userinfo' } },
  }
  app = createApp({ db, distDir: 'test/server/fixtures/dist', now: () => TEST_NOW, logError: (error) => logged.push(error), production: false, auth })
  tokens = createTokenService(new TextEncoder().encode(SECRET), () => TEST_NOW)
  account = await createUserStore(db).createVerified({ email: 'fuzz@example.com', firstName: 'Fuzz', lastName: 'Account', passwordHash: await hashPassword(PASSWORD) })
  known.jobIds = (await db.query<{ id: string }>('SELECT id FROM jobs ORDER BY id LIMIT 20')).map((row) => row.id)
  known.cursors = []
  for (const criteria of [{ what: 'nurse' }, { sort: 'date' }, { what: 'engineer', where: 'Austin, TX', sort: 'date', pageSize: 5 }, { where: 'TX', jobTypes: ['permanent'] }]) {
    const cursor = (await search(criteria)).cursor
    if (cursor) known.cursors.push({ criteria, cursor })
  }
  expect(known.cursors.length).toBeGreaterThan(2)
})
afterAll(async () => {
  await db.close()
})

async function search(criteria: object) {
  const response = await app.request('/rest/jobs/search', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(criteria) })
  expect(response.status).toBe(200)
  return v.parse(SearchResultSchema, await response.json())
}

const pick = <T>(list: () => readonly T[]) => fc.nat().map((n) => list()[n % list().length] as T)

// Requests without and with a body. A body-taking route also gets no body, or one of any kind, now and then.
const requestOf = (method: string, path: fc.Arbitrary<string>, body: fc.Arbitrary<string | undefined>): fc.Arbitrary<FuzzRequest> =>
  fc.record({ method: fc.constant(method), path, auth: authChoice, contentType, forwardedFor, extra: extraHeaders, body })
const get = (path: fc.Arbitrary<string>) => requestOf('GET', path, fc.constant(undefined))
const withBody = (method: string, path: fc.Arbitrary<string>, body: fc.Arbitrary<string>) =>
  requestOf(method, path, fc.oneof({ weight: 12, arbitrary: body }, { weight: 1, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: rawBody }))
const at = (path: string, ...queryNames: string[]) => (queryNames.length ? queryWith(...queryNames) : fc.oneof({ weight: 4, arbitrary: fc.constant('') }, { weight: 1, arbitrary: queryWith('x') })).map((query) => `${path}${query}`)

/** An address: mostly not one, now and then a real one (which gets further: to the database, mail, hashing). */
const realEmail = fc.stringMatching(/^[a-z][a-z0-9]{0,12}([.+][a-z0-9]{1,6})?@[a-z][a-z0-9-]{0,10}\.(com|org|io|co\.uk)$/)
const email = fc.oneof(
  { weight: 8, arbitrary: hostileText },
  { weight: 1, arbitrary: realEmail },
  { weight: 1, arbitrary: fc.emailAddress() },
  { weight: 1, arbitrary: fc.constantFrom('fuzz@example.com', ' FUZZ@example.com ', 'a@b.co', 'a@b', '@', 'a@b.c\u0000', `${'a'.repeat(250)}@b.co`) },
)
/** An address, mostly a real one: for the calls where a real address costs no hashing. */
const likelyEmail = fc.oneof({ weight: 4, arbitrary: realEmail }, { weight: 1, arbitrary: email })
const code = fc.oneof({ weight: 2, arbitrary: hostileText }, { weight: 1, arbitrary: fc.stringMatching(/^\d{6,10}$/) })
const likelyCode = fc.oneof({ weight: 1, arbitrary: hostileText }, { weight: 3, arbitrary: fc.stringMatching(/^\d{6,10}$/) })
/** Passwords rarely of a valid length and shape, so the argon2 paths stay a small share of the runs. */
const password = fc.oneof({ weight: 4, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) })
const name = fc.oneof(hostileText, fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }), fc.constantFrom('Ann', ' Ann ', 'Ann\u0000', 'A'.repeat(101)))
const names = { firstName: name, lastName: name }
const linkToken = fc.oneof(hostileText, fc.stringMatching(/^[\w-]{22,128}$/))
/** An int in range mostly, else an edge or a wrong kind of number. */
const intIn = (min: number, max: number) => mostly(fc.integer({ min, max }), fc.constantFrom(min - 1, max + 1, 0, -1, 2.5, 1e21, -0))

/** A cursor: junk, a real one, a real one cut or changed, or a re-encoded one with hostile fields. */
const cursor = fc.oneof(
  hostileText,
  pick(() => known.cursors).map((known) => known.cursor),
  fc.tuple(pick(() => known.cursors), fc.nat()).map(([known, at]) => known.cursor.slice(0, at % known.cursor.length)),
  fc.tuple(pick(() => known.cursors), fc.nat(), fc.constantFrom('A', '_', '-', '9')).map(([known, at, char]) => {
    const index = at % known.cursor.length
    return `${known.cursor.slice(0, index)}${char}${known.cursor.slice(index + 1)}`
  }),
)
/** Values each cursor field's schema takes, at their extremes: a forged cursor with these reaches the SQL. */
const cursorFieldValues: Readonly<Record<string, fc.Arbitrary<unknown>>> = {
  p: fc.oneof(fc.maxSafeInteger(), fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 0, -1)),
  i: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  r: fc.oneof(fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, 5e-324, 1e308, Number.MAX_VALUE)),
  n: fc.oneof(fc.nat(), fc.constant(Number.MAX_SAFE_INTEGER)),
  e: fc.boolean(),
  s: fc.constantFrom('r', 'd'),
}
/** A real cursor's own criteria with one of its fields (position, id, rank, total, ...) forged: gets past the fingerprint. */
const forgedCursorSearch = fc
  .tuple(
    pick(() => known.cursors),
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...Object.keys(cursorFieldValues)).chain((field) => fc.tuple(fc.constant(field), cursorFieldValues[field] ?? hostileValue)) },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('p', 'i', 'r', 'n', 'e', 's', 'v', 'f', 'x'), hostileValue) },
    ),
  )
  .map(([known, [field, value]]) => {
    const wire = JSON.parse(Buffer.from(known.cursor, 'base64url').toString('utf8')) as Record<string, unknown>
    return JSON.stringify({ ...known.criteria, cursor: Buffer.from(JSON.stringify({ ...wire, [field]: value })).toString('base64url') })
  })

const searchCriteria = {
  what: fc.oneof(hostileText, fc.constantFrom('nurse', 'engineer', 'AT&T', 'c++', 'nurse -', '!(&|):*', 'or or', '"')),
  where: fc.oneof(hostileText, fc.constantFrom('Austin, TX', 'TX', 'New York', 'Washington', '78701', '00000', 'Springfield', ', TX')),
  radiusMiles: intIn(1, 500),
  remote: mostly(fc.constantFrom('include', 'only', 'exclude'), fc.constantFrom('sometimes', 'ONLY', '')),
  jobTypes: mostly(fc.uniqueArray(fc.constantFrom('permanent', 'contractor', 'contract'), { maxLength: 3 }), fc.constantFrom(['gig'], ['permanent', 'contract', 'contractor', 'permanent'])),
  minPay: intIn(0, 1_000_000),
  postedWithinDays: intIn(1, 365),
  sort: mostly(fc.constantFrom('relevance', 'date'), fc.constantFrom('random', 'DATE')),
  pageSize: intIn(1, 100),
}
const searchBody = fc.oneof(
  { weight: 6, arbitrary: bodyFrom(bodyLike(searchCriteria)) },
  { weight: 2, arbitrary: bodyFrom(bodyLike({ ...searchCriteria, cursor })) },
  { weight: 2, arbitrary: forgedCursorSearch },
)

/** Login bodies, one shape per kind of sign-in; password sign-in with a real address (argon2) stays rare. */
const loginBody = fc.oneof(
  { weight: 2, arbitrary: bodyFrom(bodyLike({ provider: fc.constant('password'), email, password, signUp: fc.boolean(), ...names })) },
  { weight: 3, arbitrary: bodyFrom(bodyLike({ provider: fc.constant('email'), email: likelyEmail, code: likelyCode, signUp: fc.boolean(), ...names, password })) },
  { weight: 2, arbitrary: bodyFrom(bodyLike({ provider: fc.constant('email'), token: linkToken })) },
  { weight: 2, arbitrary: bodyFrom(bodyLike({ provider: fc.constant('google'), credential: fc.oneof(hostileText, fc.stringMatching(/^[\w-]{10,40}\.[\w-]{10,80}\.[\w-]{0,40}$/)) })) },
  { weight: 2, arbitrary: bodyFrom(bodyLike({ provider: fc.constantFrom('linkedin', 'microsoft', 'facebook'), code: hostileText, state: linkToken })) },
  { weight: 1, arbitrary: bodyFrom(bodyLike({ provider: fc.oneof(hostileText, fc.constantFrom('PASSWORD', 'magic', '__proto__')), email, password, code, token: linkToken })) },
)
/** A sign-up with a genuine mailed code (so hostile names and passwords reach account creation). */
const signUpWithMailedCode: fc.Arbitrary<FuzzRequest> = fc
  .record({ ...names, password: fc.option(password, { nil: undefined }), local: fc.stringMatching(/^[a-z0-9]{4,12}$/), auth: fc.constant({ kind: 'none' as const }), forwardedFor, extra: fc.constant({}) })
  .map(({ local, firstName, lastName, password, ...rest }) => ({
    ...rest,
    method: 'POST',
    path: '/rest/auth/login?timezoneOffset=0',
    contentType: 'application/json',
    mailCodeTo: `${local}.fuzz@example.com`,
    body: JSON.stringify({ provider: 'email', email: `${local}.fuzz@example.com`, code: MAILED_CODE, signUp: true, firstName, lastName, password }),
  }))

const provider = fc.oneof(fc.constantFrom('linkedin', 'microsoft', 'facebook'), fc.constantFrom('google', 'password', 'LinkedIn', '__proto__', 'constructor', 'toString', 'hasOwnProperty'), pathSegment)
const changeCode = fc.oneof(pathSegment, fc.stringMatching(/^[\w-]{43}$/))
const resumeId = fc.oneof(pathSegment, fc.uuid())
/** Any method on any path under /rest/ (known paths included, with the wrong method). */
const anyRestRequest = fc
  .tuple(
    fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
    fc.oneof(fc.constantFrom('/rest/jobs/search', '/rest/profile', '/rest/auth/login', '/rest/auth', '/rest/', '/rest/job-lookup', '/rest/websocket'), fc.array(pathSegment, { minLength: 1, maxLength: 4 }).map((segments) => `/rest/${segments.join('/')}`)),
  )
  .chain(([method, path]) => (method === 'GET' || method === 'HEAD' ? requestOf(method, at(path), fc.constant(undefined)) : withBody(method, at(path), rawBody)))

/** A saved job's id: junk, or a real job (so saves reach the database). */
const savedJobId = fc.oneof(pathSegment, pick(() => known.jobIds))
const savedJobPath = savedJobId.chain((id) => at(`/rest/saved-jobs/${id}`))
const deviceSavedJob = bodyLike({ jobId: fc.oneof(hostileText, pick(() => known.jobIds)), savedAt: fc.oneof(hostileText, fc.date({ noInvalidDate: true }).map((date) => date.toISOString())) })
const mergeBody = bodyFrom(bodyLike({ jobs: fc.oneof(hostileValue, fc.array(deviceSavedJob, { maxLength: 20 })) }))

/** Every route of the app (app.routes) and what is sent to it. A route without a case fails the first test. */
const CASES: Readonly<Record<string, fc.Arbitrary<FuzzRequest>>> = {
  'GET /env': get(at('/env')),
  'POST /rest/jobs/search': withBody('POST', at('/rest/jobs/search'), searchBody),
  'GET /rest/suggestions/what': get(at('/rest/suggestions/what', 'q')),
  'GET /rest/suggestions/where': get(at('/rest/suggestions/where', 'q')),
  'GET /rest/job-lookup/:id': get(fc.oneof(pathSegment, pick(() => known.jobIds)).chain((id) => at(`/rest/job-lookup/${id}`))),
  'POST /rest/auth/oauth/:provider/start': withBody('POST', provider.chain((name) => at(`/rest/auth/oauth/${name}/start`)), rawBody),
  'POST /rest/auth/login': fc.oneof(
    { weight: 30, arbitrary: withBody('POST', at('/rest/auth/login', 'timezoneOffset'), loginBody) },
    // Each of these mails a code and may hash a password: a failure shrinks a little only.
    { weight: 1, arbitrary: fc.limitShrink(signUpWithMailedCode, 30) },
  ),
  'POST /rest/auth/refresh': withBody('POST', at('/rest/auth/refresh'), rawBody),
  'POST /rest/auth/logout': withBody('POST', at('/rest/auth/logout'), rawBody),
  'GET /rest/profile': get(at('/rest/profile', 'timezoneOffset')),
  'POST /rest/auth/password': withBody('POST', at('/rest/auth/password'), bodyFrom(bodyLike({ password, currentPassword: password }))),
  'PATCH /rest/profile': withBody('PATCH', at('/rest/profile'), bodyFrom(bodyLike(names))),
  'POST /rest/profile/email': withBody('POST', at('/rest/profile/email'), bodyFrom(bodyLike({ email: likelyEmail }))),
  'GET /rest/profile/email/:code': get(changeCode.chain((code) => at(`/rest/profile/email/${code}`))),
  'POST /rest/profile/email/:code/confirm': withBody('POST', changeCode.chain((code) => at(`/rest/profile/email/${code}/confirm`)), rawBody),
  'POST /rest/profile/email/:code/cancel': withBody('POST', changeCode.chain((code) => at(`/rest/profile/email/${code}/cancel`)), rawBody),
  'POST /rest/auth/email': withBody('POST', at('/rest/auth/email'), bodyFrom(bodyLike({ email: likelyEmail, purpose: fc.constantFrom('signUp', 'signIn', 'reset', 'link', 'other') }))),
  'POST /rest/auth/reset-password': withBody('POST', at('/rest/auth/reset-password'), bodyFrom(bodyLike({ email, code: likelyCode, password }))),
  'GET /rest/auth/providers': get(at('/rest/auth/providers')),
  'POST /rest/resumes': withBody('POST', at('/rest/resumes'), rawBody),
  'GET /rest/resumes': get(at('/rest/resumes')),
  'PATCH /rest/resumes/:id': withBody('PATCH', resumeId.chain((id) => at(`/rest/resumes/${id}`)), bodyFrom(bodyLike({ active: fc.boolean() }))),
  'GET /rest/resumes/:id/file': get(resumeId.chain((id) => at(`/rest/resumes/${id}/file`, 'downloadToken'))),
  'GET /dev/mail': get(at('/dev/mail')),
  'GET /rest/saved-jobs': get(at('/rest/saved-jobs')),
  'PUT /rest/saved-jobs/:jobId': withBody('PUT', savedJobPath, rawBody),
  'DELETE /rest/saved-jobs/:jobId': requestOf('DELETE', savedJobPath, fc.constant(undefined)),
  'POST /rest/saved-jobs/merge': withBody('POST', at('/rest/saved-jobs/merge'), mergeBody),
  'ALL /rest/*': anyRestRequest,
  'GET /*': get(fc.array(pathSegment, { maxLength: 4 }).chain((segments) => at(`/${segments.join('/')}`, 'what', 'where'))),
}
/** app.use middleware (the body limit) is registered as ALL /*: it runs on every route and is fuzzed through them. */
const MIDDLEWARE = 'ALL /*'

/** The fuzz account's genuine session token (its current token version: logout and password changes bump it). */
async function validToken(tmp: boolean) {
  const [row] = await db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [account.id])
  return tokens.issueSession({ userId: account.id, email: account.email, tokenVersion: row?.token_version ?? 0, tmp })
}

async function mailedCode(to: string) {
  await app.request('/rest/auth/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: to, purpose: 'signUp' }) })
  const [mail] = await db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1 ORDER BY id DESC LIMIT 1', [to])
  return /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1] ?? '000000'
}

/** Sends `request` in process; answers the response, its text, and everything that was sent (for the leak check). */
async function send(request: FuzzRequest) {
  const headers = new Headers(request.extra)
  if (request.contentType !== undefined) headers.set('content-type', request.contentType)
  if (request.forwardedFor !== undefined) headers.set('x-forwarded-for', request.forwardedFor)
  if (request.auth.kind === 'header') headers.set('authorization', request.auth.value)
  if (request.auth.kind === 'valid') headers.set('authorization', `Bearer ${await validToken(request.auth.tmp)}`)
  const body = request.mailCodeTo && request.body ? request.body.replace(MAILED_CODE, await mailedCode(request.mailCodeTo)) : request.body
  const response = await app.request(`http://localhost${request.path}`, { method: request.method, headers, body })
  const text = await response.text()
  const sent = `${request.method} ${request.path} ${decodeURIComponentSafe(request.path)} ${[...headers].flat().join(' ')} ${body ?? ''}`
  return { response, text, sent }
}

/** What the mail viewer shows: the last 100 mails, which earlier fuzz requests had sent. */
async function shownMail() {
  const [shown] = await db.query<{ t: string }>(`SELECT string_agg(to_address || ' ' || subject || ' ' || body, ' ') AS t FROM (SELECT * FROM outbox ORDER BY id DESC LIMIT 100) AS recent`)
  return shown?.t ?? ''
}

const decodeURIComponentSafe = (text: string) => {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

async function expectSafeAnswer(request: FuzzRequest) {
  logged.length = 0
  const { response, text, sent } = await send(request)
  const detail = `${request.method} ${request.path} -> ${response.status} ${text.slice(0, 300)}\nlogged: ${logged.map(String).join('\n').slice(0, 500)}`
  expect(response.status, detail).toBeLessThan(500)
  let leaks = leaksIn(text, sent)
  if (leaks.length > 0 && request.path.startsWith('/dev/mail')) leaks = leaksIn(text, sent + (await shownMail()))
  expect(leaks, detail).toEqual([])
}

describe('the route fuzz', () => {
  test('the leak check bites: a stack frame, a source path, SQL; but not what the request itself sent', () => {
    expect(leaksIn('Error: boom\n    at parseJsonBody (/work/adapters/server/http/jsonBody.ts:21:11)', '')).toHaveLength(4)
    expect(leaksIn('error: relation "users" does not exist', '')).toHaveLength(1)
    expect(leaksIn('{"error":{"message":"Invalid key: Expected never but received \\"SELECT\\""}}', '{"SELECT":1}')).toEqual([])
    expect(leaksIn('{"hits":{"total":{"value":3,"relation":"eq"}}}', '')).toEqual([])
  })

  test('every route of the app has a fuzz case', () => {
    const routes = new Set(app.routes.map((route) => `${route.method} ${route.path}`))
    routes.delete(MIDDLEWARE)
    expect([...routes].sort()).toEqual(Object.keys(CASES).sort())
  })

  test.each(Object.keys(CASES))(`%s: never a 5xx or a leak, over ${RUNS} hostile requests`, async (route) => {
    const arbitrary = CASES[route]
    if (!arbitrary) throw new Error(`no fuzz case for ${route}`)
    await fc.assert(fc.asyncProperty(arbitrary, expectSafeAnswer), { numRuns: RUNS })
    // The server still answers a normal search afterwards.
    expect((await search({ what: 'nurse', pageSize: 1 })).documents).toHaveLength(1)
  }, 240_000)

  // Found by this fuzz: a NUL reached Postgres, which refuses it (a 500). Now refused by the text schemas.
  test('PATCH /rest/profile with a NUL in a name is a 400, not a 5xx', async () => {
    const response = await app.request('/rest/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await validToken(false)}` },
      body: JSON.stringify({ firstName: 'Ann\u0000', lastName: 'Lee' }),
    })
    expect(response.status).toBe(400)
  })
})
