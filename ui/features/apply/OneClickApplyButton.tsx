import { lazy, Suspense } from 'react'
import type { Job, JobSummary } from '../../../core/search'
import { withDeferredMessages } from '../../i18n/messages'
import { useAppSelector } from '../../useApp'

// Everything of 1-Click Apply (eligibility, the undo window, its texts) loads for a signed-in user only.
const OneClickApply = lazy(withDeferredMessages(() => import('./OneClickApply')))

/**
 * 1-Click Apply on search cards and the job page: for a signed-in user, the lazily loaded button, shown once the
 * server says they have an active resume and the answers on file. Visitors get nothing (and load nothing).
 */
export function OneClickApplyButton({ job }: { readonly job: Job | JobSummary }) {
  const signedIn = useAppSelector((snapshot) => snapshot.session._tag === 'SignedIn')
  if (!signedIn) return null
  return (
    <Suspense fallback={null}>
      <OneClickApply job={job} />
    </Suspense>
  )
}
