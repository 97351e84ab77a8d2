import { json, type MemoryHttp, type RouteHandler } from '../adapters/memory'
import type { ClockPort } from '../core/ports'
import type { Profile } from '../core/session'
import { withAnswer, type Interview, type InterviewQuestion } from '../core/interview'

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR
/** Every scenario starts at the same instant, so a replay is the same on every machine. */
export const START = Date.UTC(2026, 0, 12, 9)
export const RIGHT_PASSWORD = 'correct horse battery'
export const EMAIL = 'ada@example.com'

const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** An unsigned session token issued at `issuedAt` for 30 days (the client never checks signatures). */
export const sessionToken = (issuedAt: number, email = EMAIL): string =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ sub: 'user-1', email, iat: Math.floor(issuedAt / 1000), exp: Math.floor((issuedAt + 30 * DAY) / 1000) }),
    'c2lnbmF0dXJl',
  ].join('.')

export const profile = (fields: Partial<Profile> = {}): Profile => ({
  id: 'user-1',
  email: EMAIL,
  firstName: 'Ada',
  lastName: 'Lovelace',
  admin: false,
  hasPassword: true,
  location: null,
  ...fields,
})

const wireProfile = (fields: Partial<Profile> = {}) => {
  const { location, ...rest } = profile(fields)
  return { ...rest, _location: location }
}

const job = (id: string, title: string, city: string) => ({
  id,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  company: 'Riverside Medical Center',
  recruiter: { id: 'pro-1', name: 'Riverside Health', slug: 'riverside-health' },
  compensation: 'year',
  compensationMin: 70000,
  compensationMax: 90000,
  location: { address: { city, state: 'TX' } },
  jobType: 'permanent',
  remote: false,
  skills: ['triage'],
  postedAt: '2026-01-05T10:00:00.000Z',
  industry: 'Healthcare',
  summary: 'Care for patients on a busy ward.',
})

export const JOBS = [
  job('job-1', 'Registered Nurse', 'Austin'),
  job('job-2', 'ICU Nurse', 'Austin'),
  job('job-3', 'Night Shift Nurse', 'Round Rock'),
]

/** Ada's application to the first job, as GET /rest/applications/{id} answers it (status and answers overridable). */
export const application = (fields: Record<string, unknown> = {}) => ({
  id: 'app-1',
  jobId: 'job-1',
  job: { id: 'job-1', slug: 'registered-nurse', title: 'Registered Nurse', company: 'Riverside Medical Center', city: 'Austin', state: 'TX', compensation: 'year', compensationMin: 70000, compensationMax: 90000 },
  status: 'interviewing',
  method: 'easyApply',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: EMAIL,
  phone: { number: '512 555 0100', extension: '', type: 'mobile' },
  resumeId: 'resume-1',
  resume: { id: 'resume-1', fileName: 'Ada Lovelace CV.pdf' },
  mostRecentTitle: 'Registered Nurse',
  mostRecentEmployer: "St. Mary's",
  workAuthorization: 'anyEmployer',
  elevatorPitch: '',
  charity: null,
  expectedSalary: null,
  expectedSalaryType: null,
  currentSalary: null,
  currentSalaryType: null,
  appliedAt: '2026-01-05T10:00:00.000Z',
  modifiedAt: '2026-01-09T15:00:00.000Z',
  viewed: true,
  history: [
    { status: 'submitted', at: '2026-01-05T10:00:00.000Z' },
    { status: 'interviewing', at: '2026-01-09T15:00:00.000Z' },
  ],
  ...fields,
})

const page = (documents: unknown[], cursor: string | null) => ({
  documents,
  hits: { total: { value: JOBS.length, relation: 'eq' } },
  cursor,
  complete: cursor === null,
  message: null,
  alternatives: [],
})

const bodyOf = (body: string | undefined) => JSON.parse(body ?? '{}') as Record<string, unknown>

/** PATCH /rest/profile: the profile with the fields sent. */
export const savedProfile: RouteHandler = (request) => json(200, { ...wireProfile(), ...bodyOf(request.body) })

/** Ada's resume, as the server stores it once uploaded (POST /rest/resumes). */
export const UPLOADED_RESUME = { id: 'resume-1', fileName: 'ada-lovelace-resume.pdf', uploadedAt: new Date(START).toISOString(), active: true, kind: 'pdf', size: 240_000 } as const

