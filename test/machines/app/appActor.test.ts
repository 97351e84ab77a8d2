import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClock, json, memoryHttp, memoryStorage, type MemoryHttp } from '../../../adapters/memory'
import type { ApiNotice } from '../../../core/api'
import type { HttpRequest } from '../../../core/ports/http'
import type { RouteTarget } from '../../../core/session'
import * as accounts from '../../../core/accounts'
import * as identity from '../../../core/identity'
import * as savedJobs from '../../../core/savedJobs'
import * as search from '../../../core/search'
import { hireflowApis, type AppApis } from '../../../machines/app/apis'
import { createAppActor, type AppActor, type AppDeps, type AppSnapshot } from '../../../machines/app/appActor'
import { selectAskingToLeave, selectLeaveDialog, selectSession } from '../../../machines/app/selectors'
import * as sessionModule from '../../../machines/session/sessionRuntime'
import * as signInModule from '../../../machines/identity/signInSession'
import * as guardModule from '../../../machines/navigation/navigationGuard'
import { searchResultJson } from '../../core/fixtures'
import { aProfile, aWireProfile } from '../../core/session/profiles'
import { HOUR, token } from '../../core/session/tokens'

const NOW = Date.UTC(2026, 0, 10, 12)
const wireProfile = aWireProfile()
const account: RouteTarget = { href: '/settings/account', requiresAuth: true, requiresAdmin: false }
const home: RouteTarget = { href: '/', requiresAuth: false, requiresAdmin: false }

const pathOf = (request: HttpRequest) => new URL(request.url).pathname
const bearerOf = (request: HttpRequest | undefined) => request?.headers['Authorization']?.replace(/^Bearer /, '') ?? null
const bodyOf = (request: HttpRequest) => JSON.parse(request.body ?? '{}') as Record<string, unknown>

/** A server answering a two-page search, a password login, the profile, a refresh and a logout, all in memory. */
function stubServer(http: MemoryHttp, clock: { now(): number }) {
  http.on('POST', '/rest/jobs/search', (request) =>
    bodyOf(request).cursor === 'page-2'
      ? json(200, { ...searchResultJson(['job-c']), hits: { total: { value: 3, relation: 'eq' } } })
      : json(200, { ...searchResultJson(['job-a', 'job-b']), hits: { total: { value: 3, relation: 'eq' } }, cursor: 'page-2', complete: false }),
  )
  http.on('POST', '/rest/auth/login', (request) =>
    bodyOf(request).password === 'correct horse battery'
      ? json(200, { success: true, jwt: token({ issuedAt: clock.now() }), downloadToken: 'dl', profile: wireProfile, location: null })
      : json(401, { error: { code: 'auth.invalidCredentials', message: 'no' } }),
  )
  http.on('GET', '/rest/profile', () => json(200, wireProfile))
  http.on('POST', '/rest/auth/refresh', () => json(200, { jwt: token({ issuedAt: clock.now() }), downloadToken: 'dl-2' }))
  http.on('POST', '/rest/auth/logout', () => json(200, { success: true }))
  http.on('GET', '/rest/saved-jobs', () => json(200, { saved: [] })) // a session loads the account's saved jobs
}

/**
 * The default factories (one createApi transport, the search calls from it), with the identity and account groups
 * handed over already loaded: a dynamic import's real time under a busy test run is not the test clock's, and
 * clock.settle() must not race it. That the default loaders load these same factories is checked below.
 */
const loadedApis: AppApis = {
  ...hireflowApis,
  loadAuthApi: async () => identity.createAuthApi,
  loadAccountApi: async () => accounts.createAccountApi,
  loadOAuthApi: async () => identity.createOAuthApi,
  loadSavedJobsApi: async () => savedJobs.createSavedJobsApi,
  loadSuggestionsApi: async () => search.createSuggestionsApi,
}

const running: AppActor[] = []
afterEach(() => {
  for (const app of running.splice(0)) app.stop()
})

/**
 * The app actor on memory adapters, as a headless test, the state explorer or an embedder starts it: the same
 * createAppActor ui/main.tsx starts on the browser's. The session and sign-in modules are counted as they load.
 */
