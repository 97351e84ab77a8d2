import type { Db } from '../db/db'
import type { Mailer } from '../mail/mailer'
import type { OAuthOptions } from './oauth/providers'
import { createOAuthSignIn, type OAuthSignIn } from './oauth/signIn'
import { createAuthServices, type AuthOptions, type AuthServices } from './services'

/** The auth routes' settings: the services' and the OAuth providers. */
export type AuthRouteOptions = AuthOptions & {
  /** LinkedIn, Microsoft and Facebook sign-in; a provider is offered only when configured. */
  readonly oauth?: OAuthOptions
  /** Hears why a third-party sign-in failed (never a code or token); default console.warn. */
  readonly oauthLog?: (message: string) => void
}

/** Identity's services with third-party sign-in: what identity's and accounts' routes are given. */
export type IdentityServices = AuthServices & { readonly oauth: OAuthSignIn }

/** Builds identity on the database (its stores, tokens, rate limits, OAuth sign-in); the routes never see the Db. */
export function createIdentityServices(db: Db, mailer: Mailer, options: AuthRouteOptions = {}): IdentityServices {
  const oauth = createOAuthSignIn(db, options.oauth ?? {}, options.now ?? (() => new Date()), options.oauthLog)
  // authenticate() reads `oauth` from the services (AuthenticateServices).
  return { ...createAuthServices(db, mailer, options), oauth }
}
