import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import type { ClaimsView } from '../../../machines/claims/claimsRuntime'
import { FormattedMessage, useIntl } from '../../i18n/intl'
import { ClaimCodeForm } from './ClaimCodeForm'
import { JobLine } from './JobLine'
import './claims.css'

interface ClaimsDialogProps {
  readonly view: ClaimsView
  readonly onCode: (code: string) => void
  readonly onClose: () => void
}

/**
 * The claims dialog: a native modal (showModal: the page behind is inert, Escape closes, focus stays inside),
 * listing the applications now in the account and, for those made with another email, the code entry. Focus starts
 * on the code field when a code is asked for, else on Close, and moves to Close once the code is accepted; the
 * control that had it before gets it back when the dialog closes.
 */
export function ClaimsDialog({ view, onCode, onClose }: ClaimsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const intl = useIntl()
  const asking = view.pending.length > 0

  useEffect(() => {
    const element = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (element !== null && !element.open) element.showModal()
    return () => {
      element?.close()
      if (opener?.isConnected && opener.checkVisibility()) opener.focus()
    }
  }, [])
  useEffect(() => {
    if (!asking && ref.current?.contains(document.activeElement) !== true) closeRef.current?.focus()
  }, [asking])

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    onClose()
  }
  return (
    <dialog ref={ref} className="claims-dialog" aria-labelledby={titleId} onCancel={onCancel}>
      <h2 id={titleId} className="claims-dialog__title">
        <FormattedMessage id="claims.dialog.title" />
      </h2>
      {view.claimed.length > 0 && (
        <section aria-label={intl.formatMessage({ id: 'claims.dialog.claimedList' })}>
          <p role="status">
            <FormattedMessage id="claims.dialog.claimedIntro" values={{ count: view.claimed.length }} />
          </p>
          <ul className="claims-dialog__list">
            {view.claimed.map((claim) => <JobLine key={claim.id} claim={claim} />)}
          </ul>
        </section>
      )}
      {asking && <ClaimCodeForm view={view} onCode={onCode} />}
      <div className="claims-dialog__actions">
        <button ref={closeRef} type="button" className="button" autoFocus={!asking} onClick={onClose}>
          <FormattedMessage id={asking ? 'claims.dialog.later' : 'claims.dialog.close'} />
        </button>
      </div>
    </dialog>
  )
}
