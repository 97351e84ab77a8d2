import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { formatLongDate } from '../../../core/i18n/longDate'
import type { MessageId } from '../../../core/i18n/en-US'
import type { Job } from '../../../core/search'
import { PayConversion, PayRange, PostedAgo } from './JobFacts'
import { jobTypeMessageId, workplaceMessage } from '../../../core/search'

function Fact({ label, children }: { readonly label: MessageId; readonly children: ReactNode }) {
  return (
    <div className="job-page__fact">
      <dt>
        <FormattedMessage id={label} />
      </dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The job's facts as a description list: pay, location, type, workplace, posted date. */
export function JobDetailsFacts({ job }: { readonly job: Job }) {
  const intl = useIntl()
  return (
    <dl className="job-page__facts" aria-label={intl.formatMessage({ id: 'job.facts' })}>
      <Fact label="job.facts.pay">
        <PayRange job={job} />
        <PayConversion job={job} className="job-page__age" />
      </Fact>
      <Fact label="job.facts.location">
        <FormattedMessage id="job.location" values={job.location.address} />
      </Fact>
      <Fact label="job.facts.type">
        <FormattedMessage id={jobTypeMessageId(job.jobType)} />
      </Fact>
      <Fact label="job.facts.workplace">
        <FormattedMessage {...workplaceMessage(job)} />
      </Fact>
      <Fact label="job.facts.posted">
        <time dateTime={job.postedAt}>{formatLongDate(intl, job.postedAt)}</time>{' '}
        <span className="job-page__age">
          (<PostedAgo postedAt={job.postedAt} bare />)
        </span>
      </Fact>
    </dl>
  )
}
