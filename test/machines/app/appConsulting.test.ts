import { afterEach, describe, expect, it } from 'vitest'
import { createTestClock, json, memoryHttp, memoryStorage, type MemoryStorage } from '../../../adapters/memory'
import * as consulting from '../../../core/consulting'
import * as identity from '../../../core/identity'
import * as savedJobs from '../../../core/savedJobs'
import { CONSULTING_DRAFT_STORAGE_KEY, readConsultingEmail } from '../../../core/session'
import { hireflowApis } from '../../../machines/app/apis'
import { createAppActor, type AppActor } from '../../../machines/app/appActor'
import { CONSULTING_DRAFT_KEY, type ConsultingEnrolmentActor } from '../../../machines/consulting/consultingRuntime'
import * as sessionModule from '../../../machines/session/sessionRuntime'
import { aWireProfile } from '../../core/session/profiles'
import { HOUR, token } from '../../core/session/tokens'

const NOW = Date.UTC(2026, 10, 28, 12)
const running: AppActor[] = []
afterEach(() => {
  for (const app of running.splice(0)) app.stop()
})

/** The app on memory adapters (a reload is a new app on the same storage), with a login, the profile and a logout. */
function startApp(storage: MemoryStorage = memoryStorage(), clock = createTestClock(NOW)) {
  const http = memoryHttp()
  http.on('POST', '/rest/auth/login', () => json(200, { success: true, jwt: token({ issuedAt: clock.now() }), downloadToken: 'dl', profile: aWireProfile(), location: null }))
  http.on('GET', '/rest/profile', () => json(200, aWireProfile()))
  http.on('GET', '/rest/saved-jobs', () => json(200, { saved: [] }))
  http.on('POST', '/rest/auth/logout', () => json(200, { success: true }))
  const app = createAppActor({
    http,
    storage,
    clock,
    config: () => ({ apiUrl: 'https://api.hireflow.test', jaxApiUrl: '' }),
    timezoneOffset: () => 0,
    notify: () => undefined,
    apis: {
      ...hireflowApis,
      loadAuthApi: async () => identity.createAuthApi,
      loadSavedJobsApi: async () => savedJobs.createSavedJobsApi,
      loadConsultingApi: async () => consulting.createConsultingApi,
    },
    loadSession: async () => sessionModule,
  })
  running.push(app)
  return { app, storage, clock }
}

const fill = (actor: ConsultingEnrolmentActor) => {
  const edit = (step: consulting.ConsultingStep, field: string, value: string) => actor.send({ type: 'user.edited', step, field, value })
  edit('specialty', 'specialty', 'data')
  edit('specialty', 'experience', '5to10')
  actor.send({ type: 'user.continued' })
  edit('identity', 'firstName', 'Priya')
  edit('identity', 'lastName', 'Raman')
  edit('identity', 'email', 'priya@example.com')
  actor.send({ type: 'user.continued' })
}
const signIn = (app: AppActor) => app.signInWith({ provider: 'password', email: 'ada@example.com', password: 'correct horse battery' })
const stored = (storage: MemoryStorage) => storage.local.get(CONSULTING_DRAFT_STORAGE_KEY)

describe('the consulting enrolment across the session', () => {
  it('the app clears the same storage item the enrolment keeps its draft in', () => {
    expect(CONSULTING_DRAFT_STORAGE_KEY).toBe(`formDraft.${CONSULTING_DRAFT_KEY}`)
  })

  it('a sign-in in the middle keeps everything: the enrolment shown, and a reload after it, resume at the profile step', async () => {
    const { app, storage } = startApp()
    const actor = (await app.consulting()).enrolment()
    fill(actor)
    expect(actor.getSnapshot().context.step).toBe('profile')
    await signIn(app)
    expect(app.getSnapshot().session._tag).toBe('SignedIn')
    expect(actor.getSnapshot().context.step).toBe('profile')
    expect(actor.getSnapshot().context.draft.identity).toEqual({ firstName: 'Priya', lastName: 'Raman', email: 'priya@example.com' })
    // A reload (a provider's redirect back, another tab): a new app on the same device.
    const reloaded = (await startApp(storage).app.consulting()).enrolment()
    expect(reloaded.getSnapshot().context.step).toBe('profile')
    expect(reloaded.getSnapshot().context.draft.specialty).toEqual({ specialty: 'data', experience: '5to10' })
    expect(reloaded.getSnapshot().context.draft.identity.email).toBe('priya@example.com')
    expect(readConsultingEmail(storage.local)).toBe('priya@example.com')
  })

  it('signing out empties the enrolment shown and forgets its draft and email on the device', async () => {
    const { app, storage, clock } = startApp()
    await signIn(app)
    await app.session.settled()
    const actor = (await app.consulting()).enrolment()
    fill(actor)
    app.send({ type: 'user.loggedOut' })
    await clock.settle()
    expect(app.getSnapshot().session._tag).toBe('SignedOut')
    expect(actor.getSnapshot().context).toMatchObject({ step: 'specialty', draft: consulting.EMPTY_CONSULTING_DRAFT })
    expect(stored(storage)).toBeNull()
    expect(readConsultingEmail(storage.local)).toBeNull()
    // Typing again after the sign-out is kept as usual.
    actor.send({ type: 'user.edited', step: 'specialty', field: 'specialty', value: 'design' })
    expect(stored(storage)).toContain('design')
  })

  it('an account deletion (its sign-out) forgets them too, even when the enrolment code never loaded in this visit', async () => {
    const first = startApp()
    fill((await first.app.consulting()).enrolment())
    await signIn(first.app)
    first.app.stop()
    // The next visit: signed in, the enrolment not opened; the deletion ends with the sign-out.
    const { app, storage, clock } = startApp(first.storage, first.clock)
    await app.session.settled()
    expect(app.getSnapshot().session._tag).toBe('SignedIn')
    app.send({ type: 'user.loggedOut' })
    await clock.settle()
    expect(stored(storage)).toBeNull()
    expect(readConsultingEmail(storage.local)).toBeNull()
    expect((await app.consulting()).enrolment().getSnapshot().context.step).toBe('specialty')
  })

  it('a session that ends by itself (its token expired) keeps the draft: the person is still at the device', async () => {
    const storage = memoryStorage({ local: { jwt: JSON.stringify(token({ issuedAt: NOW - HOUR / 2, lifetime: HOUR })) } })
    const { app, clock } = startApp(storage)
    await app.session.settled()
    expect(app.getSnapshot().session._tag).toBe('SignedIn')
    const actor = (await app.consulting()).enrolment()
    fill(actor)
    await clock.advanceAsync(HOUR)
    expect(app.getSnapshot().session._tag).toBe('SignedOut')
    expect(actor.getSnapshot().context.step).toBe('profile')
    expect(stored(storage)).toContain('Priya')
    expect(readConsultingEmail(storage.local)).toBe('priya@example.com')
  })
})
