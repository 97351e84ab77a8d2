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
import { createHmac } from 'node:crypto'
import { createApplicationStore } from '../../../adapters/server/applications/store'
import { createInterviewLinkSigner } from '../../../adapters/server/interview/link'
import { INTERVIEW_QUESTIONS } from '../../../core/interview'
import { applicationRecord } from '../applications/fixtures'
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
const known = { jobIds: ['none'], cursors: [{ criteria: {} as Record<string, unknown>, cursor: 'none' }], interviewLinks: ['/rest/interview/link/a/b/guest/c'], applicationIds: ['none'] }

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
  // A visitor's application and the fuzz account's, with genuine interview links (the server's key for them).
  const applications = createApplicationStore(db)
  const signer = createInterviewLinkSigner(new Uint8Array(createHmac('sha256', new TextEncoder().encode(SECRET)).update('hireflow:interview-link').digest()))
  const visitor = applicationRecord({ jobId: known.jobIds[0]!, email: 'fuzz.visitor@example.com' })
  const owned = applicationRecord({ jobId: known.jobIds[1]!, userId: account.id, email: account.email })
  for (const record of [visitor, owned]) await applications.insert(record)
  known.interviewLinks = [visitor, owned].map((record) => `/rest/interview/link${signer.pathFor(record, TEST_NOW).slice('/interview'.length)}`)
  known.applicationIds = [visitor.id, owned.id]
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

