import { json, type MemoryHttp, type RouteHandler } from '../adapters/memory'
import type { Profile } from '../core/session'

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

const page = (documents: unknown[], cursor: string | null) => ({
  documents,
  hits: { total: { value: JOBS.length, relation: 'eq' } },
  cursor,
  complete: cursor === null,
  message: null,
  alternatives: [],
})

const bodyOf = (body: string | undefined) => JSON.parse(body ?? '{}') as Record<string, unknown>

/** POST /rest/jobs/search: the first page (two jobs, cursor `page-2`) or the second (the third job, complete). */
export const searchAnswer: RouteHandler = (request) =>
  json(200, bodyOf(request.body).cursor === 'page-2' ? page(JOBS.slice(2), null) : page(JOBS.slice(0, 2), 'page-2'))

/**
 * The server every scenario starts with, in memory: three nurse jobs in two pages, a password login (right:
 * {@link RIGHT_PASSWORD}), the profile, the refresh, logout, no third-party providers, and a pending email change.
 * A scenario stubs a route again to change one answer (a later stub wins).
 */
export function stubServer(http: MemoryHttp, now: () => number): void {
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
    .on('PATCH', '/rest/profile', (request) => json(200, { ...wireProfile(), ...bodyOf(request.body) }))
}
