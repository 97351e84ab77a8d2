import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock, memoryHttp, memoryStorage, settle } from '../../../adapters/memory'
import * as savedJobs from '../../../core/savedJobs'
import { DEVICE_SAVED_JOBS_KEY } from '../../../core/storage'
import { hireflowApis } from '../../../machines/app/apis'
import { createAppActor, type AppActor } from '../../../machines/app/appActor'
import * as runtimeModule from '../../../machines/savedJobs/savedJobsRuntime'
import { saved } from '../savedJobs/savedJobs.properties'

const running: AppActor[] = []
afterEach(() => {
  for (const app of running.splice(0)) app.stop()
})

/** The app actor on memory adapters, its saved-jobs module counted as it loads. */
function startApp(local: Record<string, string> = {}) {
  const http = memoryHttp()
  const storage = memoryStorage()
  for (const [key, value] of Object.entries(local)) storage.local.set(key, value)
  const loads = { savedJobs: 0 }
  const app = createAppActor({
    http,
    storage,
    clock: createTestClock(Date.UTC(2026, 10, 20, 12)),
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => 0,
    notify: () => undefined,
    apis: { ...hireflowApis, loadSavedJobsApi: async () => savedJobs.createSavedJobsApi },
    loadSavedJobs: async () => ((loads.savedJobs += 1), runtimeModule),
  })
  running.push(app)
  return { app, http, storage, loads }
}

describe('the app actor\'s saved jobs', () => {
  it('loads nothing at start for a visitor with no session and no saved jobs; the first save loads them', async () => {
    const { app, storage, loads, http } = startApp()
    await settle()
    expect(loads.savedJobs).toBe(0)
    expect(app.savedJobs.view()).toBeNull()
    await app.savedJobs.toggle(saved('a').job)
    expect(loads.savedJobs).toBe(1)
    expect(app.savedJobs.view()?.list.map((entry) => entry.job.id)).toEqual(['a'])
    expect(storage.local.get(DEVICE_SAVED_JOBS_KEY)).not.toBeNull()
    expect(http.requests).toHaveLength(0)
  })

  it('loads them at start when the device holds a list, so the cards show it', async () => {
    const { app, loads } = startApp({ [DEVICE_SAVED_JOBS_KEY]: JSON.stringify([saved('b')]) })
    await settle()
    expect(loads.savedJobs).toBe(1)
    expect(app.savedJobs.view()?.ids.has(saved('b').job.id)).toBe(true)
  })

  it('remembers the previous visit for "New"', () => {
    const first = startApp()
    expect(first.app.previousVisit).toBeNull()
    const stored = first.storage.local.get('hireflow.visits') ?? ''
    const later = JSON.parse(stored) as { lastSeen: string }
    const again = startApp({ 'hireflow.visits': JSON.stringify({ lastSeen: '2026-11-19T12:00:00.000Z', previousVisit: null }) })
    expect(later.lastSeen).toBe('2026-11-20T12:00:00.000Z')
    expect(again.app.previousVisit?.toISOString()).toBe('2026-11-19T12:00:00.000Z')
  })
})