function startApp(overrides: Partial<AppDeps> = {}) {
  const clock = createTestClock(NOW)
  const http = memoryHttp()
  const storage = memoryStorage()
  stubServer(http, clock)
  const notices: ApiNotice[] = []
  const loads = { session: 0, signIn: 0, guard: 0 }
  const app = createAppActor({
    http,
    storage,
    clock,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => -60,
    notify: (notice) => void notices.push(notice),
    loadSession: async () => ((loads.session += 1), sessionModule),
    loadSignIn: async () => ((loads.signIn += 1), signInModule),
    loadNavigationGuard: async () => ((loads.guard += 1), guardModule),
    apis: loadedApis,
    ...overrides,
  })
  running.push(app)
  const sent = (path: string) => http.requests.filter((request) => pathOf(request) === path)
  const moves: string[] = []
  app.guard.onMove((to) => void moves.push(to))
  // The session as an observer of the app sees it, one entry per change.
  const shown = (snapshot: AppSnapshot) => (snapshot.session._tag === 'SignedIn' ? `SignedIn ${snapshot.session.token}` : 'SignedOut')
  const sessions = [shown(app.getSnapshot())]
  app.subscribe((snapshot) => {
    if (sessions.at(-1) !== shown(snapshot)) sessions.push(shown(snapshot))
  })
  return { app, clock, http, storage, notices, loads, sent, moves, sessions }
}

const signInWithPassword = async ({ app, clock }: ReturnType<typeof startApp>) => {
  const flow = await app.signIn({ view: 'sign-in', email: 'ada@example.com' })
  flow.send({ type: 'user.signInSubmitted', email: 'ada@example.com', password: 'correct horse battery' })
  await clock.settle()
  return flow
}

