import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestClock, json, memoryFile, memoryHttp, memoryLocalDatabase, memoryStorage, memoryUpload, settle } from '../../../adapters/memory'
import type { LocalDatabasePort } from '../../../core/ports/localDatabase'
import { createAppActor, type AppActor } from '../../../machines/app/appActor'
import * as applyRuntime from '../../../machines/apply/applyRuntime'
import { stepOf } from '../../../machines/apply/easyApply.machine'
import { profile, sessionToken, START, stubServer } from '../../../explorer/seeds'

const running: AppActor[] = []
afterEach(() => {
  for (const app of running.splice(0)) app.stop()
})

const UPLOAD_TOKEN = 'upload-token-0123456789abcdef0123456789'

/** The app actor on memory adapters, the explorer's stubbed server, a local database that outlives it (a reload). */
function startApp(localDatabase: LocalDatabasePort = memoryLocalDatabase()) {
  const clock = createTestClock(START)
  const http = memoryHttp()
  stubServer(http, clock.now)
  const upload = memoryUpload(() =>
    json(201, { resume: { id: 'resume-9', fileName: 'cv.pdf', uploadedAt: new Date(START).toISOString(), active: true, kind: 'pdf', size: 4 }, uploadToken: UPLOAD_TOKEN }),
  )
  let ids = 0
  const app = createAppActor({
    http,
    storage: memoryStorage(),
    clock,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => 0,
    notify: () => undefined,
    loadSession: () => import('../../../machines/session/sessionRuntime'),
    loadApply: async () => applyRuntime,
    loadLocalDatabase: async () => localDatabase,
    upload,
    newId: () => `key-${String(++ids).padStart(16, '0')}`,
  })
  running.push(app)
  return { app, http, upload, localDatabase }
}

const flowOf = async (app: AppActor) => {
  const runtime = await app.apply()
  return runtime.easyApply(await runtime.api.context('job-1'), null)
}

describe('the apply runtime', () => {
  it('keeps the draft on the device and resumes it after a reload, with the same idempotency key', async () => {
    const first = startApp()
    const flow = await flowOf(first.app)
    flow.send({ type: 'user.edited', fields: { firstName: 'Vera', email: 'vera@example.com' } })
    await settle()
    const stored = await first.localDatabase.get('applyDraft', 'job-1')
    expect(stored?.draft).toMatchObject({ firstName: 'Vera', idempotencyKey: 'key-0000000000000001' })
    first.app.stop()

    const reloaded = startApp(first.localDatabase)
    const again = await flowOf(reloaded.app)
    expect(again.getSnapshot().context.draft).toMatchObject({ firstName: 'Vera', email: 'vera@example.com', idempotencyKey: 'key-0000000000000001' })
  })

  it('a visitor uploads without a token; the upload token goes into the draft and the request', async () => {
    const { app, upload, http } = startApp()
    const runtime = await app.apply()
    const uploadFlow = runtime.visitorUploads.startUpload()
    uploadFlow.send({ type: 'user.filePicked', file: memoryFile('cv.pdf', new Uint8Array([37, 80, 68, 70])) })
    await settle()
    expect(uploadFlow.getSnapshot().value).toBe('done')
    expect(upload.received[0]?.request.url).toBe('https://api.hireflow.test/rest/apply/resumes')
    expect(upload.received[0]?.request.headers).not.toHaveProperty('Authorization')
    expect(runtime.visitorUploads.tokenOf('resume-9')).toBe(UPLOAD_TOKEN)

    const flow = await flowOf(app)
    for (const fields of [
      { firstName: 'Vera', lastName: 'Visitor', email: 'vera@example.com', resume: { id: 'resume-9', fileName: 'cv.pdf', uploadToken: UPLOAD_TOKEN } },
      { phone: { number: '512 555 0100', extension: '', type: 'mobile' as const } },
      { workAuthorization: 'anyEmployer' as const },
    ]) {
      flow.send({ type: 'user.edited', fields })
      flow.send({ type: 'user.nextRequested' })
    }
    flow.send({ type: 'user.stepRequested', step: 'finish' })
    flow.send({ type: 'user.submitted' })
    await settle()
    expect(stepOf(flow.getSnapshot())).toBe('received')
    const posted = http.requests.find((request) => request.method === 'POST' && request.url.endsWith('/rest/applications'))
    expect(JSON.parse(posted?.body ?? '{}')).toMatchObject({ resumeId: 'resume-9', resumeToken: UPLOAD_TOKEN, idempotencyKey: 'key-0000000000000001' })
  })

  it('after applying: the local partnerApplies and application rows, and no draft', async () => {
    const { app, localDatabase } = startApp()
    app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
    const flow = await flowOf(app)
    expect(flow.getSnapshot().context.draft).toMatchObject({ firstName: 'Ada', resume: { id: 'resume-1' }, workAuthorization: 'anyEmployer' })
    flow.send({ type: 'user.stepRequested', step: 'finish' })
    flow.send({ type: 'user.submitted' })
    await settle()
    expect(stepOf(flow.getSnapshot())).toBe('received')
    expect(await localDatabase.getAll('partnerApplies')).toEqual([{ id: 'application-1', email: 'ada@example.com', jobId: 'job-1' }])
    expect(await localDatabase.getAll('application')).toEqual([{ id: 'application-1', searchText: 'Registered Nurse Riverside Medical Center Austin' }])
    expect(await localDatabase.get('applyDraft', 'job-1')).toBeUndefined()
  })

  it('a sign-in mid-flow fills the empty fields from the account, keeping what was typed', async () => {
    const { app } = startApp()
    const flow = await flowOf(app)
    flow.send({ type: 'user.edited', fields: { firstName: 'Augusta' } })
    app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
    // The session's code loads by a real dynamic import first.
    await vi.waitFor(() =>
      expect(flow.getSnapshot().context.draft).toMatchObject({ firstName: 'Augusta', lastName: 'Lovelace', email: 'ada@example.com', resume: { id: 'resume-1' } }),
    )
  })

  it('1-Click eligibility is asked only when signed in', async () => {
    const { app, http } = startApp()
    const runtime = await app.apply()
    expect(await runtime.oneClickEligible()).toBe(false)
    expect(http.requests.some((request) => request.url.endsWith('/rest/apply/one-click'))).toBe(false)
    app.send({ type: 'user.loggedIn', jwt: sessionToken(START), downloadToken: 'dl', profile: profile() })
    expect(await runtime.oneClickEligible()).toBe(true)
  })
})
