import { Link } from '@tanstack/react-router'
import { FormattedMessage } from '../../i18n/intl'
import { BookmarkIcon } from './SaveJobButton'
import { useSavedJobsView } from './useSavedJobs'

/**
 * The header's small "Saved jobs" link for a signed-out visitor who saved jobs on this device (signed in, the
 * account menu has it).
 */
export function SavedJobsLink() {
  const view = useSavedJobsView()
  if (view === null || view.signedIn || view.list.length === 0) return null
  return (
    <Link to="/saved-jobs" className="saved-jobs-link">
      <BookmarkIcon filled />
      <span className="saved-jobs-link__text">
        <FormattedMessage id="saveJob.listLink" />
      </span>
    </Link>
  )
}
