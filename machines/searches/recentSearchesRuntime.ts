import { createActor, fromPromise, type InspectionEvent, type Observer } from 'xstate'
import type { ApiNotice } from '../../core/api'
import type { ClockPort, StoragePort } from '../../core/ports'
import {
  readDeviceSearches,
  searchKey,
  writeDeviceSearches,
  type RecentSearch,
  type SearchChange,
  type SearchesApi,
  type SearchId,
} from '../../core/searches'
import { keptFiltersOf, type KeptFilters } from '../../core/search'
import type { SessionStore } from '../session/sessionStore'
import { clearPendingSearches, readPendingSearches, SHOWN_SEARCHES_KEY } from './pendingSearches'
import { recentSearchesMachine, shownSearches } from './recentSearches.machine'

/** What the screens read: the list shown (optimistic) and whether the account's list is still loading. */
export interface RecentSearchesView {
  readonly list: readonly RecentSearch[]
  readonly loading: boolean
  readonly signedIn: boolean
}

/** The recent-searches machine kept for the app, told of the session's sign-ins and sign-outs. */
export interface RecentSearchesRuntime {
  current(): RecentSearchesView
  subscribe(listener: () => void): () => void
  /** A search the user ran with its kept filters, now or at `at` (nothing for an empty one, or the one already on top). */
  searched(what: string, where: string, filters?: KeptFilters, at?: number): void
  change(change: Exclude<SearchChange, { kind: 'searched' }>): void
  stop(): void
}

export interface RecentSearchesRuntimeDeps {
  readonly api: SearchesApi
  readonly storage: StoragePort
  readonly clock: ClockPort
  readonly session: SessionStore
  readonly notify: (notice: ApiNotice) => void
  readonly inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
}

const sendChange = async (api: SearchesApi, change: SearchChange): Promise<RecentSearch | null> => {
  switch (change.kind) {
    case 'searched':
      return api.record({ what: change.search.what, where: change.search.where, ...keptFiltersOf(change.search) })
    case 'starred':
      return api.update(change.id, { starred: change.starred })
    case 'renamed':
      return api.update(change.id, { name: change.name })
    case 'deleted':
      await api.remove(change.id)
      return null
  }
}

export function createRecentSearchesRuntime({ api, storage, clock, session, notify, inspect }: RecentSearchesRuntimeDeps): RecentSearchesRuntime {
  const machine = recentSearchesMachine.provide({
    actors: {
      syncAccount: fromPromise(({ input }) => (input.device.length > 0 ? api.merge(input.device) : api.list())),
      sendChange: fromPromise(({ input }) => sendChange(api, input)),
    },
    actions: {
      storeDeviceList: (_, list) => writeDeviceSearches(storage.local, list),
      clearDeviceList: () => writeDeviceSearches(storage.local, []),
      notify: (_, notice) => notify(notice),
    },
  })
  const signedIn = () => session.current()._tag === 'SignedIn'
  const actor = createActor(machine, { clock, inspect, input: { signedIn: signedIn(), device: readDeviceSearches(storage.local) } }).start()
  let wasSignedIn = signedIn()
  const stopWatching = session.subscribe(() => {
    if (signedIn() === wasSignedIn) return
    wasSignedIn = signedIn()
    actor.send({ type: wasSignedIn ? 'session.signedIn' : 'session.signedOut' })
  })
  let made = 0
  let view: RecentSearchesView | null = null
  let viewOf: unknown = null
  const current = (): RecentSearchesView => {
    const snapshot = actor.getSnapshot()
    if (view !== null && viewOf === snapshot.context && view.loading === snapshot.matches('loading')) return view
    viewOf = snapshot.context
    const list = shownSearches(snapshot.context)
    view = { list, loading: snapshot.matches('loading'), signedIn: snapshot.context.signedIn }
    return view
  }
  const runtime: RecentSearchesRuntime = {
    current,
    subscribe(listener) {
      const subscription = actor.subscribe(listener)
      return () => subscription.unsubscribe()
    },
    searched(what, where, filters = {}, at = clock.now()) {
      // Filters kept in storage by an earlier visit are checked like the rest of the list.
      const search = { what: what.trim(), where: where.trim(), ...keptFiltersOf(filters) }
      if (search.what === '' && search.where === '') return
      const top = current().list[0]
      if (top !== undefined && searchKey(top) === searchKey(search)) return
      const id = `d${clock.now().toString(36)}${(made++).toString(36)}` as SearchId
      actor.send({ type: 'user.changedSearches', change: { kind: 'searched', search: { ...search, id, searchedAt: new Date(at).toISOString(), starred: false, name: '' } } })
    },
    change: (change) => actor.send({ type: 'user.changedSearches', change }),
    stop() {
      stopWatching()
      actor.stop()
    },
  }
  // The form's suggestions read the list shown from storage, so typing never loads this machine.
  let shownWritten: readonly RecentSearch[] | null = null
  const keepShown = () => {
    const { list } = current()
    if (list === shownWritten) return
    shownWritten = list
    storage.local.set(SHOWN_SEARCHES_KEY, JSON.stringify(list.map(({ what, where, starred }) => ({ what, where, starred }))))
  }
  actor.subscribe(keepShown)
  keepShown()
  // The searches run before this machine loaded, in order.
  for (const pending of readPendingSearches(storage.local)) runtime.searched(pending.what, pending.where, pending, pending.at)
  clearPendingSearches(storage.local)
  return runtime
}