/** A handler that answers as `handler` does, `ms` later on the simulated clock (a slow server). */
export const answeringAfter = (clock: Pick<ClockPort, 'setTimeout'>, ms: number, handler: RouteHandler): RouteHandler =>
  (request, params) => new Promise((resolve) => clock.setTimeout(() => resolve(handler(request, params)), ms))

/** POST /rest/jobs/search: the first page (two jobs, cursor `page-2`) or the second (the third job, complete). */
export const searchAnswer: RouteHandler = (request) =>
  json(200, bodyOf(request.body).cursor === 'page-2' ? page(JOBS.slice(2), null) : page(JOBS.slice(0, 2), 'page-2'))

/**
 * The server every scenario starts with, in memory: three nurse jobs in two pages, a password login (right:
 * {@link RIGHT_PASSWORD}), the profile, the refresh, logout, no third-party providers, a pending email change, and an
 * empty professional profile.
 * A scenario stubs a route again to change one answer (a later stub wins).
 */
/** The interview link the scenarios open (its signature is the server's business; the stub takes any). */
export const INTERVIEW_LINK = { applicationId: 'application-1', jobId: 'job-1', userId: 'guest', obfuscatedId: `mk2j5x0.${'s'.repeat(43)}` } as const
export const INTERVIEW_PATH = `/interview/${Object.values(INTERVIEW_LINK).join('/')}`

/** The interview of Ada's application to the first job, as the server keeps it (answers saved as they come). */
const interviewStub = (): Interview => ({
  applicationId: INTERVIEW_LINK.applicationId,
  job: { id: 'job-1', title: 'Registered Nurse', company: 'Riverside Medical Center', skills: ['Triage', 'Charting', 'IV Therapy'] },
  prefill: { company: "St. Mary's Hospital", title: 'Staff Nurse', expectedSalary: null, workAuthorization: 'anyEmployer', charity: null },
  resumeId: null,
  answers: {},
  completedAt: null,
})

export function stubServer(http: MemoryHttp, now: () => number): void {
  let interview = interviewStub()
  const signedIn = (email = EMAIL) => ({ success: true, jwt: sessionToken(now(), email), downloadToken: 'dl', profile: wireProfile({ email }), location: null })
  http
    .on('POST', '/rest/jobs/search', searchAnswer)
    .on('GET', '/rest/job-lookup/:id', ({ url }) => json(200, { ...JOBS[0], id: url.split('/').pop(), description: 'Care for patients.' }))
    .on('POST', '/rest/auth/login', (request) =>
      bodyOf(request.body).password === RIGHT_PASSWORD
        ? json(200, signedIn())
        : json(401, { error: { code: 'auth.invalidCredentials', message: 'Wrong email or password' } }),
    )
    .on('GET', '/rest/profile', () => json(200, wireProfile()))
    .on('POST', '/rest/auth/refresh', () => json(200, { jwt: sessionToken(now()), downloadToken: 'dl-2' }))
    .on('POST', '/rest/auth/logout', () => json(200, { success: true }))
    .on('GET', '/rest/auth/providers', () => json(200, { providers: [], googleClientId: null }))
    .on('GET', '/rest/profile/email/:code', () => json(200, { email: 'ada.new@example.com' }))
    .on('POST', '/rest/profile/email/:code/confirm', () => json(200, signedIn('ada.new@example.com')))
    .on('POST', '/rest/profile/email/:code/cancel', () => json(200, { success: true }))
    .on('GET', '/rest/saved-jobs', () => json(200, { saved: [] }))
    .on('GET', '/rest/resumes', () => json(200, { resumes: [] }))
    .on('GET', '/rest/resumes/upload-options', () => json(200, { s3: false }))
    .on('GET', '/rest/resumes/:id/summary', () => json(200, { mostRecentTitle: 'Analyst', mostRecentEmployer: 'Analytical Engines Ltd', skills: ['Excel', 'Forecasting'] }))
    // No applications by default (the header shows no Applications entry); the application scenarios seed theirs.
    .on('GET', '/rest/applications', () => json(200, { applications: [] }))
    .on('GET', '/rest/applications/:id', () => json(200, application()))
    .on('PATCH', '/rest/applications/:id', (request) => json(200, application(bodyOf(request.body))))
    .on('POST', '/rest/applications/:id/withdraw', () =>
      json(200, application({ status: 'withdrawn', history: [...application().history, { status: 'withdrawn', at: new Date(now()).toISOString() }] })),
    )
    // After /:id, so it wins for its own path (a later stub wins).
    .on('GET', '/rest/applications/badge-info', () => json(200, { applications: 0, userJobs: [] }))
    .on('GET', '/rest/searches', () => json(200, { searches: [] }))
    .on('GET', '/rest/notifications', () => json(200, { notifications: [], unread: 0 }))
    .on('GET', '/rest/job-alerts', () => json(200, { alerts: [] }))
    .on('GET', '/rest/email-preferences', () => json(200, { jobAlerts: true, applicationUpdates: true, recommendations: true, news: false }))
    // The professional profile: nothing saved yet (the account page reads its details, agency and general sections).
    .on('GET', '/rest/professional/:section', () => json(200, { value: null }))
    .on('GET', '/rest/professional/phones', () => json(200, { phones: [] }))
    .on('GET', '/rest/professional/experience', () => json(200, { experience: [] }))
    .on('PATCH', '/rest/profile', savedProfile)
    .on('POST', '/rest/resumes', () => json(201, UPLOADED_RESUME))
    .on('GET', '/rest/apply/jobs/:id', (request, params) => json(200, applyContext(params.id ?? 'job-1', 'authorization' in request.headers || 'Authorization' in request.headers)))
    .on('GET', '/rest/apply/one-click', () => json(200, { eligible: true }))
    .on('POST', '/rest/applications', (request) => json(201, applyAnswer(bodyOf(request.body), now())))
    .on('GET', '/rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId', () => json(200, interview))
    .on('PUT', '/rest/interview/link/:applicationId/:jobId/:userId/:obfuscatedId/answers/:question', (request, params) => {
      interview = { ...interview, answers: withAnswer(interview.answers, params.question as InterviewQuestion, bodyOf(request.body).answer as never) }
      return json(200, interview)
    })
}

