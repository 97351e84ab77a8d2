import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { JobSummary } from '../../../core/search'
import { useServices } from '../../services'
import { jobTypeMessageId, payConversionMessage, payRangeMessage, postedAge, workplaceMessageId } from '../../../core/search'

type JobFactsSource = Pick<
  JobSummary,
  'compensation' | 'compensationMin' | 'compensationMax' | 'location' | 'jobType' | 'remote' | 'postedAt'
>

/** The pay range with its period: "$80,000 – $100,000 a year". */
export function PayRange({ job }: { readonly job: JobFactsSource }) {
  const pay = payRangeMessage(job)
  return <FormattedMessage id={pay.id} values={pay.values} />
}

/** The pay in the other period, "(about $93,600 a year)", or nothing when the pay is not specified. */
export function PayConversion({ job, className }: { readonly job: JobFactsSource; readonly className: string }) {
  const other = payConversionMessage(job)
  if (!other) return null
  return (
    <span className={className}>
      {' '}
      <FormattedMessage id="job.pay.converted" values={{ pay: <FormattedMessage id={other.id} values={other.values} /> }} />
    </span>
  )
}

/** "Posted 3 days ago" ("3 days ago" when bare), as a <time> carrying the exact timestamp. */
export function PostedAgo({ postedAt, bare = false }: { readonly postedAt: string; readonly bare?: boolean }) {
  const intl = useIntl()
  const { clock } = useServices()
  const age = postedAge(postedAt, clock.now())
  if (!age) return null
  const when = intl.formatRelativeTime(age.value, age.unit, { numeric: 'auto' })
  return (
    <time dateTime={postedAt} title={intl.formatDate(postedAt, { dateStyle: 'long' })}>
      {bare ? when : <FormattedMessage id="job.postedRelative" values={{ when }} />}
    </time>
  )
}

/**
 * The short facts of a job card as list items: pay, place, type, workplace, age. The pay's other-period
 * equivalent is read by screen readers and shows on hover or while the card has focus (search.css).
 */
export function JobCardFacts({ job }: { readonly job: JobFactsSource }) {
  return (
    <ul className="job-facts">
      <li className="job-facts__pay">
        <PayRange job={job} />
        <PayConversion job={job} className="job-facts__pay-note" />
      </li>
      <li>
        <FormattedMessage id="job.location" values={job.location.address} />
      </li>
      <li>
        <FormattedMessage id={jobTypeMessageId(job.jobType)} />
      </li>
      <li>
        <FormattedMessage id={workplaceMessageId(job.remote)} />
      </li>
      <li>
        <PostedAgo postedAt={job.postedAt} />
      </li>
    </ul>
  )
}
