import { memo, useCallback, useId } from 'react'
import { Link } from '@tanstack/react-router'
import type { JobSummary } from '../../../core/search'
import { JobCardFacts } from '../job'
import { NewJobBadge, SaveJobButton } from '../savedJobs'

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
        <Link
          ref={focusLink}
          to="/details/$slug/$jobId"
          params={{ slug: job.slug, jobId: job.id }}
          className="job-card__link"
        >
          {job.title}
        </Link>
      </h3>
      <SaveJobButton job={job} />
      <NewJobBadge postedAt={job.postedAt} />
      <p className="job-card__pro">{job.recruiter.name}</p>
      <JobCardFacts job={job} />
      <p className="job-card__summary">{job.summary}</p>
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
  return (
    <ol className="job-list">
      {jobs.map((job, index) => (
        <li key={job.id}>
          <JobCard job={job} focusOnMount={index === focusIndex} />
        </li>
      ))}
    </ol>
  )
}
