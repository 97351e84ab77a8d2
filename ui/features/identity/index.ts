/**
 * The sign-in feature's public face: its routes, the header's account entry, and the session hooks other features use.
 * Its screens (LoginPage, OAuthCallback) and the sign-in flow's loader (loginRoute) are loaded by its routes' dynamic
 * imports, so each stays its own chunk. Everything here is on the first screen already: keep it so (no schema, no
 * stylesheet, no screen), or the first screen's budget pays for it.
 */
export { useAuth, useSessionView } from './authServices'
export { HeaderAccount } from './HeaderAccount'
export { identityRoutes } from './routes'
