import { useCallback, useSyncExternalStore } from 'react'
import type { JobId } from '../../../core/search'
import type { SavedJobsView } from '../../../machines/savedJobs/savedJobsRuntime'
import { useApp } from '../../useApp'

/** The saved jobs as shown (optimistic), or null while their code has not loaded (nothing shows as saved). */
export function useSavedJobsView(): SavedJobsView | null {
  const { savedJobs } = useApp()
  return useSyncExternalStore(savedJobs.subscribe, savedJobs.view)
}

/** Whether this job shows as saved; re-renders only when that changes. */
export function useIsSaved(jobId: JobId): boolean {
  const { savedJobs } = useApp()
  const read = useCallback(() => savedJobs.view()?.ids.has(jobId) ?? false, [savedJobs, jobId])
  return useSyncExternalStore(savedJobs.subscribe, read)
}
