import { useState } from 'react'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import type { MessageId } from '../../../core/i18n/en-US'
import { useRecordAction } from '../../services'

type Outcome = 'jobPage.share.copied' | 'jobPage.share.copyFailed' | null

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function'

/** Share the job: the system's share sheet where the browser has one, else copy the link, saying how it went. */
export function ShareJob({ title }: { readonly title: string }) {
  const intl = useIntl()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const share = canShare()
  const record = useRecordAction()
  const label: MessageId = share ? 'jobPage.share' : 'jobPage.share.copy'
  const onClick = async () => {
    const url = window.location.href
    record({ name: 'job.shared', data: { via: share ? 'sheet' : 'copy' } })
    if (share) {
      // Cancelling the share sheet rejects: nothing to say then.
      await navigator.share({ title, url }).catch(() => undefined)
      return
    }
    const copied = await navigator.clipboard?.writeText(url).then(() => true, () => false)
    setOutcome(copied ? 'jobPage.share.copied' : 'jobPage.share.copyFailed')
  }
  return (
    <section className="job-aside__box" aria-label={intl.formatMessage({ id: 'jobPage.share.title' })}>
      <button type="button" className="button job-aside__share" onClick={() => void onClick()}>
        <FormattedMessage id={label} />
      </button>
      <p role="status" className="job-aside__status">
        {outcome ? <FormattedMessage id={outcome} /> : null}
      </p>
    </section>
  )
}
