import { Hono } from 'hono'
import type { PublicSite } from '../http/publicOrigin'
import type { AuthRouteOptions, IdentityServices } from './compose'
import { emailRoutes } from './emailRoutes'
import { oauthRoutes } from './oauth/routes'
import { sessionRoutes } from './sessionRoutes'

export type { AuthOptions } from './services'
export type { AuthRouteOptions } from './compose'

/**
 * Sign-in, sign-up and the session: POST /rest/auth/login, /refresh, /logout, /password, /email,
 * /reset-password, /oauth/{provider}/start, GET /rest/auth/providers and GET /rest/profile (docs/api.md, "Sign-in, sign-up and the session").
 * `site` is where mailed links and OAuth callbacks point, and which hosts may ask for them; without it the routes
 * that would hand out a link refuse (400 request.badHost).
 */
export function authRoutes(services: IdentityServices, options: AuthRouteOptions = {}, site?: PublicSite): Hono {
  const { oauth } = services
  const routes = new Hono()
  routes.route('/', oauthRoutes(services, oauth, site))
  routes.route('/', sessionRoutes(services))
  routes.route('/', emailRoutes(services, site))
  // Which sign-in buttons to show: only configured providers.
  routes.get('/rest/auth/providers', (c) =>
    c.json({ providers: ['password', 'email', ...(options.google ? ['google'] : []), ...oauth.providers], googleClientId: options.google?.clientId ?? null }),
  )
  return routes
}
