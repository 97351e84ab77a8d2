import { Hono } from 'hono'
import * as v from 'valibot'
import { OAuthProviderSchema } from '../../../../core/identity'
import { errorBody } from '../../http/errors'
import { requirePublicHost, type PublicOriginEnv, type PublicSite } from '../../http/publicOrigin'
import { rateLimited, type AuthServices } from '../services'
import type { OAuthSignIn } from './signIn'

/**
 * POST /rest/auth/oauth/{provider}/start: starts a third-party sign-in and answers the provider's authorization URL
 * and the flow's state. The provider sends the browser back to `{origin}/login/callback/{provider}`, where `origin`
 * is `site`'s (PUBLIC_ORIGIN); a request naming another host starts nothing.
 */
export function oauthRoutes(services: AuthServices, oauth: OAuthSignIn, site: PublicSite | undefined): Hono<PublicOriginEnv> {
  const routes = new Hono<PublicOriginEnv>()
  routes.post('/rest/auth/oauth/:provider/start', requirePublicHost(site), async (c) => {
    if (!(await services.allow(c))) return rateLimited(c)
    const provider = v.safeParse(OAuthProviderSchema, c.req.param('provider'))
    const started = provider.success ? await oauth.start(provider.output, c.var.publicOrigin) : null
    if (!started) return c.json(errorBody('auth.providerUnavailable', 'This sign-in provider is not configured.'), 400)
    return c.json(started)
  })
  return routes
}
