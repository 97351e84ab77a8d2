import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, memoryLocalDatabase, memoryStorage } from '../../../adapters/memory/index'
import type { BadgeInfo } from '../../../core/applications'
import { createApplicationsRuntime } from '../../../machines/applications/applicationsRuntime'
import { createApplicationsHandle } from '../../../machines/applications/applicationsHandle'
import type { SessionStore, SessionView } from '../../../machines/session/sessionStore'
import { memoryApi, sessionToken } from '../../core/api/harness'
import { token } from '../../core/session/tokens'
import { flush } from '../session/sessionFakes'
import { anApplication, withStatus } from './fixtures'

const NOW = Date.parse('2026-11-21T12:00:00Z')

function fakeSession(signedIn: boolean) {
  let view: SessionView = signedIn ? { _tag: 'SignedIn', token: 't', profile: null } : { _tag: 'SignedOut' }
  const listeners = new Set<() => void>()
  const store = { current: () => view, subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)) }
  const set = (next: boolean) => {
    view = next ? { _tag: 'SignedIn', token: 't', profile: null } : { _tag: 'SignedOut' }
    for (const listener of listeners) listener()
  }
  return { store: store as unknown as SessionStore, signIn: () => set(true), signOut: () => set(false) }
}

const badge: BadgeInfo = {
  applications: 3,
  userJobs: [
    { jobId: 'job-1', application: { id: 'a1', modified: '2026-11-20T10:00:00.000Z' }, viewed: true },
    { jobId: 'job-2', application: { id: 'a2', modified: '2026-11-21T10:00:00.000Z' }, viewed: false },
    { jobId: 'job-3', application: { id: 'a3', modified: '2026-11-21T11:00:00.000Z' }, viewed: false },
  ],
}

function start({ signedIn = true } = {}) {
  const http = memoryHttp()
  let served = badge
  // The newest stub of a path wins: badge-info after /:id.
  http
    .on('GET', '/rest/applications', () => json(200, { applications: [anApplication()] }))
    .on('GET', '/rest/applications/:id', () => json(200, anApplication()))
    .on('POST', '/rest/applications/:id/withdraw', () => json(200, withStatus('withdrawn')))
    .on('GET', '/rest/applications/badge-info', () => json(200, served))
  const storage = memoryStorage()
  const session = fakeSession(signedIn)
  const database = memoryLocalDatabase({
    application: [{ id: 'v1', searchText: 'Registered Nurse Seton Austin' }],
    partnerApplies: [{ id: 'v1', email: 'visitor@example.com', jobId: 'job-9' }],
  })
  const runtime = createApplicationsRuntime({
    transport: memoryApi({ http, token: sessionToken(session.store) }),
    storage,
    clock: createTestClock(NOW),
    session: session.store,
    localDatabase: async () => database,
  })
  return { http, storage, session, runtime, serve: (next: BadgeInfo) => (served = next) }
}

describe('the applications runtime', () => {
  it('signed in, the badge counts the unseen changes of badge-info and knows the jobs applied to', async () => {
    const app = start()
    await app.runtime.refresh()
    expect(app.runtime.current()).toMatchObject({ signedIn: true, count: 3, unseen: 2 })
    expect([...app.runtime.current().appliedJobIds].sort()).toEqual(['job-1', 'job-2', 'job-3'])
  })

  it('opening an application (it is marked seen) and withdrawing one read the badge again', async () => {
    const app = start()
    await app.runtime.refresh()
    const before = app.http.requests.filter((request) => request.url.endsWith('/badge-info')).length
    app.serve({ ...badge, userJobs: badge.userJobs.map((entry) => ({ ...entry, viewed: true })) })
    const flow = app.runtime.open('a2')
    await flush(30)
    expect(flow.getSnapshot().value).toEqual({ ready: 'idle' })
    expect(app.http.requests.filter((request) => request.url.endsWith('/badge-info')).length).toBe(before + 1)
    expect(app.runtime.current().unseen).toBe(0)
    expect(app.runtime.open('a2')).toBe(flow)
  })

  it('signed out, the device’s applications are the page’s rows and their jobs show as applied; no call is made', async () => {
    const app = start({ signedIn: false })
    await app.runtime.refresh()
    expect(app.runtime.current()).toMatchObject({ signedIn: false, count: 1, unseen: 0 })
    expect([...app.runtime.current().appliedJobIds]).toEqual(['job-9'])
    expect(await app.runtime.pageData()).toEqual({ kind: 'device', rows: [{ id: 'v1', searchText: 'Registered Nurse Seton Austin' }] })
    expect(app.http.requests).toHaveLength(0)
  })

  it('another account’s provisional session on this device is offered for a migration; the same account’s is not', () => {
    const app = start()
    app.storage.local.set('jwt', JSON.stringify(token({ sub: 'user-1', email: 'ada@example.com', issuedAt: NOW - 1000 })))
    expect(app.runtime.otherAccount()).toBeNull()
    const other = token({ sub: 'user-2', email: 'ada.old@example.com', tmp: true, issuedAt: NOW - 1000 })
    app.storage.session.set('jwt', JSON.stringify(other))
    expect(app.runtime.otherAccount()).toEqual({ token: other, email: 'ada.old@example.com' })
    app.storage.session.set('jwt', JSON.stringify(token({ sub: 'user-1', email: 'ada@example.com', tmp: true, issuedAt: NOW - 1000 })))
    expect(app.runtime.otherAccount()).toBeNull()
  })

  it('the handle has no view until the runtime loads, then follows it', async () => {
    const app = start()
    const handle = createApplicationsHandle(async () => app.runtime)
    expect(handle.view()).toBeNull()
    let told = 0
    handle.subscribe(() => told++)
    handle.ensureLoaded()
    await flush(30)
    expect(told).toBeGreaterThan(0)
    expect(handle.view()?.count).toBe(3)
  })
})

describe('drafts', () => {
  it('what is typed and not saved survives a reload (this tab’s session storage), and goes once discarded', async () => {
    const app = start()
    const flow = app.runtime.open('a1')
    await flush(30)
    flow.send({ type: 'user.edited', field: 'elevatorPitch', value: 'Ten years on the ward.' })
    expect(app.storage.session.get('applicationDraft:a1')).toContain('Ten years on the ward.')
    const reloaded = createApplicationsRuntime({ transport: memoryApi({ http: app.http, token: sessionToken(app.session.store) }), storage: app.storage, clock: createTestClock(NOW), session: app.session.store })
    const again = reloaded.open('a1')
    await flush(30)
    expect(again.getSnapshot().context.draft?.elevatorPitch).toBe('Ten years on the ward.')
    reloaded.discard('a1')
    expect(app.storage.session.get('applicationDraft:a1')).toBeNull()
    expect(reloaded.open('a1')).not.toBe(again)
  })
})
