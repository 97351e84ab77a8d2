import type { AppSnapshot } from './appActor'

/** Narrow reads of the app actor's snapshot, for `useSelector(app, selector)`: each returns a stable value. */
export const selectSession = (snapshot: AppSnapshot) => snapshot.session
/** The guard asks "Changes Not Saved" (state confirmingLeave): the UI shows the dialog. */
export const selectAskingToLeave = (snapshot: AppSnapshot) => snapshot.navigation.matches('confirmingLeave')
/** The dialog the page on screen asked for (its own title, text and actions), or null for the default one. */
export const selectLeaveDialog = (snapshot: AppSnapshot) => snapshot.navigation.context.leaveDialog
