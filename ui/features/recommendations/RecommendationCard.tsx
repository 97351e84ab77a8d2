import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import type { MessageId } from '../../../core/i18n/en-US'
import type { Recommendation, RecommendationReason } from '../../../core/recommendations'
import { payRangeMessage } from '../../../core/search'
import { FormattedMessage } from '../../i18n/intl'

const REASON_MESSAGES: Record<RecommendationReason['kind'], MessageId> = {
  title: 'recommendations.reason.title',
  skill: 'recommendations.reason.skill',
  location: 'recommendations.reason.location',
  search: 'recommendations.reason.search',
  applied: 'recommendations.reason.applied',
}

/** One recommended job: its title (the link to its page), company, place and pay, and in one line why it is here. */
export function RecommendationCard({ recommendation: { job, reason } }: { readonly recommendation: Recommendation }) {
  const headingId = useId()
  const pay = payRangeMessage(job)
  return (
    <article className="recommendation" aria-labelledby={headingId}>
      <h3 id={headingId} className="recommendation__title">
        <Link to="/details/$slug/$jobId" params={{ slug: job.slug, jobId: job.id }}>
          {job.title}
        </Link>
      </h3>
      <p className="recommendation__company">{job.company}</p>
      <p className="recommendation__facts">
        {job.remote ? <FormattedMessage id="job.remote" /> : <FormattedMessage id="job.location" values={{ city: job.location.address.city, state: job.location.address.state }} />}
        {' · '}
        <FormattedMessage id={pay.id} values={pay.values} />
      </p>
      <p className="recommendation__reason">
        <FormattedMessage id={REASON_MESSAGES[reason.kind]} values={{ value: reason.value }} />
      </p>
    </article>
  )
}