/** A partner apply as a device sends it for claiming: junk, or an id and email of the right shape. */
const partnerApply = bodyLike({ id: fc.oneof(hostileText, fc.uuid()), email: likelyEmail, jobId: fc.oneof(hostileText, pick(() => known.jobIds)) })
const checkClaimsBody = bodyFrom(bodyLike({ claims: fc.oneof(hostileValue, fc.array(partnerApply, { maxLength: 5 })) }))
const confirmClaimsBody = bodyFrom(bodyLike({ ids: fc.oneof(hostileValue, fc.array(fc.oneof(hostileText, fc.uuid()), { maxLength: 5 })), code: likelyCode }))
/** An application's id: junk or a well-formed one (no fuzz account owns any: every one is someone else's). */
const applicationId = fc.oneof(pathSegment, fc.uuid())
const applicationPath = applicationId.chain((id) => at(`/rest/applications/${id}`))
const applicationAnswers = {
  mostRecentTitle: hostileText,
  workAuthorization: fc.constantFrom('anyEmployer', 'requiresSponsorship', 'x'),
  elevatorPitch: hostileText,
  expectedSalary: fc.oneof(fc.integer(), fc.double()),
  expectedSalaryType: fc.constantFrom('year', 'hour', 'month'),
}
/** An apply body: hostile or well formed, with real job ids now and then (so it reaches the resume check and the insert). */
const phone = bodyLike({ number: fc.oneof(hostileText, fc.constantFrom('512 555 0100', '12', '+1 (512) 555-0100')), extension: fc.oneof(hostileText, fc.constant('')), type: fc.constantFrom('mobile', 'home', 'office', 'pager') })
const applyBody = bodyFrom(
  bodyLike({
    jobId: fc.oneof(hostileText, pick(() => known.jobIds)),
    idempotencyKey: fc.oneof(hostileText, fc.uuid()),
    method: fc.constantFrom('easyApply', 'oneClick', 'threeClick'),
    applicant: fc.oneof(hostileValue, bodyLike({ ...names, email: likelyEmail, phone })),
    resumeId: fc.oneof(hostileText, resumeId, fc.constant(null)),
    resumeToken: fc.oneof(hostileText, linkToken, fc.constant(null)),
    answers: fc.oneof(hostileValue, bodyLike({ workAuthorization: fc.constantFrom('anyEmployer', 'requiresSponsorship', 'nope'), elevatorPitch: name, expectedSalary: intIn(0, 10_000_000), expectedSalaryType: fc.constantFrom('year', 'hour', null) })),
  }),
)
/** An interview by its link: a genuine one (it reaches the database), or junk in each part. */
const interviewLink = fc.oneof(
  pick(() => known.interviewLinks),
  fc.tuple(pathSegment, pathSegment, pathSegment, pathSegment).map((parts) => `/rest/interview/link/${parts.join('/')}`),
  pick(() => known.interviewLinks).chain((link) => pathSegment.map((junk) => link.replace(/[^/]+$/, junk))),
)
const interviewOwned = fc.oneof(pick(() => known.applicationIds), pathSegment).map((id) => `/rest/interview/application/${id}`)
const question = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...INTERVIEW_QUESTIONS) }, { weight: 1, arbitrary: pathSegment })
const interviewAnswer = bodyFrom(
  bodyLike({
    answer: fc.oneof(
      hostileValue,
      fc.record({ amount: fc.oneof(fc.integer(), hostileValue), type: fc.constantFrom('year', 'hour', 'day') }),
      fc.array(fc.oneof(hostileText, fc.record({ skill: hostileText, rating: fc.integer({ min: -1, max: 7 }) })), { maxLength: 6 }),
    ),
  }),
)
const answerAt = (base: fc.Arbitrary<string>) => fc.tuple(base, question).chain(([path, name]) => at(`${path}/answers/${name}`))
/** Job alerts, /opt and searches: ids junk or uuid-like, bodies near their shapes. */
const alertId = fc.oneof(pathSegment, fc.uuid())
const alertPath = alertId.chain((id) => at(`/rest/job-alerts/${id}`))
const optAlertPath = alertId.chain((id) => at(`/rest/opt/job-alerts/${id}`))
const alertFields = {
  query: fc.oneof(hostileText, fc.constantFrom('nurse', 'welder', '')),
  location: fc.oneof(hostileText, fc.constantFrom('Austin, TX', '')),
  remote: fc.oneof(hostileText, fc.constantFrom('include', 'only', 'exclude')),
  frequency: fc.oneof(hostileText, fc.constantFrom('daily', 'weekly', 'monthly')),
  distanceMiles: fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 900 })),
  paused: fc.boolean(),
}
const alertBody = bodyFrom(bodyLike(alertFields))
const preferencesBody = bodyFrom(bodyLike({ jobAlerts: fc.boolean(), applicationUpdates: fc.boolean(), recommendations: fc.boolean(), news: fc.boolean() }))
const signedLink = fc.oneof(hostileText, fc.stringMatching(/^[\w-]{1,40}\.[0-9a-z]{1,12}\.[\w-]{43}$/))
const unsubscribePath = fc.oneof(pathSegment, fc.stringMatching(/^[\w-]{1,40}\.[0-9a-z]{1,12}\.[\w-]{43}$/)).chain((token) => at(`/rest/opt/unsubscribe/${token}`))
const searchPath = fc.oneof(pathSegment, fc.uuid()).chain((id) => at(`/rest/searches/${id}`))
const searchTerms = { what: fc.oneof(hostileText, fc.constantFrom('nurse', '')), where: fc.oneof(hostileText, fc.constantFrom('Austin, TX', '')) }
const deviceSearch = bodyLike({ id: fc.oneof(hostileText, fc.uuid()), ...searchTerms, searchedAt: fc.oneof(hostileText, fc.date({ noInvalidDate: true }).map((date) => date.toISOString())), starred: fc.boolean(), name: hostileText })
/** The professional profile: a known or junk section, hostile section, phone and experience bodies. */
const profileSection = fc.oneof(fc.constantFrom('account', 'agency', 'general', 'personal', 'background', 'goals', 'skills'), pathSegment)
const profileSectionPath = profileSection.chain((name) => at(`/rest/professional/${name}`))
const texts = fc.oneof(hostileValue, fc.array(hostileText, { maxLength: 4 }))
const sectionBody = fc.oneof(
  bodyFrom(bodyLike({ linkedInUrl: hostileText, address: hostileText, postal: hostileText, country: hostileText, timeZone: hostileText, agencyEmail: hostileText })),
  bodyFrom(bodyLike({ desiredTitles: texts, industries: texts, expectedSalary: hostileText, remote: hostileText, skills: texts, languages: texts, education: hostileText })),
)
const phonesBody = bodyFrom(bodyLike({ phones: fc.oneof(hostileValue, fc.array(bodyLike({ id: hostileText, number: hostileText, extension: hostileText, type: hostileText }), { maxLength: 5 })) }))
const yearMonth = fc.oneof(hostileText, fc.constantFrom('2020-01', '2099-12', '1899-01', '2020-13'))
const experienceBody = bodyFrom(bodyLike({ title: hostileText, company: hostileText, started: yearMonth, ended: fc.oneof(yearMonth, fc.constant(null)), current: fc.boolean(), description: hostileText }))
const experiencePath = fc.oneof(pathSegment, fc.uuid()).chain((id) => at(`/rest/professional/experience/${id}`))

