import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { Job, JobSummary } from '../../../core/search'
import { useApp } from '../../useApp'
import { useIsSaved } from './useSavedJobs'
import './saveJob.css'

/** A bookmark: outlined, or filled once saved (the state is not colour only; aria-pressed says it too). */
export function BookmarkIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg className="save-job__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6 3h12v18l-6-4.5L6 21z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * The Save toggle of a job (search cards, the job page): a button with aria-pressed named "Save {title}". The
 * first press loads the saved-jobs machine; signed out the job is kept on the device, signed in in the account.
 */
export function SaveJobButton({ job }: { readonly job: Job | JobSummary }) {
  const app = useApp()
  const intl = useIntl()
  const saved = useIsSaved(job.id)
  return (
    <button
      type="button"
      className="button save-job"
      aria-pressed={saved}
      aria-label={intl.formatMessage({ id: 'saveJob.label' }, { title: job.title })}
      onClick={() => void app.savedJobs.toggle(job).catch(() => undefined)}
    >
      <BookmarkIcon filled={saved} />
      <FormattedMessage id="saveJob.save" />
    </button>
  )
}
