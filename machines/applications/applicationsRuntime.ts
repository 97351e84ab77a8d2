import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { Api } from '../../core/api/transport'
import {
  readApplicationDraft,
  writeApplicationDraft,
  appliedJobIds,
  createApplicationsApi,
  unseenCount,
  type Application,
  type ApplicationsApi,
  type BadgeInfo,
  type LocalApplicationRow,
} from '../../core/applications'
import type { ClockPort, LocalDatabasePort, StoragePort } from '../../core/ports'
import { decodeClaims, isUserSwitch, readStoredTokens } from '../../core/session'
import type { SessionStore } from '../session/sessionStore'
import { applicationMachine, hasUnsavedChanges, type ApplicationActor, type ApplicationInput, type SaveAnswersInput } from './application.machine'
import type { ApplicationsView } from './applicationsView'

/** Another account's session held on this device (spec: user-switch detection): its token proves a migration. */
export interface OtherAccount {
  readonly token: string
  readonly email: string | null
}

/** What /applications shows: the account's list, or (signed out) the applications on this device. */
export type ApplicationsPageData =
  | { readonly kind: 'account'; readonly applications: readonly Application[] }
  | { readonly kind: 'device'; readonly rows: readonly LocalApplicationRow[] }
  | { readonly kind: 'failed' }

/** The applications part of the app (AppActor.applications, loaded with the first need). */
export interface ApplicationsRuntime {
  readonly api: ApplicationsApi
  current(): ApplicationsView
  subscribe(listener: () => void): () => void
  /** Reads badge-info again (signed in) or the device's applications (signed out). */
  refresh(): Promise<void>
  /** The data of /applications: the account's applications, or the device's rows for a visitor. */
  pageData(): Promise<ApplicationsPageData>
  /** One application's page flow: started, or the one of the same id (Back keeps what was typed). */
  open(id: string): ApplicationActor
  /** The user chose to lose the typed answers (Continue in "Changes Not Saved"): the draft and the flow go. */
  discard(id: string): void
  /** Another account's session on this device, when it differs from the signed-in one. */
  otherAccount(): OtherAccount | null
  /** The server said an application's status changed (realtime): the badge is read again and pages are told. */
  statusChanged(): void
  /** Calls back after each statusChanged (an open applications page reads its list again); returns stop. */
  onStatusChanged(listener: () => void): () => void
  stop(): void
}

