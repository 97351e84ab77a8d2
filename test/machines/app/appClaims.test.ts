import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, memoryLocalDatabase, memoryStorage, settle } from '../../../adapters/memory'
import * as identity from '../../../core/identity'
import * as savedJobs from '../../../core/savedJobs'
import type { LocalDatabaseRows } from '../../../core/ports'
import { hireflowApis } from '../../../machines/app/apis'
import { createAppActor, type AppActor } from '../../../machines/app/appActor'
import * as claimsModule from '../../../machines/claims/claimsRuntime'
import type { ClaimsLogEntry } from '../../../machines/claims/claimsRuntime'
import * as sessionModule from '../../../machines/session/sessionRuntime'
import { aWireProfile } from '../../core/session/profiles'
import { HOUR, token } from '../../core/session/tokens'

const NOW = Date.UTC(2026, 10, 24, 12)
const running: AppActor[] = []
afterEach(() => {
  for (const app of running.splice(0)) app.stop()
})

/** The app actor on memory adapters, signed in or not, with these partner applies on the device; its loads counted. */
function startApp(options: { signedIn: boolean; rows: LocalDatabaseRows['partnerApplies'][] }) {
  const http = memoryHttp()
  const storage = memoryStorage(options.signedIn ? { local: { jwt: JSON.stringify(token({ issuedAt: NOW - HOUR })) } } : {})
  http.on('GET', '/rest/profile', () => json(200, aWireProfile({ email: 'ada@example.com' })))
  http.on('GET', '/rest/saved-jobs', () => json(200, { saved: [] }))
  http.on('POST', '/rest/auth/logout', () => json(200, { success: true }))
  http.on('POST', '/rest/interview/check-claims', () => json(200, [{ id: 'a1', success: true, reason: 'claimed', job: { title: 'Nurse', company: 'Acme' } }, { id: 'a2', success: false, reason: 'notClaimable', job: null }]))
  const database = memoryLocalDatabase({ partnerApplies: options.rows })
  const loads = { localDatabase: 0, claims: 0 }
  const log: ClaimsLogEntry[] = []
  const app = createAppActor({
    http,
    storage,
    clock: createTestClock(NOW),
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => 0,
    notify: () => undefined,
    apis: { ...hireflowApis, loadAuthApi: async () => identity.createAuthApi, loadSavedJobsApi: async () => savedJobs.createSavedJobsApi },
    loadSession: async () => sessionModule,
    loadLocalDatabase: async () => ((loads.localDatabase += 1), database),
    loadClaims: async () => ((loads.claims += 1), claimsModule),
    log: (entry) => log.push(entry),
  })
  running.push(app)
  return { app, http, database, loads, log }
}

describe('the app actor\'s claims', () => {
  it('a visitor (no session) loads neither the local database nor the claims machine', async () => {
    const { app, loads, http } = startApp({ signedIn: false, rows: [{ id: 'a1', email: 'ada@example.com' }] })
    await settle()
    expect(loads).toEqual({ localDatabase: 0, claims: 0 })
    expect(app.claims.view()).toBeNull()
    expect(http.requests.some((request) => request.url.includes('check-claims'))).toBe(false)
  })

  it('signed in with no partner applies on the device: the local database is read, the claims machine never loads', async () => {
    const { app, loads } = startApp({ signedIn: true, rows: [] })
    await app.session.settled()
    await settle()
    expect(loads).toEqual({ localDatabase: 1, claims: 0 })
    expect(app.claims.view()).toBeNull()
  })

  it('signed in with partner applies: the machine loads, claims them, logs the refused one and opens the dialog', async () => {
    const { app, loads, database, log } = startApp({ signedIn: true, rows: [{ id: 'a1', email: 'ada@example.com', jobId: 'j1' }, { id: 'a2', email: 'old@example.com' }] })
    await app.session.settled()
    await settle()
    await settle()
    expect(loads).toEqual({ localDatabase: 1, claims: 1 })
    expect(app.claims.view()).toMatchObject({ open: true, claimed: [{ id: 'a1', job: { title: 'Nurse', company: 'Acme' } }], pending: [] })
    expect(log).toEqual([{ level: 'info', message: 'claim refused', id: 'a2', reason: 'notClaimable' }])
    expect(await database.getAll('partnerApplies')).toEqual([])
    app.claims.close()
    expect(app.claims.view()?.open).toBe(false)
  })
})

describe('the claims handle over sign-ins', () => {
  it('looks again at the next sign-in: partner applies stored while signed out are claimed then', async () => {
    const { app, loads, database, http } = startApp({ signedIn: true, rows: [] })
    await app.session.settled()
    await settle()
    expect(loads.claims).toBe(0)
    app.send({ type: 'user.loggedOut' })
    await settle()
    await database.put('partnerApplies', { id: 'a1', email: 'ada@example.com', jobId: 'j1' })
    http.on('POST', '/rest/auth/login', () => json(200, { success: true, jwt: token({ issuedAt: NOW }), downloadToken: 'dl', profile: aWireProfile({ email: 'ada@example.com' }), location: null }))
    await app.signInWith({ provider: 'email', token: 'x'.repeat(43) })
    await settle()
    await settle()
    expect(loads.claims).toBe(1)
    expect(app.claims.view()).toMatchObject({ open: true, claimed: [{ id: 'a1' }] })
  })
})
