import { useSelector } from '@xstate/react'
import { ConfirmDialog, type ConfirmAction } from '../../components/ConfirmDialog'
import { FormattedMessage } from '../../i18n/intl'
import type { ApplicationActor, ApplicationSnapshot } from '../../../machines/applications/application.machine'

const selectConfirming = (snapshot: ApplicationSnapshot) => snapshot.matches({ ready: 'confirmingWithdraw' })
const selectWithdrawing = (snapshot: ApplicationSnapshot) => snapshot.matches({ ready: 'withdrawing' })
/** Keep it (focused first, and Escape) or Withdraw. */
const WITHDRAW_ACTIONS: readonly ConfirmAction[] = [
  { labelId: 'myApplications.withdraw.cancel', proceeds: false },
  { labelId: 'myApplications.withdraw.confirm', proceeds: true, tone: 'danger' },
]

/** Withdraw, after a confirmation in a native modal dialog (Escape or "Keep it" cancels; focus returns to the button). */
export function WithdrawDialog({ flow }: { readonly flow: ApplicationActor }) {
  const confirming = useSelector(flow, selectConfirming)
  const withdrawing = useSelector(flow, selectWithdrawing)
  return (
    <section className="application-page__section">
      <button type="button" className="button button--danger" aria-disabled={withdrawing || undefined} onClick={() => flow.send({ type: 'user.withdrawRequested' })}>
        <FormattedMessage id={withdrawing ? 'myApplications.withdraw.working' : 'myApplications.withdraw.button'} />
      </button>
      {confirming && <ConfirmWithdraw flow={flow} />}
    </section>
  )
}

function ConfirmWithdraw({ flow }: { readonly flow: ApplicationActor }) {
  const answer = (withdraw: boolean) => flow.send({ type: withdraw ? 'user.withdrawConfirmed' : 'user.withdrawCancelled' })
  return <ConfirmDialog titleId="myApplications.withdraw.confirmTitle" bodyId="myApplications.withdraw.confirmText" actions={WITHDRAW_ACTIONS} onAnswer={answer} />
}
