import { FormattedMessage } from '../../i18n/intl'
import './appliedBadge.css'
import { useApplied } from './useApplicationsView'

/**
 * "Applied" on a search card once the user applied to the job (signed in: the account's, from badge-info; signed
 * out: this device's, once the applications' code has loaded: JobAppliedBadge loads it).
 */
export function AppliedBadge({ jobId }: { readonly jobId: string }) {
  if (!useApplied(jobId)) return null
  return (
    <span className="applied-badge">
      <FormattedMessage id="appliedBadge.label" />
    </span>
  )
}
