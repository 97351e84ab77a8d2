import { useSyncExternalStore } from 'react'
import type { ApplicationsView } from '../../../machines/applications/applicationsView'
import { useApp } from '../../useApp'

/** The applications' badge view (signed in: badge-info; signed out: this device's), or null until their code has loaded. */
export function useApplicationsView(): ApplicationsView | null {
  const { applications } = useApp()
  return useSyncExternalStore(applications.subscribe, applications.view)
}

/** Whether this job was applied to (false until the applications' code has loaded); re-renders only when that changes. */
export function useApplied(jobId: string): boolean {
  const { applications } = useApp()
  return useSyncExternalStore(applications.subscribe, () => applications.view()?.appliedJobIds.has(jobId) ?? false)
}