/** What Ada has on file once signed in: her names, her last application's phone and answers, her active resume. */
export const PREFILL = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: EMAIL,
  phone: { number: '512 555 0100', extension: '', type: 'mobile' },
  answers: {
    mostRecentTitle: 'Registered Nurse',
    mostRecentEmployer: "St. Mary's",
    workAuthorization: 'anyEmployer',
    elevatorPitch: 'Twelve years on a busy ward.',
    charity: null,
    expectedSalary: 85000,
    expectedSalaryType: 'year',
    currentSalary: null,
    currentSalaryType: null,
  },
  resume: { id: 'resume-1', fileName: 'ada-lovelace-resume.pdf' },
}

/** GET /rest/apply/jobs/{id}: the job, open; Ada's prefill when signed in (a visitor has none). */
const applyContext = (id: string, signedIn: boolean) => ({
  job: { ...JOBS[0], id, description: 'Care for patients.' },
  open: true,
  prefill: signedIn ? PREFILL : null,
  appliedApplicationId: null,
  oneClick: signedIn,
})

/** POST /rest/applications: the application made, with its interview link. */
const applyAnswer = (request: Record<string, unknown>, at: number) => {
  const applicant = request.applicant as { firstName: string; lastName: string; email: string; phone: { number: string; extension: string; type: string } }
  const jobId = String(request.jobId)
  const job = JOBS.find((each) => each.id === jobId) ?? JOBS[0]!
  const iso = new Date(at).toISOString()
  return {
    created: true,
    application: {
      id: 'application-1',
      jobId,
      job: { id: jobId, slug: job.slug, title: job.title, company: job.company, city: job.location.address.city, state: 'TX', compensation: 'year', compensationMin: 70000, compensationMax: 90000 },
      status: 'submitted',
      method: request.method,
      ...applicant,
      resumeId: request.resumeId,
      ...(request.answers as object),
      appliedAt: iso,
      modifiedAt: iso,
      viewed: false,
      history: [{ status: 'submitted', at: iso }],
    },
    interviewPath: `/interview/application-1/${jobId}/guest/explorer.signature`,
  }
}
