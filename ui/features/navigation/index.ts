/** The navigation feature's public face: the router's guard and its binding, the leave dialog's host, useUnsavedChanges. */
export { attachNavigationGuard } from './attachGuard'
export { LeaveDialogHost } from './LeaveDialogHost'
export { guardNavigation } from './routerGuard'
export { useUnsavedChanges } from './useUnsavedChanges'