describe('the app actor, headless on memory adapters', () => {
  it('drives a whole visit: search to the last page, sign in, the 24 h refresh, a 401 clearing the session, sign out', async () => {
    const visit = startApp()
    const { app, clock, storage, notices, loads, sent, moves, sessions } = visit

    // An anonymous visitor searches and pages to the end; the session and sign-in code never load.
    const search = app.search({ what: 'nurse' })
    await clock.settle()
    expect(search.getSnapshot().value).toBe('showingResults')
    search.send({ type: 'user.nextPageRequested' })
    await clock.settle()
    expect(search.getSnapshot().value).toBe('exhausted')
    expect(search.getSnapshot().context.jobs.map((job) => job.id)).toEqual(['job-a', 'job-b', 'job-c'])
    expect(sent('/rest/jobs/search').map((request) => [bodyOf(request).cursor ?? null, bearerOf(request)])).toEqual([
      [null, null],
      ['page-2', null],
    ])
    expect(app.search({ what: 'nurse' })).toBe(search)
    expect(loads).toEqual({ session: 0, signIn: 0, guard: 0 })
    expect(selectSession(app.getSnapshot())).toEqual({ _tag: 'SignedOut' })

    // The account page needs login: the guard sends the visitor to sign in with a way back.
    expect(await app.guard.decide(account)).toMatchObject({ _tag: 'Redirected', to: '/login?redirect=/settings/account' })

    // Sign in with a password: the flow loads, logs in with the timezone, and the session starts on its answer.
    const flow = await signInWithPassword(visit)
    expect(flow.getSnapshot().status).toBe('done')
    const [login] = sent('/rest/auth/login')
    expect(login?.url).toBe('https://api.hireflow.test/rest/auth/login?timezoneOffset=-60')
    expect(bodyOf(login!)).toEqual({ provider: 'password', email: 'ada@example.com', password: 'correct horse battery' })
    const first = token({ issuedAt: NOW })
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedIn', token: first, profile: aProfile() })
    expect(loads).toEqual({ session: 1, signIn: 1, guard: 1 })
    expect(JSON.parse(storage.local.get('jwt') ?? '')).toBe(first)
    expect(await app.guard.decide(account)).toEqual({ _tag: 'Allowed', target: account })
    app.search({ what: 'nurse', where: 'Austin, TX' })
    await clock.settle()
    expect(bearerOf(sent('/rest/jobs/search').at(-1))).toBe(first)

    // 24 h past its iat the token is refreshed once, by the session's own timer on the test clock.
    await clock.advanceAsync(24 * HOUR)
    expect(sent('/rest/auth/refresh')).toHaveLength(0)
    await clock.advanceAsync(1)
    expect(sent('/rest/auth/refresh').map(bearerOf)).toEqual([first])
    const renewed = token({ issuedAt: NOW + 24 * HOUR + 1 })
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn', token: renewed })
    expect(JSON.parse(storage.local.get('jwt') ?? '')).toBe(renewed)
    await clock.advanceAsync(500)
    expect(moves).toEqual([])

    // A 401 on a call sent with the current token clears the session once; the guard moves the user to sign in.
    visit.http.on('POST', '/rest/jobs/search', () => json(401, {}))
    const refused = app.search({ what: 'welder' })
    await clock.settle()
    expect(refused.getSnapshot().value).toBe('failed')
    expect(bearerOf(sent('/rest/jobs/search').at(-1))).toBe(renewed)
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
    expect(storage.local.get('jwt')).toBeNull()
    expect(sent('/rest/auth/logout')).toHaveLength(0)
    await clock.advanceAsync(100)
    expect(moves).toEqual(['/login?redirect=/settings/account'])
    expect(await app.guard.decide({ ...home, href: moves[0]! })).toMatchObject({ _tag: 'Allowed' })

    // Sign in again (a completed flow is replaced by a fresh one), then sign out: one logout with that token.
    const second = token({ issuedAt: clock.now() })
    const again = await signInWithPassword(visit)
    expect(again).not.toBe(flow)
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn', token: second })
    app.send({ type: 'user.loggedOut' })
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
    await app.session.settled()
    expect(sent('/rest/auth/logout').map(bearerOf)).toEqual([second])
    // Only the device's visit times stay (they are the device's, not the session's).
    expect(Object.keys(storage.local.snapshot())).toEqual(['hireflow.visits'])
    expect(storage.session.snapshot()).toEqual({})

    expect(sessions).toEqual(['SignedOut', `SignedIn ${first}`, `SignedIn ${renewed}`, 'SignedOut', `SignedIn ${second}`, 'SignedOut'])
    expect(sent('/rest/auth/refresh')).toHaveLength(1)
    expect(loads).toEqual({ session: 1, signIn: 1, guard: 1 })
    // Each sign-in through the flow greets by the first name, a positive notice (a7e7c8c); nothing else was said (no logout reason).
    expect(notices).toEqual([0, 1].map(() => ({ id: 'signInFlow.welcome.back', values: { name: 'Ada' }, tone: 'positive' })))
  })

  it('starts a stored session at once, and shows the reason of a logout the user did not ask for', async () => {
    const storage = memoryStorage({ local: { jwt: JSON.stringify(token({ issuedAt: NOW - HOUR })) } })
    const { app, loads, notices, http } = startApp({ storage })
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn' })
    expect(loads.session).toBe(1)
    http.on('GET', '/rest/profile', () => json(404, {}))
    await app.session.settled()
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
    expect(notices).toEqual([{ id: 'session.problem.refreshUserFailed', values: { detail: 'HttpError 404' } }])
  })

  it('keeps the sign-in calls once: the UI\'s logout is the session\'s', async () => {
    const visit = startApp()
    await signInWithPassword(visit)
    await visit.app.auth.api.logout()
    expect(visit.sent('/rest/auth/logout').map(bearerOf)).toEqual([token({ issuedAt: NOW })])
    expect(visit.app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
    expect(visit.sent('/rest/auth/login')).toHaveLength(1)
  })

  it('builds its calls with core\'s factories: the identity and account groups by dynamic import of their index', async () => {
    expect(await hireflowApis.loadAuthApi()).toBe(identity.createAuthApi)
    expect(await hireflowApis.loadOAuthApi()).toBe(identity.createOAuthApi)
    expect(await hireflowApis.loadAccountApi()).toBe(accounts.createAccountApi)
    expect(await hireflowApis.loadSuggestionsApi?.()).toBe(search.createSuggestionsApi)
  })

  it('asks for suggestions over its one transport, the call loaded on first use', async () => {
    let loaded = 0
    const visit = startApp({ apis: { ...loadedApis, loadSuggestionsApi: async () => ((loaded += 1), search.createSuggestionsApi) } })
    visit.http.on('GET', '/rest/suggestions/what', () => json(200, { suggestions: [{ text: 'Registered Nurse', kind: 'title', jobs: 3 }] }))
    expect(loaded).toBe(0)
    const answer = await visit.app.suggestions.suggest('what', 'registered nu')
    expect(answer.suggestions.map((suggestion) => suggestion.text)).toEqual(['Registered Nurse'])
    const [request] = visit.sent('/rest/suggestions/what')
    expect(new URL(request?.url ?? '').searchParams.get('q')).toBe('registered nu')
    await visit.app.suggestions.suggest('what', 'registered nur')
    expect(loaded).toBe(1)
  })

  it('asks "Changes Not Saved" through its events and selectors', async () => {
    const { app } = startApp()
    await app.guard.decide(home)
    const dialog = { actions: [] }
    app.send({ type: 'page.unsavedChangesHeld', dialog })
    const leaving = app.guard.mayLeave({ ...home, href: '/search' })
    await vi.waitFor(() => expect(selectAskingToLeave(app.getSnapshot())).toBe(true))
    expect(selectLeaveDialog(app.getSnapshot())).toBe(dialog)
    app.send({ type: 'user.leaveCancelled' })
    expect(await leaving).toBe(false)
    expect(selectAskingToLeave(app.getSnapshot())).toBe(false)
    app.send({ type: 'page.unsavedChangesReleased' })
    expect(await app.guard.mayLeave({ ...home, href: '/search' })).toBe(true)
  })

  it('hands out one snapshot until a part changes, and tells its observers once per change', async () => {
    const { app, clock } = startApp()
    const first = app.getSnapshot()
    expect(app.getSnapshot()).toBe(first)
    const heard: unknown[] = []
    const subscription = app.subscribe({ next: (snapshot) => void heard.push(snapshot) })
    app.send({ type: 'page.unsavedChangesHeld' })
    expect(heard).toEqual([app.getSnapshot()])
    expect(app.getSnapshot()).not.toBe(first)
    subscription.unsubscribe()
    app.send({ type: 'page.unsavedChangesReleased' })
    await clock.settle()
    expect(heard).toHaveLength(1)
  })

  it('signs in with a credential got outside the flow (a link, a provider, one-tap) and keeps the session', async () => {
    const { app, clock, sent, http } = startApp()
    await app.signInWith({ provider: 'password', email: 'ada@example.com', password: 'correct horse battery' })
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn', profile: aProfile() })
    expect(sent('/rest/auth/login')[0]?.url).toContain('timezoneOffset=-60')
    app.send({ type: 'user.loggedOut' })
    await clock.settle()
    http.on('POST', '/rest/auth/login', () => json(401, { error: { code: 'auth.invalidLink', message: 'spent' } }))
    await expect(app.signInWith({ provider: 'email', token: 't'.repeat(43) })).rejects.toMatchObject({ _tag: 'HttpError', status: 401 })
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
  })

  it('asks "Changes Not Saved" before signing out with unsaved changes: Cancel stays signed in, Continue signs out', async () => {
    const { app, clock } = startApp()
    await app.signInWith({ provider: 'password', email: 'ada@example.com', password: 'correct horse battery' })
    await app.guard.decide(home)
    app.send({ type: 'page.unsavedChangesHeld', holder: 'email' })
    app.send({ type: 'user.loggedOut' })
    expect(selectAskingToLeave(app.getSnapshot())).toBe(true)
    app.send({ type: 'user.leaveCancelled' })
    expect(app.getSnapshot().session).toMatchObject({ _tag: 'SignedIn' })
    app.send({ type: 'user.loggedOut' })
    app.send({ type: 'user.leaveConfirmed' })
    expect(app.getSnapshot().session).toEqual({ _tag: 'SignedOut' })
    expect(selectAskingToLeave(app.getSnapshot())).toBe(false)
    await clock.settle()
  })

  it('refreshes the profile into the session on request, and keeps the cached one when that fails', async () => {
    const visit = startApp()
    await signInWithPassword(visit)
    visit.http.on('GET', '/rest/profile', () => json(200, { ...wireProfile, firstName: 'Augusta' }))
    visit.app.refreshProfile()
    await visit.clock.settle()
    expect(visit.app.getSnapshot().session).toMatchObject({ profile: { firstName: 'Augusta' } })
    visit.http.on('GET', '/rest/profile', () => json(500, {}))
    visit.app.refreshProfile()
    await visit.clock.settle()
    expect(visit.app.getSnapshot().session).toMatchObject({ profile: { firstName: 'Augusta' } })
  })

  it('holds one email change flow per link and a sign-up password per app, never shared between two apps', async () => {
    const one = startApp({ loadEmailChange: () => import('../../../machines/accounts/emailChangeFlow') })
    const two = startApp()
    one.http.on('GET', '/rest/profile/email/:code', () => json(200, { email: 'new@example.com' }))
    const flow = await one.app.emailChange('code-1')
    expect(await one.app.emailChange('code-1')).toBe(flow)
    const other = await one.app.emailChange('code-2')
    expect(other).not.toBe(flow)
    expect(flow.getSnapshot().status).toBe('stopped')
    ;(await one.app.signUpPassword()).hold('grace@example.com', 'a long passphrase')
    expect((await one.app.signUpPassword()).heldFor('grace@example.com')).toBe('a long passphrase')
    expect((await two.app.signUpPassword()).heldFor('grace@example.com')).toBeUndefined()
  })
})
