import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { JobSummary } from '../../../core/search'
import { useServices } from '../../services'
import { jobTypeMessageId, payRangeMessage, postedAge, workplaceMessageId } from '../../../core/search'

type JobFactsSource = Pick<
  JobSummary,
  'compensation' | 'compensationMin' | 'compensationMax' | 'location' | 'jobType' | 'remote' | 'postedAt'
>

/** The pay range with its period: "$80,000 – $100,000 a year". */
export function PayRange({ job }: { readonly job: JobFactsSource }) {
  const pay = payRangeMessage(job)
  return <FormattedMessage id={pay.id} values={pay.values} />
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

/** The short facts of a job card as list items: pay, place, type, workplace, age. */
export function JobCardFacts({ job }: { readonly job: JobFactsSource }) {
  return (
    <ul className="job-facts">
      <li className="job-facts__pay">
        <PayRange job={job} />
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
