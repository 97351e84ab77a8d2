import { createActor, fromPromise, type ActorRefFrom, type InspectionEvent, type Observer } from 'xstate'
import type { SearchApi, SearchCriteria } from '../../core/search'
import { searchPaginationMachine, type SearchJobsInput } from './searchPagination.machine'

/** A running search-pagination actor. */
export type SearchActor = ActorRefFrom<typeof searchPaginationMachine>

/** A stable key for a search: equal criteria give equal keys (the URL's toCriteria fills fields in a fixed order). */
export const criteriaKey = (criteria: SearchCriteria): string => JSON.stringify(criteria)

/** How many past searches stay in memory, so Back shows their pages at once and scroll restoration works. */
export const CACHED_SEARCHES = 5

/** The machine with its `searchJobs` actor bound to the API client. */
export function searchMachineFor(api: SearchApi) {
  return searchPaginationMachine.provide({
    actors: {
      searchJobs: fromPromise<Awaited<ReturnType<SearchApi['searchJobs']>>, SearchJobsInput>(({ input, signal }) =>
        api.searchJobs({ ...input.criteria, ...(input.cursor ? { cursor: input.cursor } : {}) }, { signal }),
      ),
    },
  })
}

/** The app's searches: one search-pagination actor per search, the recent ones kept (state of the app actor). */
export interface SearchSessions {
  /**
   * The actor of these criteria: the cached one (its pages still loaded) or a new one, started and sent
   * `user.searchSubmitted`. Call it once per search (e.g. in useMemo keyed by {@link criteriaKey}): a cached
   * search that had failed is retried. The least recently used search beyond {@link CACHED_SEARCHES} is
   * stopped, which aborts its request in flight.
   */
  obtain(criteria: SearchCriteria): SearchActor
  /** Stops every kept search (aborting requests in flight). */
  stop(): void
}

/** The searches of one app, each calling `api.searchJobs`. */
export function createSearchSessions(
  api: SearchApi,
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void),
): SearchSessions {
  const sessions = new Map<string, SearchActor>()
  return {
    obtain(criteria) {
      const key = criteriaKey(criteria)
      const cached = sessions.get(key)
      if (cached) {
        sessions.delete(key)
        sessions.set(key, cached)
        if (cached.getSnapshot().matches('failed')) cached.send({ type: 'user.retryRequested' })
        return cached
      }
      const actor = createActor(searchMachineFor(api), { inspect }).start()
      actor.send({ type: 'user.searchSubmitted', criteria })
      sessions.set(key, actor)
      for (const [oldKey, oldActor] of sessions) {
        if (sessions.size <= CACHED_SEARCHES) break
        oldActor.stop()
        sessions.delete(oldKey)
      }
      return actor
    },
    stop() {
      for (const actor of sessions.values()) actor.stop()
      sessions.clear()
    },
  }
}
