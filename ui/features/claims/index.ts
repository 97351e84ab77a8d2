/** The claims feature's public face: the claims dialog's host, a slot of the page frame (ui/router.tsx). */
export { ClaimsDialogHost } from './ClaimsDialogHost'
