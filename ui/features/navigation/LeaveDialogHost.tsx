import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { useNavigationGuard } from './useUnsavedChanges'

const LeaveDialog = lazy(() => import('./LeaveDialog').then((module) => ({ default: module.LeaveDialog })))

/** Shows the "Changes Not Saved" dialog while the guard asks (state confirmingLeave); its code is its own chunk. */
export function LeaveDialogHost() {
  const guard = useNavigationGuard()
  const asking = useSelector(guard.actor, (snapshot) => snapshot.matches('confirmingLeave'))
  const dialog = useSelector(guard.actor, (snapshot) => snapshot.context.leaveDialog)
  if (!asking) return null
  return (
    <Suspense fallback={null}>
      <LeaveDialog dialog={dialog} onAnswer={guard.answerLeave} />
    </Suspense>
  )
}
