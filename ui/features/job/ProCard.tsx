import { useId } from 'react'
import { Link } from '@tanstack/react-router'
import { FormattedMessage } from '../../i18n/intl'
import { companyMark, responseTimeMessage, type Job } from '../../../core/search'

/**
 * The recruiter (the Pro) of a job as a box of the side column: a generated mark, the name linked to their page
 * (/pro/{slug}, the landing page until Pro pages are built), what they do for this job.
 */
export function ProCard({ job }: { readonly job: Job }) {
  const headingId = useId()
  const mark = companyMark(job.recruiter.name)
  const promise = responseTimeMessage(job.responseTime)
  return (
    <section className="job-aside__box pro-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="jobPage.pro.title" />
      </h2>
      <div className="pro-card__who">
        <span className={`company-mark company-mark--${mark.tone} pro-card__mark`} aria-hidden="true">
          {mark.initials}
        </span>
        <p className="pro-card__name">
          <Link to="/pro/$slug" params={{ slug: job.recruiter.slug }}>
            {job.recruiter.name}
          </Link>
          <span className="pro-card__role">
            <FormattedMessage id="jobPage.pro.role" />
          </span>
        </p>
      </div>
      <p>
        <FormattedMessage id="jobPage.pro.about" values={{ company: job.company }} />
      </p>
      {promise && (
        <p className="pro-card__promise">
          <FormattedMessage {...promise} />
        </p>
      )}
    </section>
  )
}
