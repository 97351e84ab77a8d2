import { useEffect } from 'react'
import { useApp } from '../../useApp'
import { AppliedBadge } from './AppliedBadge'

/** "Applied" on the job page: it asks for the applications' code (a visitor's device rows), off the first screen. */
export function JobAppliedBadge({ jobId }: { readonly jobId: string }) {
  const { applications } = useApp()
  useEffect(() => applications.ensureLoaded(), [applications])
  return <AppliedBadge jobId={jobId} />
}
