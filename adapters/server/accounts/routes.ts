import { Hono } from 'hono'
import { ProfileNameRequestSchema } from '../../../core/accounts'
import { parseJsonBody } from '../http/jsonBody'
import type { PublicSite } from '../http/publicOrigin'
import { emailChangeRoutes } from './emailChangeRoutes'
import { createAccountStore } from './store'
import { toProfileWire } from '../identity/profile'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'

/**
 * PATCH /rest/profile (signed in): saves the account's first and last name; answers the profile as GET has it.
 * With the email change's calls (emailChangeRoutes); `site` is where mailed links point.
 */
export function profileRoutes(services: AuthServices, site: PublicSite | undefined): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const accounts = createAccountStore(services.db)
  routes.patch('/rest/profile', full, async (c) => {
    const body = await parseJsonBody(c, ProfileNameRequestSchema)
    if (!body.ok) return body.response
    const { firstName, lastName } = body.value
    const { user } = c.var.session
    await accounts.saveName(user.id, firstName, lastName)
    return c.json(toProfileWire({ ...user, firstName, lastName }))
  })
  routes.route('/', emailChangeRoutes(services, site))
  return routes
}
