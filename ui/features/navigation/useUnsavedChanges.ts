import { useEffect } from 'react'
import type { LeaveDialog } from '../../../machines/navigation/navigationGuard.machine'
import { useApp } from '../../useApp'

/** Fetches the dialog's chunk ahead, so it opens at once when the user tries to leave. */
export const preloadLeaveDialog = () => import('./LeaveDialog')

/**
 * Tells the navigation guard whether the page holds unsaved changes. While `isDirty`, leaving the page (a link,
 * back or forward, closing or reloading the tab) first asks "Changes Not Saved": Continue / Cancel, or the
 * page's own `dialog.actions` (each leaves or stays). Pass a stable `dialog` (a module constant or useMemo).
 */
export function useUnsavedChanges(isDirty: boolean, dialog?: LeaveDialog): void {
  const app = useApp()
  useEffect(() => {
    if (!isDirty) return
    void preloadLeaveDialog()
    app.send(dialog === undefined ? { type: 'page.unsavedChangesHeld' } : { type: 'page.unsavedChangesHeld', dialog })
    return () => app.send({ type: 'page.unsavedChangesReleased' })
  }, [app, isDirty, dialog])
}
