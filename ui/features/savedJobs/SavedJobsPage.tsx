import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { SavedJob } from '../../../core/savedJobs'
import { usePageMeta } from '../../shell/usePageMeta'
import { SaveJobButton } from './SaveJobButton'
import { useSavedJobsView } from './useSavedJobs'
import './savedJobs.css'

/**
 * The saved list, plus the jobs unsaved on this page since it opened: they stay in place with their toggle off, so
 * focus never falls off a removed item and a second press saves the job again. They are gone on the next visit.
 */
function useListWithUnsaved(list: readonly SavedJob[]): readonly SavedJob[] {
  const [seen, setSeen] = useState<readonly SavedJob[]>(list)
  const missing = list.filter((entry) => !seen.some((kept) => kept.job.id === entry.job.id))
  if (missing.length > 0) setSeen([...missing, ...seen])
  const current = new Map(list.map((entry) => [entry.job.id, entry]))
  return seen.map((kept) => current.get(kept.job.id) ?? kept)
}

/** `/saved-jobs`: the jobs saved on this device (signed out) or in the account, newest first, each with its toggle. */
export function SavedJobsPage() {
  const intl = useIntl()
  const view = useSavedJobsView()
  usePageMeta({ title: intl.formatMessage({ id: 'savedJobs.title' }), description: intl.formatMessage({ id: 'savedJobs.description' }) })
  const list = view?.list ?? []
  const shown = useListWithUnsaved(list)
  return (
    <section className="saved-jobs" aria-labelledby="saved-jobs-title">
      <h1 id="saved-jobs-title" tabIndex={-1}>
        <FormattedMessage id="savedJobs.title" />
      </h1>
      {view === null || view.loading ? (
        <p role="status">
          <FormattedMessage id="savedJobs.loading" />
        </p>
      ) : (
        <p role="status" className="saved-jobs__count">
          <FormattedMessage id="savedJobs.count" values={{ count: list.length }} />
        </p>
      )}
      {view !== null && !view.signedIn && list.length > 0 && (
        <p className="saved-jobs__device">
          <FormattedMessage id="savedJobs.onDevice" />{' '}
          <Link to="/login" search={{ redirect: '/saved-jobs' }}>
            <FormattedMessage id="savedJobs.signIn" />
          </Link>
        </p>
      )}
      {view !== null && !view.loading && shown.length === 0 && (
        <p>
          <FormattedMessage id="savedJobs.empty" />{' '}
          <Link to="/search">
            <FormattedMessage id="savedJobs.findJobs" />
          </Link>
        </p>
      )}
      {shown.length > 0 && (
        <ol className="saved-jobs__list">
          {shown.map((saved) => (
            <li key={saved.job.id}>
              <SavedJobItem saved={saved} />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function SavedJobItem({ saved: { job, savedAt } }: { readonly saved: SavedJob }) {
  const intl = useIntl()
  return (
    <article className="saved-job" aria-labelledby={`saved-job-${job.id}`}>
      <h2 id={`saved-job-${job.id}`} className="saved-job__title">
        <Link to="/details/$slug/$jobId" params={{ slug: job.slug, jobId: job.id }}>
          {job.title}
        </Link>
      </h2>
      <p className="saved-job__facts">
        {job.company}
        {' · '}
        <FormattedMessage id="job.location" values={{ city: job.location.address.city, state: job.location.address.state }} />
        {' · '}
        <FormattedMessage id="savedJobs.savedOn" values={{ when: intl.formatDate(savedAt, { dateStyle: 'medium' }) }} />
      </p>
      <SaveJobButton job={job} />
    </article>
  )
}
