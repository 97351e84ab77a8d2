import { useEffect, useRef } from 'react'
import type { ClaimsView } from '../../../machines/claims/claimsRuntime'
import { ModalDialog } from '../../components/ModalDialog'
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
 * The claims dialog (ModalDialog: the page behind is inert, Escape closes, focus stays inside),
 * listing the applications now in the account and, for those made with another email, the code entry. Focus starts
 * on the code field when a code is asked for, else on Close, and moves to Close once the code is accepted; the
 * control that had it before gets it back when the dialog closes.
 */
export function ClaimsDialog({ view, onCode, onClose }: ClaimsDialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const intl = useIntl()
  const asking = view.pending.length > 0

  useEffect(() => {
    const dialog = closeRef.current?.closest('dialog')
    if (!asking && dialog?.contains(document.activeElement) !== true) closeRef.current?.focus()
  }, [asking])

  return (
    <ModalDialog title={<FormattedMessage id="claims.dialog.title" />} onEscape={onClose} className="claims-dialog">
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
      <div className="modal-dialog__actions">
        <button ref={closeRef} type="button" className="button" autoFocus={!asking} onClick={onClose}>
          <FormattedMessage id={asking ? 'claims.dialog.later' : 'claims.dialog.close'} />
        </button>
      </div>
    </ModalDialog>
  )
}
