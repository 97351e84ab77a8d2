import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { decideAccess } from '../../../core/session'
import type { AuthServices } from './authServices'

interface GuardArgs {
  readonly context: { readonly auth: AuthServices }
  readonly location: ParsedLocation
}

/**
 * beforeLoad of a route that needs login: an anonymous visitor is redirected to
 * `/login?redirect=<the full target path>` (core/session decideAccess), and comes back after signing in.
 */
export const requireSignIn = ({ context, location }: GuardArgs): void => {
  const view = context.auth.session.current()
  const facts = {
    loggedIn: view._tag === 'SignedIn',
    admin: view._tag === 'SignedIn' && view.profile?.admin === true,
    email: null,
  }
  const decision = decideAccess({ href: location.href, requiresAuth: true, requiresAdmin: false }, facts)
  if (decision._tag === 'Redirected') throw redirect({ href: decision.to })
}