/** Every route of the app (app.routes) and what is sent to it. A route without a case fails the first test. */
/** Diagnostics' bodies: a client error report, metrics and actions (arrays of near-valid entries, or anything). */
const clientErrorFields = {
  userId: fc.oneof(hostileText, fc.constant(null)),
  eventId: fc.oneof(hostileText, fc.uuid()),
  error: hostileText,
  location: hostileText,
  userAgent: hostileText,
  referrer: hostileText,
  screenWidth: intIn(0, 100_000),
  screenHeight: intIn(0, 100_000),
  title: hostileText,
  version: hostileText,
  breadcrumbs: fc.oneof(hostileValue, fc.array(bodyLike({ at: intIn(0, 2e12), category: fc.constantFrom('click', 'navigation', 'request', 'x'), message: hostileText }), { maxLength: 5 })),
}
const metricFields = {
  name: fc.oneof(hostileText, fc.constantFrom('LCP', 'CLS', 'INP')),
  value: fc.oneof(hostileValue, fc.double()),
  rating: fc.constantFrom('good', 'needs-improvement', 'poor', 'x'),
  id: hostileText,
  path: hostileText,
  navigationType: hostileText,
}
const arrayBody = (entry: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof({ weight: 4, arbitrary: fc.array(entry, { maxLength: 5 }).map((entries) => JSON.stringify(entries)) }, { weight: 1, arbitrary: rawBody })

const CASES: Readonly<Record<string, fc.Arbitrary<FuzzRequest>>> = {
  'GET /env': get(at('/env')),
  'POST /rest/jobs/search': withBody('POST', at('/rest/jobs/search'), searchBody),
  'GET /rest/suggestions/what': get(at('/rest/suggestions/what', 'q')),
  'GET /rest/suggestions/where': get(at('/rest/suggestions/where', 'q')),
  'GET /rest/job-lookup/:id': get(fc.oneof(pathSegment, pick(() => known.jobIds)).chain((id) => at(`/rest/job-lookup/${id}`))),
  'GET /rest/pros/:slug': get(fc.oneof(pathSegment, fc.constantFrom('samuel-allen-1', 'pro-1', 'a'.repeat(81))).chain((slug) => at(`/rest/pros/${slug}`))),
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
  // Never the fuzz account's own address: deleting it would leave the other routes nothing signed in to fuzz.
  'POST /rest/profile/delete': withBody('POST', at('/rest/profile/delete'), bodyFrom(bodyLike({ email: email.filter((typed) => typed.trim().toLowerCase() !== 'fuzz@example.com') }))),
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
  'GET /rest/resumes/upload-options': get(at('/rest/resumes/upload-options')),
  'GET /rest/resumes/:id/summary': get(resumeId.chain((id) => at(`/rest/resumes/${id}/summary`))),
  'DELETE /rest/resumes/:id': requestOf('DELETE', resumeId.chain((id) => at(`/rest/resumes/${id}`)), fc.constant(undefined)),
  'POST /rest/resumes/uploads': withBody('POST', at('/rest/resumes/uploads'), bodyFrom(bodyLike({ fileName: hostileText, size: intIn(-5, 6_000_000) }))),
  'POST /rest/resumes/uploads/:id/complete': withBody('POST', resumeId.chain((id) => at(`/rest/resumes/uploads/${id}/complete`)), rawBody),
  'GET /dev/mail': get(at('/dev/mail')),
  'POST /rest/apply/resumes': withBody('POST', at('/rest/apply/resumes'), rawBody),
  'GET /rest/apply/jobs/:jobId': get(fc.oneof(pathSegment, pick(() => known.jobIds)).chain((id) => at(`/rest/apply/jobs/${id}`))),
  'GET /rest/apply/one-click': get(at('/rest/apply/one-click')),
  'POST /rest/applications': withBody('POST', at('/rest/applications'), applyBody),
  'GET /rest/saved-jobs': get(at('/rest/saved-jobs')),
  'PUT /rest/saved-jobs/:jobId': withBody('PUT', savedJobPath, rawBody),
  'DELETE /rest/saved-jobs/:jobId': requestOf('DELETE', savedJobPath, fc.constant(undefined)),
  'POST /rest/saved-jobs/merge': withBody('POST', at('/rest/saved-jobs/merge'), mergeBody),
  'POST /rest/interview/check-claims': withBody('POST', at('/rest/interview/check-claims'), checkClaimsBody),
  'POST /rest/interview/claims/confirm': withBody('POST', at('/rest/interview/claims/confirm'), confirmClaimsBody),
  'GET /rest/applications': get(at('/rest/applications')),
  'GET /rest/applications/badge-info': get(at('/rest/applications/badge-info')),
  'GET /rest/applications/:id': get(applicationPath),
  'PATCH /rest/applications/:id': withBody('PATCH', applicationPath, bodyFrom(bodyLike(applicationAnswers))),
  'POST /rest/applications/:id/withdraw': withBody('POST', applicationId.chain((id) => at(`/rest/applications/${id}/withdraw`)), rawBody),
  'POST /rest/applications/migrate/code': withBody('POST', at('/rest/applications/migrate/code'), bodyFrom(bodyLike({ email: likelyEmail }))),
  'POST /rest/applications/migrate': withBody('POST', at('/rest/applications/migrate'), fc.oneof(bodyFrom(bodyLike({ proof: fc.constantFrom('token', 'code', 'x'), token: linkToken })), bodyFrom(bodyLike({ proof: fc.constantFrom('code', 'token'), email: likelyEmail, code: likelyCode })))),
  // The fuzz account is no administrator (403); the /dev twins close random ids (404) and reopen known jobs.
  'POST /rest/admin/jobs/:jobId/close': withBody('POST', fc.oneof(pathSegment, pick(() => known.jobIds)).chain((id) => at(`/rest/admin/jobs/${id}/close`)), rawBody),
  'POST /rest/admin/jobs/:jobId/reopen': withBody('POST', fc.oneof(pathSegment, pick(() => known.jobIds)).chain((id) => at(`/rest/admin/jobs/${id}/reopen`)), rawBody),
  'POST /dev/jobs/:jobId/close': withBody('POST', pathSegment.chain((id) => at(`/dev/jobs/${id}/close`)), rawBody),
  'POST /dev/jobs/:jobId/reopen': withBody('POST', fc.oneof(pathSegment, pick(() => known.jobIds)).chain((id) => at(`/dev/jobs/${id}/reopen`)), rawBody),
  'POST /dev/applications/:id/status': withBody('POST', applicationId.chain((id) => at(`/dev/applications/${id}/status`)), bodyFrom(bodyLike({ status: fc.constantFrom('hired', 'rejected', 'offered', 'nope') }))),
  'GET /rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId': get(interviewLink.chain((path) => at(path))),
  'PUT /rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId/answers/:question': withBody('PUT', answerAt(interviewLink), interviewAnswer),
  'GET /rest/interview/application/:applicationId': get(interviewOwned.chain((path) => at(path))),
  'PUT /rest/interview/application/:applicationId/answers/:question': withBody('PUT', answerAt(interviewOwned), interviewAnswer),
  'GET /rest/hire/form-token': get(at('/rest/hire/form-token')),
  'POST /rest/hire': withBody('POST', at('/rest/hire'), bodyFrom(bodyLike({
    company: hostileText, name: hostileText, role: hostileText, workEmail: likelyEmail, phone: hostileText, industry: hostileText,
    city: hostileText, needs: hostileText, message: hostileText, website: fc.oneof(fc.constant(''), hostileText), formToken: hostileText,
  }))),
  'POST /rest/consulting/enrolments': withBody('POST', at('/rest/consulting/enrolments'), bodyFrom(bodyLike({
    specialty: fc.oneof(hostileValue, bodyLike({ specialty: hostileText, experience: hostileText })),
    identity: fc.oneof(hostileValue, bodyLike({ firstName: hostileText, lastName: hostileText, email: likelyEmail })),
    profile: fc.oneof(hostileValue, bodyLike({ headline: hostileText, summary: hostileText, hourlyRate: fc.oneof(hostileText, fc.constant('75')) })),
    search: fc.oneof(hostileValue, bodyLike({ availability: hostileText, workplace: hostileText, location: hostileText })),
  }))),
  'GET /rest/job-alerts': get(at('/rest/job-alerts')),
  'POST /rest/job-alerts': withBody('POST', at('/rest/job-alerts'), alertBody),
  'GET /rest/job-alerts/:alertId': get(alertPath),
  'PUT /rest/job-alerts/:alertId': withBody('PUT', alertPath, alertBody),
  'DELETE /rest/job-alerts/:alertId': requestOf('DELETE', alertPath, fc.constant(undefined)),
  'GET /rest/email-preferences': get(at('/rest/email-preferences')),
  'PUT /rest/email-preferences': withBody('PUT', at('/rest/email-preferences'), preferencesBody),
  'POST /rest/job-alerts/by-email': withBody('POST', at('/rest/job-alerts/by-email'), bodyFrom(bodyLike({ email: likelyEmail, alert: bodyLike(alertFields) }))),
  'POST /rest/opt/session': withBody('POST', at('/rest/opt/session'), bodyFrom(bodyLike({ link: signedLink }))),
  'POST /rest/opt/confirm': withBody('POST', at('/rest/opt/confirm'), bodyFrom(bodyLike({ alertId: fc.oneof(hostileText, fc.uuid()), token: signedLink }))),
  'GET /rest/opt': get(at('/rest/opt')),
  'PUT /rest/opt/preferences': withBody('PUT', at('/rest/opt/preferences'), preferencesBody),
  'GET /rest/opt/job-alerts/:alertId': get(optAlertPath),
  'PUT /rest/opt/job-alerts/:alertId': withBody('PUT', optAlertPath, alertBody),
  'GET /rest/opt/unsubscribe/:token': get(unsubscribePath),
  'POST /rest/opt/unsubscribe/:token': withBody('POST', unsubscribePath, rawBody),
  'GET /rest/searches': get(at('/rest/searches')),
  'GET /rest/recommendations': get(at('/rest/recommendations')),
  'POST /rest/searches': withBody('POST', at('/rest/searches'), bodyFrom(bodyLike(searchTerms))),
  'PATCH /rest/searches/:searchId': withBody('PATCH', searchPath, bodyFrom(bodyLike({ starred: fc.boolean(), name: hostileText }))),
  'DELETE /rest/searches/:searchId': requestOf('DELETE', searchPath, fc.constant(undefined)),
  'POST /rest/searches/merge': withBody('POST', at('/rest/searches/merge'), bodyFrom(bodyLike({ searches: fc.oneof(hostileValue, fc.array(deviceSearch, { maxLength: 10 })) }))),
  'GET /dev/mail/:id/html': get(fc.oneof(pathSegment, fc.nat().map(String)).chain((id) => at(`/dev/mail/${id}/html`))),
  'GET /rest/professional/phones': get(at('/rest/professional/phones')),
  'PUT /rest/professional/phones': withBody('PUT', at('/rest/professional/phones'), phonesBody),
  'GET /rest/professional/experience': get(at('/rest/professional/experience')),
  'POST /rest/professional/experience': withBody('POST', at('/rest/professional/experience'), experienceBody),
  'GET /rest/professional/experience/:id': get(experiencePath),
  'PUT /rest/professional/experience/:id': withBody('PUT', experiencePath, experienceBody),
  'DELETE /rest/professional/experience/:id': requestOf('DELETE', experiencePath, fc.constant(undefined)),
  'GET /rest/professional/:section': get(profileSectionPath),
  'PUT /rest/professional/:section': withBody('PUT', profileSectionPath, sectionBody),
  'GET /rest/notifications': get(at('/rest/notifications')),
  'POST /rest/notifications/read': withBody('POST', at('/rest/notifications/read'), fc.oneof(bodyFrom(bodyLike({ ids: fc.oneof(hostileValue, fc.array(intIn(-5, 2 ** 53 - 2), { maxLength: 120 })) })), bodyFrom(bodyLike({ upTo: fc.oneof(hostileValue, intIn(-5, 2 ** 53 - 2)) })))),
  'POST /dev/realtime/drop': withBody('POST', at('/dev/realtime/drop'), rawBody),
  'POST /dev/cms/changed': withBody('POST', at('/dev/cms/changed'), bodyFrom(bodyLike({ source: hostileText }))),
  'GET /rest/content/pages/:key': get(fc.oneof(pathSegment, fc.constantFrom('about', 'contact', 'privacy-policy')).chain((key) => at(`/rest/content/pages/${key}`))),
  'PUT /rest/content/pages/:key': withBody('PUT', fc.oneof(pathSegment, fc.constantFrom('about', 'contact')).chain((key) => at(`/rest/content/pages/${key}`)), bodyFrom(bodyLike({ title: hostileText, description: hostileText, body: hostileText }))),
  'GET /rest/content/news': get(at('/rest/content/news')),
  'GET /rest/content/news/:id': get(fc.oneof(pathSegment, fc.constantFrom('salary-report-q4', 'ai-job-search')).chain((id) => at(`/rest/content/news/${id}`))),
  'PUT /rest/content/news/:id': withBody('PUT', fc.oneof(pathSegment, fc.constant('fuzzed')).chain((id) => at(`/rest/content/news/${id}`)), bodyFrom(bodyLike({ slug: hostileText, title: hostileText, description: hostileText, body: hostileText, author: hostileText, image: hostileValue, publishedAt: hostileText }))),
  'POST /dev/accounts/admin': withBody('POST', at('/dev/accounts/admin'), bodyFrom(bodyLike({ email: fc.oneof(hostileText, likelyEmail), admin: fc.oneof(fc.boolean(), hostileValue) }))),
  'GET /ping': get(at('/ping')),
  'GET /health/live': get(at('/health/live')),
  'GET /health/ready': get(at('/health/ready')),
  'POST /rest/client-error': withBody('POST', at('/rest/client-error'), bodyFrom(bodyLike(clientErrorFields))),
  'GET /rest/client-error/:id': get(fc.oneof(pathSegment, fc.uuid()).chain((id) => at(`/rest/client-error/${id}`))),
  'POST /rest/metrics': withBody('POST', at('/rest/metrics'), arrayBody(bodyLike(metricFields))),
  'POST /rest/actions': withBody('POST', at('/rest/actions'), arrayBody(bodyLike({ name: fc.oneof(hostileText, fc.constantFrom('search.submitted', 'a:b')), path: hostileText, data: hostileValue }))),
  // The chaos lemur answers 401/403/400 and never starts a fault: the fuzz may make its account an administrator
  // (POST /dev/accounts/admin), so every fault it names is hostile text, never a real one.
  'ALL /rest/chaos-lemur': requestOf('GET', at('/rest/chaos-lemur'), fc.constant(undefined)),
  'ALL /rest/chaos-lemur/*': requestOf('DELETE', fc.oneof(pathSegment, fc.constantFrom('socketKill', 'slowDatabase', 'handlerThrow')).chain((fault) => at(`/rest/chaos-lemur/${fault}`)), fc.constant(undefined)),
  'GET /rest/chaos-lemur': get(at('/rest/chaos-lemur')),
  'POST /rest/chaos-lemur': withBody('POST', at('/rest/chaos-lemur'), bodyFrom(bodyLike({ fault: hostileText.filter((text) => !['socketKill', 'slowDatabase', 'handlerThrow'].includes(String(text))), durationMs: fc.oneof(hostileValue, intIn(-5, 120_000)), delayMs: hostileValue, count: hostileValue }))),
  'DELETE /rest/chaos-lemur/:fault': requestOf('DELETE', fc.oneof(pathSegment, fc.constantFrom('socketKill', 'slowDatabase', 'handlerThrow')).chain((fault) => at(`/rest/chaos-lemur/${fault}`)), fc.constant(undefined)),
  'ALL /rest/*': anyRestRequest,
  // Any address, and now and then a server-rendered page's (search, a job's three addresses, a Pro, the news) with hostile parts.
  'GET /*': get(
    fc.oneof(
      { weight: 3, arbitrary: fc.array(pathSegment, { maxLength: 4 }).chain((segments) => at(`/${segments.join('/')}`, 'what', 'where')) },
      { weight: 1, arbitrary: at('/search', 'what', 'where', 'type', 'radius', 'sort') },
      { weight: 1, arbitrary: fc.tuple(fc.constantFrom('details', 'view', 'job'), pathSegment, pathSegment).chain(([prefix, slug, id]) => at(`/${prefix}/${slug}/${id}`)) },
      // A Pro's page and the news (list and article) are server-rendered too.
      { weight: 1, arbitrary: fc.oneof(pathSegment, fc.constantFrom('a-b', 'pro-1')).chain((slug) => at(`/pro/${slug}`)) },
      { weight: 1, arbitrary: fc.oneof(at('/news'), fc.tuple(pathSegment, fc.oneof(pathSegment, fc.constantFrom('welcome', 'a-1'))).chain(([slug, id]) => at(`/news/${slug}/${id}`))) },
    ),
  ),
  'GET /robots.txt': get(at('/robots.txt')),
  'GET /sitemap.xml': get(at('/sitemap.xml')),
  'GET /sitemaps/:file{[0-9]+\\.xml}': get(fc.oneof(fc.nat().map(String), pathSegment).chain((n) => at(`/sitemaps/${n}.xml`))),
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

/** Everything an interview may answer that earlier fuzz requests sent. */
async function savedInterviewText() {
  const [saved] = await db.query<{ t: string }>(
    `SELECT coalesce((SELECT string_agg(answer::text, ' ') FROM interview_answers), '') || ' ' ||
            coalesce((SELECT string_agg(most_recent_title || ' ' || most_recent_employer, ' ') FROM applications), '') AS t`,
  )
  return saved?.t ?? ''
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
  // An interview answers what earlier requests saved (answers, the application's employer and title).
  if (leaks.length > 0 && request.path.startsWith('/rest/interview/')) leaks = leaksIn(text, sent + (await savedInterviewText()))
  expect(leaks, detail).toEqual([])
}

describe('the route fuzz', () => {
  test('the leak check bites: a stack frame, a source path, SQL; but not what the request itself sent', () => {
    expect(leaksIn('Error: boom\n    at parseJsonBody (/work/adapters/server/http/jsonBody.ts:21:11)', '')).toHaveLength(4)
    expect(leaksIn('error: relation "users" does not exist', '')).toHaveLength(1)
    expect(leaksIn('{"error":{"message":"Invalid key: Expected never but received \\"SELECT\\""}}', '{"SELECT":1}')).toEqual([])
    expect(leaksIn('{"hits":{"total":{"value":3,"relation":"eq"}}}', '')).toEqual([])
    expect(leaksIn('<label for="search-sort">Sort by</label><select id="search-sort"></select>', '')).toEqual([])
    expect(leaksIn('select id from jobs', '')).toHaveLength(1)
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
