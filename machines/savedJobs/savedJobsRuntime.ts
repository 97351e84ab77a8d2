import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { ApiNotice } from '../../core/api'
import type { ClockPort, StoragePort } from '../../core/ports'
import type { Job, JobId, JobSummary } from '../../core/search'
import {
  readDeviceSavedJobs,
  summaryOf,
  toDeviceJobs,
  writeDeviceSavedJobs,
  type SavedJob,
  type SavedJobChange,
  type SavedJobsApi,
} from '../../core/savedJobs'
import type { SessionStore } from '../session/sessionStore'
import { savedJobsMachine, shownList } from './savedJobs.machine'

/** What the screens read: the list shown (optimistic), its ids, and whether the account's list is still loading. */
export interface SavedJobsView {
  readonly list: readonly SavedJob[]
  readonly ids: ReadonlySet<JobId>
  readonly loading: boolean
  readonly signedIn: boolean
}

/** The saved-jobs machine kept for the app, told of the session's sign-ins and sign-outs. */
export interface SavedJobsRuntime {
  current(): SavedJobsView
  subscribe(listener: () => void): () => void
  /** Saves the job when it is not shown as saved, unsaves it when it is. */
  toggle(job: Job | JobSummary): void
  stop(): void
}

export interface SavedJobsRuntimeDeps {
  readonly api: SavedJobsApi
  readonly storage: StoragePort
  readonly clock: ClockPort
  readonly session: SessionStore
  readonly notify: (notice: ApiNotice) => void
  /** XState's inspection observer (the state explorer, @statelyai/inspect); none by default. */
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

const sendChange = (api: SavedJobsApi, change: SavedJobChange) =>
  change.kind === 'save' ? api.save(change.saved.job.id) : api.unsave(change.jobId)

export function createSavedJobsRuntime({ api, storage, clock, session, notify, inspect }: SavedJobsRuntimeDeps): SavedJobsRuntime {
  const machine = savedJobsMachine.provide({
    actors: {
      syncAccount: fromPromise(({ input }) => (input.device.length > 0 ? api.merge(toDeviceJobs(input.device)) : api.list())),
      sendChange: fromPromise(({ input }) => sendChange(api, input)),
    },
    actions: {
      storeDeviceList: (_, list) => writeDeviceSavedJobs(storage.local, list),
      clearDeviceList: () => writeDeviceSavedJobs(storage.local, []),
      notify: (_, notice) => notify(notice),
    },
  })
  const signedIn = () => session.current()._tag === 'SignedIn'
  const actor = createActor(machine, { clock, inspect, input: { signedIn: signedIn(), device: readDeviceSavedJobs(storage.local) } }).start()
  let wasSignedIn = signedIn()
  const stopWatching = session.subscribe(() => {
    if (signedIn() === wasSignedIn) return
    wasSignedIn = signedIn()
    actor.send({ type: wasSignedIn ? 'session.signedIn' : 'session.signedOut' })
  })

  let view: SavedJobsView | null = null
  let viewOf: unknown = null
  const current = (): SavedJobsView => {
    const snapshot = actor.getSnapshot()
    if (view !== null && viewOf === snapshot.context && view.loading === snapshot.matches('loading')) return view
    const list = shownList(snapshot.context)
    viewOf = snapshot.context
    view = { list, ids: new Set(list.map((entry) => entry.job.id)), loading: snapshot.matches('loading'), signedIn: snapshot.context.signedIn }
    return view
  }
  return {
    current,
    subscribe(listener) {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    toggle(job) {
      if (current().ids.has(job.id)) actor.send({ type: 'user.unsaved', jobId: job.id })
      else actor.send({ type: 'user.saved', saved: { job: summaryOf(job), savedAt: new Date(clock.now()).toISOString() } })
    },
    stop() {
      stopWatching()
      actor.stop()
    },
  }
}
