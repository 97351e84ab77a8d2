import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { LeaveDialog } from '../../../machines/navigationGuard.machine'
import type { NavigationGuard } from '../../../machines/navigation/navigationGuard'

/** The app's navigation guard (from the router context). */
export function useNavigationGuard(): NavigationGuard {
  return useRouter().options.context.guard
}

/** Fetches the dialog's chunk ahead, so it opens at once when the user tries to leave. */
export const preloadLeaveDialog = () => import('./LeaveDialog')

/**
 * Tells the navigation guard whether the page holds unsaved changes. While `isDirty`, leaving the page (a link,
 * back or forward, closing or reloading the tab) first asks "Changes Not Saved": Continue / Cancel, or the
 * page's own `dialog.actions` (each leaves or stays). Pass a stable `dialog` (a module constant or useMemo).
 */
export function useUnsavedChanges(isDirty: boolean, dialog?: LeaveDialog): void {
  const guard = useNavigationGuard()
  useEffect(() => {
    if (!isDirty) return
    void preloadLeaveDialog()
    guard.actor.send(dialog === undefined ? { type: 'page.unsavedChangesHeld' } : { type: 'page.unsavedChangesHeld', dialog })
    return () => guard.actor.send({ type: 'page.unsavedChangesReleased' })
  }, [guard, isDirty, dialog])
}
