import { describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, memoryStorage, settle } from '../../../adapters/memory/index'
import type { ApiNotice } from '../../../core/api'
import { createSavedJobsApi, readDeviceSavedJobs, type SavedJob } from '../../../core/savedJobs'
import { DEVICE_SAVED_JOBS_KEY } from '../../../core/storage'
import { createSavedJobsRuntime } from '../../../machines/savedJobs/savedJobsRuntime'
import type { SessionStore, SessionView } from '../../../machines/session/sessionStore'
import { memoryApi, sessionToken } from '../../core/api/harness'
import { saved } from './savedJobs.properties'

/** A session that only says signed in or out and tells its listeners, as the app's does. */
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

function start({ signedIn = false, device = [] as SavedJob[], account = [] as SavedJob[] } = {}) {
  const http = memoryHttp()
  const server = { list: [...account] }
  http
    .on('GET', '/rest/saved-jobs', () => json(200, { saved: server.list }))
    .on('POST', '/rest/saved-jobs/merge', (request) => {
      const sent = (JSON.parse(String(request.body)) as { jobs: Array<{ jobId: string }> }).jobs.map((entry) => entry.jobId)
      const added = device.filter((entry) => sent.includes(entry.job.id) && !server.list.some((kept) => kept.job.id === entry.job.id))
      server.list = [...server.list, ...added]
      return json(200, { saved: server.list })
    })
    .on('PUT', '/rest/saved-jobs/:id', (_, params) => json(200, { jobId: params.id, saved: true }))
    .on('DELETE', '/rest/saved-jobs/:id', (_, params) => json(200, { jobId: params.id, saved: false }))
  const storage = memoryStorage()
  if (device.length > 0) storage.local.set(DEVICE_SAVED_JOBS_KEY, JSON.stringify(device))
  const session = fakeSession(signedIn)
  const notices: ApiNotice[] = []
  const clock = createTestClock(Date.parse('2026-11-21T12:00:00Z'))
  const runtime = createSavedJobsRuntime({ api: createSavedJobsApi(memoryApi({ http, token: sessionToken(session.store) })), storage, clock, session: session.store, notify: (notice) => notices.push(notice) })
  const ids = () => runtime.current().list.map((entry) => entry.job.id)
  return { http, storage, session, notices, runtime, ids, server }
}

describe('saved jobs, signed out', () => {
  it('keeps each save and unsave on the device at once, with no call', () => {
    const app = start()
    app.runtime.toggle(saved('a').job)
    app.runtime.toggle(saved('b').job)
    expect(app.ids()).toEqual(['b', 'a'])
    expect(readDeviceSavedJobs(app.storage.local).map((entry) => entry.job.id)).toEqual(['b', 'a'])
    app.runtime.toggle(saved('b').job)
    expect(readDeviceSavedJobs(app.storage.local).map((entry) => entry.job.id)).toEqual(['a'])
    expect(app.http.requests).toHaveLength(0)
  })
})

describe('signing in', () => {
  it('merges the device list once into the account, then clears it from the device', async () => {
    const app = start({ device: [saved('a')], account: [saved('c')] })
    expect(app.ids()).toEqual(['a'])
    app.session.signIn()
    expect(app.runtime.current().loading).toBe(true)
    await settle()
    expect(app.ids()).toEqual(['c', 'a'])
    expect(app.storage.local.get(DEVICE_SAVED_JOBS_KEY)).toBeNull()
    expect(app.http.requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['POST /rest/saved-jobs/merge'])
    app.session.signOut()
    expect(app.ids()).toEqual([])
  })

  it('with nothing on the device it only reads the account list', async () => {
    const app = start({ signedIn: true, account: [saved('c')] })
    await settle()
    expect(app.ids()).toEqual(['c'])
    expect(app.http.requests.map((request) => request.method)).toEqual(['GET'])
  })
})

describe('signed in', () => {
  it('shows a save at once and keeps it once answered', async () => {
    const app = start({ signedIn: true })
    await settle()
    app.runtime.toggle(saved('a').job)
    expect(app.ids()).toEqual(['a'])
    await settle()
    expect(app.ids()).toEqual(['a'])
    expect(app.notices).toEqual([])
  })

  it('rolls a refused save back and says so in a toast', async () => {
    const app = start({ signedIn: true })
    await settle()
    app.http.on('PUT', '/rest/saved-jobs/:id', () => json(409, { error: { code: 'savedJobs.full', message: 'full' } }))
    app.runtime.toggle(saved('a').job)
    expect(app.ids()).toEqual(['a'])
    await settle(20)
    expect(app.ids()).toEqual([])
    expect(app.notices).toEqual([{ id: 'saveJob.full', values: { cap: 500 } }])
  })

  it('rolls a failed unsave back with its own toast', async () => {
    const app = start({ signedIn: true, account: [saved('a')] })
    await settle()
    app.http.on('DELETE', '/rest/saved-jobs/:id', () => json(500, { error: { code: 'server.error', message: 'x' } }))
    app.runtime.toggle(saved('a').job)
    expect(app.ids()).toEqual([])
    await settle(20)
    expect(app.ids()).toEqual(['a'])
    expect(app.notices).toEqual([{ id: 'saveJob.unsaveFailed' }])
  })
})
