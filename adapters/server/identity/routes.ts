import { Hono } from 'hono'
import type { Db } from '../db/db'
import type { PublicSite } from '../http/publicOrigin'
import type { Mailer } from '../mail/mailer'
import { emailRoutes } from './emailRoutes'
import type { OAuthOptions } from './oauth/providers'
import { oauthRoutes } from './oauth/routes'
import { createOAuthSignIn } from './oauth/signIn'
import { profileRoutes } from '../accounts/routes'
import { createAuthServices, type AuthOptions } from './services'
import { sessionRoutes } from './sessionRoutes'

export type { AuthOptions } from './services'

/** The auth routes' settings: the services' and the OAuth providers. */
export type AuthRouteOptions = AuthOptions & {
  /** LinkedIn, Microsoft and Facebook sign-in; a provider is offered only when configured. */
  readonly oauth?: OAuthOptions
  /** Hears why a third-party sign-in failed (never a code or token); default console.warn. */
  readonly oauthLog?: (message: string) => void
}

/**
 * Sign-in, sign-up and the session: POST /rest/auth/login, /refresh, /logout, /password, /email,
 * /reset-password, /oauth/{provider}/start, GET /rest/auth/providers and GET /rest/profile (docs/api.md, "Sign-in, sign-up and the session").
 * `site` is where mailed links and OAuth callbacks point, and which hosts may ask for them; without it the routes
 * that would hand out a link refuse (400 request.badHost).
 */
export function authRoutes(db: Db, mailer: Mailer, options: AuthRouteOptions = {}, site?: PublicSite): Hono {
  const oauth = createOAuthSignIn(db, options.oauth ?? {}, options.now ?? (() => new Date()), options.oauthLog)
  // authenticate() reads `oauth` from the services (AuthenticateServices).
  const services = { ...createAuthServices(db, mailer, options), oauth }
  const routes = new Hono()
  routes.route('/', oauthRoutes(services, oauth, site))
  routes.route('/', sessionRoutes(services))
  routes.route('/', profileRoutes(services, site))
  routes.route('/', emailRoutes(services, site))
  // Which sign-in buttons to show: only configured providers.
  routes.get('/rest/auth/providers', (c) =>
    c.json({ providers: ['password', 'email', ...(options.google ? ['google'] : []), ...oauth.providers], googleClientId: options.google?.clientId ?? null }),
  )
  return routes
}
