/** The navigation feature's public face: the router's guard and its binding, the leave dialog's host, useUnsavedChanges, the focus move after a route change. */
export { attachNavigationGuard } from './attachGuard'
export { LeaveDialogHost } from './LeaveDialogHost'
export { guardNavigation } from './routerGuard'
export { attachRouteFocus } from './routeFocus'
export { useUnsavedChanges } from './useUnsavedChanges'
