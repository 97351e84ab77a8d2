import { FormattedMessage } from '../../i18n/intl'
import type { JobSummary } from '../../../core/search'
import { jobActivityMessage, responseTimeMessage } from '../../../core/search'
import { useServices } from '../../services'
import { ProLink } from './ProLink'
import './answers.css'

type Answers = Pick<JobSummary, 'hiring' | 'visaSponsorship' | 'lastActivityAt' | 'responseTime' | 'alsoPostedBy'>

/**
 * What job seekers ask most, in one line of a card or the job page: "Actively hiring" (or "Active 12 days ago") · Direct hire · Sponsors work
 * visas · Usually answers within 9 hours"; then the other Pros posting the same job. Parts the answer lacks are left out.
 */
export function JobAnswers({ job, className = 'job-answers' }: { readonly job: Answers; readonly className?: string }) {
  const { clock } = useServices()
  const response = responseTimeMessage(job.responseTime)
  const others = job.alsoPostedBy ?? []
  const activity = jobActivityMessage(job.lastActivityAt, clock.now())
  // An answer from before these fields (a cached or stubbed one) shows nothing, not an empty line.
  const any = activity !== null || job.hiring !== undefined || job.visaSponsorship !== undefined || response !== null
  return (
    <>
      {any && <ul className={className}>
        {activity && (
          <li className={activity.id === 'job.activeHiring' ? 'job-answers__active' : undefined}>
            <FormattedMessage {...activity} />
          </li>
        )}
        {job.hiring && (
          <li>
            <FormattedMessage id={job.hiring === 'direct' ? 'job.hiring.direct' : 'job.hiring.agency'} />
          </li>
        )}
        {job.visaSponsorship !== undefined && (
          <li>
            <FormattedMessage id={job.visaSponsorship ? 'job.visa.yes' : 'job.visa.no'} />
          </li>
        )}
        {response && (
          <li>
            <FormattedMessage {...response} />
          </li>
        )}
      </ul>}
      {others.length > 0 && (
        <p className="job-answers__others">
          <FormattedMessage id="job.alsoPostedBy" />{' '}
          {others.map((other, index) => (
            <span key={other.jobId}>
              {index > 0 && ', '}
              <ProLink pro={other.recruiter} />
            </span>
          ))}
        </p>
      )}
    </>
  )
}