export interface ApplicationsRuntimeDeps {
  readonly transport: Api
  readonly storage: StoragePort
  readonly clock: ClockPort
  readonly session: SessionStore
  /** The device's local database (IndexedDB in the browser): the visitor's `application` and `partnerApplies` rows. */
  readonly localDatabase?: () => Promise<LocalDatabasePort>
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

const EMPTY_BADGE: BadgeInfo = { applications: 0, userJobs: [] }

/** Builds the applications calls, the badge (signed in: badge-info; signed out: this device's applies) and the page flows. */
export function createApplicationsRuntime(deps: ApplicationsRuntimeDeps): ApplicationsRuntime {
  const api = createApplicationsApi(deps.transport)
  const listeners = new Set<() => void>()
  const signedIn = () => deps.session.current()._tag === 'SignedIn'
  let view: ApplicationsView = { signedIn: signedIn(), count: 0, unseen: 0, appliedJobIds: new Set() }
  let reads = 0
  const publish = (next: ApplicationsView) => {
    view = next
    for (const listener of [...listeners]) listener()
  }
  let opened: Promise<LocalDatabasePort | undefined> | undefined
  const deviceRows = async (): Promise<{ rows: LocalApplicationRow[]; jobIds: string[] }> => {
    const database = await (opened ??= deps.localDatabase?.().catch(() => undefined))
    if (!database) return { rows: [], jobIds: [] }
    const [rows, applies] = await Promise.all([database.getAll('application').catch(() => []), database.getAll('partnerApplies').catch(() => [])])
    return { rows, jobIds: applies.flatMap((apply) => (typeof apply.jobId === 'string' ? [apply.jobId] : [])) }
  }
  const refresh = async () => {
    const read = ++reads
    const account = signedIn()
    if (account) {
      const badge = await api.badgeInfo().catch(() => null)
      if (read !== reads || badge === null) return
      publish({ signedIn: true, count: badge.applications, unseen: unseenCount(badge), appliedJobIds: appliedJobIds(badge) })
    } else {
      const device = await deviceRows()
      if (read !== reads) return
      publish({ signedIn: false, count: device.rows.length, unseen: unseenCount(EMPTY_BADGE), appliedJobIds: new Set(device.jobIds) })
    }
  }
  let wasSignedIn = signedIn()
  const stopWatching = deps.session.subscribe(() => {
    if (signedIn() === wasSignedIn) return
    wasSignedIn = signedIn()
    stopFlow()
    publish({ signedIn: wasSignedIn, count: 0, unseen: 0, appliedJobIds: new Set() })
    void refresh()
  })
  // Each call that changes what the badge counts reads it again once it lands.
  const thenRefresh = <T>(call: Promise<T>) => call.finally(() => void refresh())
  const machine = applicationMachine.provide({
    actors: {
      loadApplication: fromPromise<Application, ApplicationInput>(({ input }) => thenRefresh(api.get(input.id))),
      saveAnswers: fromPromise<Application, SaveAnswersInput>(({ input }) => api.saveAnswers(input.id, input.answers)),
      withdrawApplication: fromPromise<Application, ApplicationInput>(({ input }) => thenRefresh(api.withdraw(input.id))),
    },
  })
  let flow: { readonly id: string; readonly actor: ApplicationActor; readonly stopDrafting: () => void } | null = null
  const stopFlow = () => {
    flow?.stopDrafting()
    flow?.actor.stop()
    flow = null
  }
  // What is typed and not saved is kept in this tab's session storage: a reload brings it back.
  const keepDrafts = (id: string, actor: ApplicationActor) => {
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.context.application === null) return
      writeApplicationDraft(deps.storage.session, id, hasUnsavedChanges(snapshot.context) ? snapshot.context.draft : null)
    })
    return () => subscription.unsubscribe()
  }
  void refresh()
  const statusListeners = new Set<() => void>()
  return {
    api: { ...api, migrate: (request) => thenRefresh(api.migrate(request)) },
    current: () => view,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    refresh,
    async pageData() {
      if (!signedIn()) return { kind: 'device', rows: (await deviceRows()).rows }
      void refresh()
      return api.list().then(
        (applications) => ({ kind: 'account', applications }),
        () => ({ kind: 'failed' }),
      )
    },
    open(id) {
      // A loaded flow is kept for Back and Forward; one that failed to load starts again.
      if (flow?.id === id && !flow.actor.getSnapshot().matches('loadFailed')) return flow.actor
      stopFlow()
      const draft = readApplicationDraft(deps.storage.session, id)
      const actor = createActor(machine, { input: { id, draft }, clock: deps.clock, inspect: deps.inspect }).start()
      flow = { id, actor, stopDrafting: keepDrafts(id, actor) }
      return actor
    },
    discard(id) {
      writeApplicationDraft(deps.storage.session, id, null)
      if (flow?.id === id) stopFlow()
    },
    otherAccount() {
      const stored = readStoredTokens(deps.storage)
      const pair = { main: stored.token === null ? null : decodeClaims(stored.token), provisional: stored.provisionalToken === null ? null : decodeClaims(stored.provisionalToken) }
      if (stored.provisionalToken === null || !isUserSwitch(pair, deps.clock.now())) return null
      return { token: stored.provisionalToken, email: pair.provisional?.email ?? null }
    },
    statusChanged() {
      void refresh()
      for (const listener of [...statusListeners]) listener()
    },
    onStatusChanged(listener) {
      statusListeners.add(listener)
      return () => void statusListeners.delete(listener)
    },
    stop() {
      stopWatching()
      statusListeners.clear()
      listeners.clear()
      stopFlow()
    },
  }
}
