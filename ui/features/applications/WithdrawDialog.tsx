import { useSelector } from '@xstate/react'
import { useEffect, useId, useRef, type SyntheticEvent } from 'react'
import { FormattedMessage } from '../../i18n/intl'
import type { ApplicationActor, ApplicationSnapshot } from '../../../machines/applications/application.machine'

const selectConfirming = (snapshot: ApplicationSnapshot) => snapshot.matches({ ready: 'confirmingWithdraw' })
const selectWithdrawing = (snapshot: ApplicationSnapshot) => snapshot.matches({ ready: 'withdrawing' })

/** Withdraw, after a confirmation in a native modal dialog (Escape or "Keep it" cancels; focus returns to the button). */
export function WithdrawDialog({ flow }: { readonly flow: ApplicationActor }) {
  const confirming = useSelector(flow, selectConfirming)
  const withdrawing = useSelector(flow, selectWithdrawing)
  return (
    <section className="application-page__section">
      <button type="button" className="button button--danger" aria-disabled={withdrawing || undefined} onClick={() => flow.send({ type: 'user.withdrawRequested' })}>
        <FormattedMessage id={withdrawing ? 'myApplications.withdraw.working' : 'myApplications.withdraw.button'} />
      </button>
      {confirming && <ConfirmDialog flow={flow} />}
    </section>
  )
}

function ConfirmDialog({ flow }: { readonly flow: ApplicationActor }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const bodyId = useId()
  useEffect(() => {
    const element = ref.current
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (element !== null && !element.open) element.showModal()
    return () => {
      element?.close()
      if (opener?.isConnected) opener.focus()
    }
  }, [])
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    flow.send({ type: 'user.withdrawCancelled' })
  }
  return (
    <dialog ref={ref} className="withdraw-dialog" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={onCancel}>
      <h2 id={titleId} className="withdraw-dialog__title">
        <FormattedMessage id="myApplications.withdraw.confirmTitle" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="myApplications.withdraw.confirmText" />
      </p>
      <div className="withdraw-dialog__actions">
        <button type="button" className="button" autoFocus onClick={() => flow.send({ type: 'user.withdrawCancelled' })}>
          <FormattedMessage id="myApplications.withdraw.cancel" />
        </button>
        <button type="button" className="button button--danger" onClick={() => flow.send({ type: 'user.withdrawConfirmed' })}>
          <FormattedMessage id="myApplications.withdraw.confirm" />
        </button>
      </div>
    </dialog>
  )
}
