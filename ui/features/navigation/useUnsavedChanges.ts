import { useEffect, useRef } from 'react'
import type { LeaveDialog } from '../../../machines/navigation/navigationGuard.machine'
import { useApp } from '../../useApp'

/** Fetches the dialog's chunk ahead, so it opens at once when the user tries to leave. */
export const preloadLeaveDialog = () => import('./LeaveDialog')

/** How a part of the page holds its changes. */
export interface UnsavedChangesOptions {
  /** The page's own choices (each leaves or stays); pass a stable value (a module constant or useMemo). */
  readonly dialog?: LeaveDialog
  /** Which part of the page holds them, when it has several forms (each holds and releases its own). */
  readonly holder?: string
  /** The user chose to lose them (Continue, leaving or signing out): forget any stored draft. */
  readonly onDiscard?: () => void
}

/**
 * Tells the navigation guard whether this part of the page holds unsaved changes. While `isDirty`, leaving the
 * page (a link, back or forward, closing or reloading the tab) or signing out first asks "Changes Not Saved":
 * Continue / Cancel, or the page's own `dialog.actions`.
 */
export function useUnsavedChanges(isDirty: boolean, { dialog, holder, onDiscard }: UnsavedChangesOptions = {}): void {
  const app = useApp()
  const discard = useRef(onDiscard)
  useEffect(() => {
    discard.current = onDiscard
  })
  useEffect(() => {
    if (!isDirty) return
    void preloadLeaveDialog()
    app.send({ type: 'page.unsavedChangesHeld', ...(dialog === undefined ? {} : { dialog }), ...(holder === undefined ? {} : { holder }) })
    const discarded = app.guard.actor.on('navigation.changesDiscarded', () => discard.current?.())
    return () => {
      discarded.unsubscribe()
      app.send({ type: 'page.unsavedChangesReleased', ...(holder === undefined ? {} : { holder }) })
    }
  }, [app, isDirty, dialog, holder])
}
