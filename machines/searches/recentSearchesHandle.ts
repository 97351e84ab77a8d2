import type { ClockPort, StoragePort, TimerId } from '../../core/ports'
import { addPendingSearch, PENDING_SEARCHES_KEY } from './pendingSearches'

export { SHOWN_SEARCHES_KEY } from './pendingSearches'
import type { RecentSearchesRuntime, RecentSearchesView } from './recentSearchesRuntime'

/**
 * How long a search run waits before the recent-searches machine loads to record it, unless the user types in a
 * search field or opens the communication settings first: the journey home -> search never loads it (its first
 * screen budget), and a later search in the form, or this delay, records it (docs/decisions.md, "Recent searches").
 */
export const RECORD_DELAY_MS = 15_000

/**
 * The app's recent searches before and after their code has loaded (a chunk of its own): the search form's
 * suggestions read `view()` (null until loaded) and subscribe; a search run or the settings page loads the machine.
 */
export interface RecentSearchesHandle {
  view(): RecentSearchesView | null
  subscribe(listener: () => void): () => void
  load(): Promise<RecentSearchesRuntime>
  /**
   * Records a search the user ran: at once when the machine runs, else kept in local storage for it (loaded after
   * RECORD_DELAY_MS, or sooner by `load()`). Never rejects.
   */
  searched(what: string, where: string): void
  /** Loads the machine after RECORD_DELAY_MS (searches an earlier visit left waiting). */
  loadSoon(): void
  stop(): void
}

export function createRecentSearchesHandle(
  loadRuntime: () => Promise<RecentSearchesRuntime>,
  { storage, clock }: { readonly storage: StoragePort; readonly clock: ClockPort },
): RecentSearchesHandle {
  const listeners = new Set<() => void>()
  let timer: TimerId | null = null
  let runtime: RecentSearchesRuntime | null = null
  let loading: Promise<RecentSearchesRuntime> | null = null
  let stopped = false
  const announce = () => {
    for (const listener of [...listeners]) listener()
  }
  const loadSoon = () => {
    timer ??= clock.setTimeout(() => {
      timer = null
      if (!stopped) load().catch(() => undefined)
    }, RECORD_DELAY_MS)
  }
  const load = () =>
    (loading ??= loadRuntime().then(
      (loaded) => {
        if (stopped) loaded.stop()
        else if (runtime === null) {
          runtime = loaded
          loaded.subscribe(announce)
          announce()
        }
        return loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  return {
    view: () => runtime?.current() ?? null,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    load,
    searched(what, where) {
      if (runtime !== null) return runtime.searched(what, where)
      addPendingSearch(storage.local, { what, where, at: clock.now() })
      loadSoon()
    },
    loadSoon,
    stop() {
      stopped = true
      if (timer !== null) clock.clearTimeout(timer)
      listeners.clear()
      runtime?.stop()
    },
  }
}

/** Whether searches wait for the machine from an earlier visit (the app then records them after RECORD_DELAY_MS). */
export const hasPendingSearches = (storage: StoragePort): boolean => storage.local.get(PENDING_SEARCHES_KEY) !== null
