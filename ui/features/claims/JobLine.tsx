import type { ClaimView } from '../../../core/claims'
import { FormattedMessage } from '../../i18n/intl'

/** One application of the dialog's lists: its job's title and company, or that the job is gone. */
export function JobLine({ claim }: { readonly claim: ClaimView }) {
  return (
    <li className="claims-dialog__job">
      {claim.job === null ? (
        <FormattedMessage id="claims.dialog.jobGone" />
      ) : (
        <FormattedMessage id="claims.dialog.job" values={{ title: claim.job.title, company: claim.job.company }} />
      )}
    </li>
  )
}
