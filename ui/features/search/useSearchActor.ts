import { useMemo } from 'react'
import type { SnapshotFrom } from 'xstate'
import type { SearchCriteria } from '../../../core/search'
import type { searchPaginationMachine } from '../../../machines/search/searchPagination.machine'
import { useApp } from '../../useApp'
import { criteriaKey, type SearchActor } from '../../../machines/search/searchSession'

/** The app's search actor for these criteria, kept alive across navigations (machines/search/searchSession.ts). */
export function useSearchActor(criteria: SearchCriteria): SearchActor {
  const app = useApp()
  const key = criteriaKey(criteria)
  return useMemo(() => app.search(JSON.parse(key) as SearchCriteria), [app, key])
}

type SearchSnapshot = SnapshotFrom<typeof searchPaginationMachine>

/** What the results area shows, as one word (a stable selector value). */
export type SearchView = 'idle' | 'loading' | 'results' | 'loadingMore' | 'exhausted' | 'failed'

/** Narrow selectors over the search actor's snapshot, for useSelector. */
export const selectView = (snapshot: SearchSnapshot): SearchView => {
  if (snapshot.matches('loadingFirstPage')) return 'loading'
  if (snapshot.matches('showingResults')) return 'results'
  if (snapshot.matches('loadingMore')) return 'loadingMore'
  if (snapshot.matches('exhausted')) return 'exhausted'
  if (snapshot.matches('failed')) return 'failed'
  return 'idle'
}
export const selectJobs = (snapshot: SearchSnapshot) => snapshot.context.jobs
export const selectAlternatives = (snapshot: SearchSnapshot) => snapshot.context.alternatives
export const selectWiderRadius = (snapshot: SearchSnapshot) => snapshot.context.widerRadius
export const selectRelatedTitles = (snapshot: SearchSnapshot) => snapshot.context.relatedTitles
export const selectFacets = (snapshot: SearchSnapshot) => snapshot.context.facets
export const selectPlaceKind = (snapshot: SearchSnapshot) => snapshot.context.placeKind
export const selectMessage = (snapshot: SearchSnapshot) => snapshot.context.message
export const selectError = (snapshot: SearchSnapshot) => snapshot.context.error
export const selectTotal = (snapshot: SearchSnapshot) => snapshot.context.total
export const selectTotalIsExact = (snapshot: SearchSnapshot) => snapshot.context.totalIsExact
export const selectJobCount = (snapshot: SearchSnapshot) => snapshot.context.jobs.length
