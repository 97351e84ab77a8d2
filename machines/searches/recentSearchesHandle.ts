import type { ClockPort, StoragePort, TimerId } from '../../core/ports'
import type { KeptFilters } from '../../core/search'
import { createLazyHandle } from '../app/lazyHandle'
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
  searched(what: string, where: string, filters?: KeptFilters): void
  /** Loads the machine after RECORD_DELAY_MS (searches an earlier visit left waiting). */
  loadSoon(): void
  stop(): void
}

export function createRecentSearchesHandle(
  loadRuntime: () => Promise<RecentSearchesRuntime>,
  { storage, clock }: { readonly storage: StoragePort; readonly clock: ClockPort },
): RecentSearchesHandle {
  const lazy = createLazyHandle(loadRuntime)
  let timer: TimerId | null = null
  let stopped = false
  const loadSoon = () => {
    timer ??= clock.setTimeout(() => {
      timer = null
      if (!stopped) lazy.ensureLoaded()
    }, RECORD_DELAY_MS)
  }
  return {
    view: () => lazy.loaded()?.current() ?? null,
    subscribe: lazy.subscribe,
    load: lazy.load,
    searched(what, where, filters = {}) {
      const runtime = lazy.loaded()
      if (runtime !== null) return runtime.searched(what, where, filters)
      addPendingSearch(storage.local, { what, where, ...filters, at: clock.now() })
      loadSoon()
    },
    loadSoon,
    stop() {
      stopped = true
      if (timer !== null) clock.clearTimeout(timer)
      lazy.stop()
    },
  }
}

/** Whether searches wait for the machine from an earlier visit (the app then records them after RECORD_DELAY_MS). */
export const hasPendingSearches = (storage: StoragePort): boolean => storage.local.get(PENDING_SEARCHES_KEY) !== null
