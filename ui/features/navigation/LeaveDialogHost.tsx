import { lazy, Suspense } from 'react'
import { selectAskingToLeave, selectLeaveDialog } from '../../../machines/app/selectors'
import { useApp, useAppSelector } from '../../useApp'
import { withDeferredMessages } from '../../i18n/messages'

// Its texts are deferred ones (ui/i18n/messageSplit.ts): they load with its chunk.
const LeaveDialog = lazy(withDeferredMessages(() => import('./LeaveDialog').then((module) => ({ default: module.LeaveDialog }))))

/** Shows the "Changes Not Saved" dialog while the guard asks (state confirmingLeave); its code is its own chunk. */
export function LeaveDialogHost() {
  const app = useApp()
  const asking = useAppSelector(selectAskingToLeave)
  const dialog = useAppSelector(selectLeaveDialog)
  if (!asking) return null
  const answer = (proceeds: boolean) => app.send({ type: proceeds ? 'user.leaveConfirmed' : 'user.leaveCancelled' })
  return (
    <Suspense fallback={null}>
      <LeaveDialog dialog={dialog} onAnswer={answer} />
    </Suspense>
  )
}
