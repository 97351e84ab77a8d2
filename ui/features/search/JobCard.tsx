import { memo, useCallback, useId } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { JobSummary } from '../../../core/search'
import { CompanyName, JobAnswers, JobCardFacts, JobLink } from '../job'
import { NewJobBadge, SaveJobButton } from '../savedJobs'
import { AppliedBadge } from '../applications'
import { OneClickApplyButton } from '../apply'
import { useRecordAction } from '../../services'

interface JobCardProps {
  readonly job: JobSummary
  /** Moves keyboard focus to this card's link when it appears (the first job a "Show more" brought). */
  readonly focusOnMount?: boolean
}

/** One search result: an <article> named by its heading link to the job's details. */
export const JobCard = memo(function JobCard({ job, focusOnMount = false }: JobCardProps) {
  const headingId = useId()
  const focusLink = useCallback(
    (link: HTMLAnchorElement | null) => {
      if (link && focusOnMount) link.focus({ preventScroll: false })
    },
    [focusOnMount],
  )
  return (
    <article className="job-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="job-card__title">
        <JobLink ref={focusLink} job={job} className="job-card__link">
          {job.title}
        </JobLink>
      </h3>
      <SaveJobButton job={job} />
      <NewJobBadge postedAt={job.postedAt} />
      <AppliedBadge jobId={job.id} />
      <CompanyName name={job.company} className="company job-card__company" />
      <p className="job-card__pro">
        <FormattedMessage id="job.via" values={{ name: job.recruiter.name }} />
      </p>
      <JobCardFacts job={job} />
      <JobAnswers job={job} />
      <p className="job-card__summary">{job.summary}</p>
      <OneClickApplyButton job={job} />
    </article>
  )
})

interface JobListProps {
  readonly jobs: readonly JobSummary[]
  /** Index of the job whose link takes focus when it appears, if any. */
  readonly focusIndex?: number | null
}

/** Jobs as an ordered list of cards. */
export function JobList({ jobs, focusIndex = null }: JobListProps) {
  const record = useRecordAction()
  return (
    <ol className="job-list">
      {jobs.map((job, index) => (
        // A click on the card's heading link opens the job (its own buttons do not).
        <li key={job.id} onClick={(event) => (event.target as Element).closest('.job-card__link') && record({ name: 'job.opened', data: { from: 'results', position: index + 1 } })}>
          <JobCard job={job} focusOnMount={index === focusIndex} />
        </li>
      ))}
    </ol>
  )
}
