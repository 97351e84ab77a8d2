import type { Job } from '../../../core/search'
import { payRangeMessage } from '../../../core/search'
import { FormattedMessage } from '../../i18n/intl'

/** The job under the heading: company and place, and its pay. */
export function JobSummaryLine({ job }: { readonly job: Job }) {
  const pay = payRangeMessage(job)
  return (
    <p className="apply-page__job">
      <FormattedMessage id="apply.at" values={{ company: job.company, city: job.location.address.city, state: job.location.address.state }} />
      {' · '}
      <FormattedMessage id={pay.id} values={pay.values} />
    </p>
  )
}
