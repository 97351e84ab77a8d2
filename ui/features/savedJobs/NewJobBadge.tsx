import { FormattedMessage } from '../../i18n/intl'
import { postedSince } from '../../../core/storage'
import { useApp } from '../../useApp'

/** "New" (as text) on a job posted since the user's previous visit on this device; nothing on a first visit. */
export function NewJobBadge({ postedAt }: { readonly postedAt: string }) {
  const { previousVisit } = useApp()
  if (!postedSince(postedAt, previousVisit)) return null
  return (
    <span className="new-job-badge">
      <FormattedMessage id="newJob.badge" />
    </span>
  )
}
