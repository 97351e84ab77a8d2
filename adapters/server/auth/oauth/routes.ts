import { Hono } from 'hono'
import * as v from 'valibot'
import { OAuthProviderSchema } from '../../../../core/identity'
import { errorBody } from '../../http/errors'
import { rateLimited, type AuthServices } from '../services'
import type { OAuthSignIn } from './signIn'

/**
 * POST /rest/auth/oauth/{provider}/start: starts a third-party sign-in and answers the provider's authorization URL
 * and the flow's state. The provider sends the browser back to `{origin}/login/callback/{provider}`, where `origin`
 * is PUBLIC_ORIGIN or the request's own.
 */
export function oauthRoutes(services: AuthServices, oauth: OAuthSignIn, originOf: (requestUrl: string) => string): Hono {
  const routes = new Hono()
  routes.post('/rest/auth/oauth/:provider/start', async (c) => {
    if (!services.allow(c)) return rateLimited(c)
    const provider = v.safeParse(OAuthProviderSchema, c.req.param('provider'))
    const started = provider.success ? await oauth.start(provider.output, originOf(c.req.url)) : null
    if (!started) return c.json(errorBody('auth.providerUnavailable', 'This sign-in provider is not configured.'), 400)
    return c.json(started)
  })
  return routes
}
