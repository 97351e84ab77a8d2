/**
 * The account feature's public face: its route subtree under /settings. Its pages (AccountPage, ChangeEmailPage) are
 * loaded by its routes' dynamic imports, so each stays its own chunk.
 */
export { accountRoutes } from './routes'
