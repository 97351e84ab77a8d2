/**
 * The sign-in feature's public face: what the router, the composition root and the other features may use. Its
 * screens (LoginPage, OAuthCallback) and the sign-in flow's loader (loginRoute) are loaded by the router's dynamic
 * imports, straight from their files, so each stays its own chunk. Everything here is on the first screen already:
 * keep it so (no schema, no stylesheet, no screen), or the first screen's budget pays for it.
 */
export { useAuth, useSessionView, type AuthServices } from './authServices'
export { validateCallbackSearch } from './callbackSearch'
export { HeaderAccount } from './HeaderAccount'
export { validateLoginSearch } from './loginSearch'
