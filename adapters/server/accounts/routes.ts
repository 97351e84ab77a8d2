import { Hono } from 'hono'
import { DeleteAccountRequestSchema, ProfileNameRequestSchema } from '../../../core/accounts'
import { errorBody, invalidRequest } from '../http/errors'
import { emailKey } from '../identity/usersStore'
import type { AccountDeletionDeps } from './deletion'
import { createAccountDeletion } from './deletion'
import { parseJsonBody } from '../http/jsonBody'
import type { PublicSite } from '../http/publicOrigin'
import { emailChangeRoutes } from './emailChangeRoutes'
import { createAccountStore } from './store'
import { toProfileWire } from '../identity/profile'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'

/**
 * PATCH /rest/profile (signed in): saves the account's first and last name; answers the profile as GET has it.
 * POST /rest/profile/delete: deletes the account and all of its person's data (deletion.ts), confirmed by the
 * account's email typed again. With the email change's calls (emailChangeRoutes); `site` is where mailed links point.
 */
export function profileRoutes(services: AuthServices, site: PublicSite | undefined, deletion: Omit<AccountDeletionDeps, 'db'>): Hono<SessionEnv> {
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
  const deleteAccount = createAccountDeletion({ db: services.db, ...deletion })
  routes.post('/rest/profile/delete', full, async (c) => {
    const body = await parseJsonBody(c, DeleteAccountRequestSchema)
    if (!body.ok) return body.response
    const { user } = c.var.session
    if (!(await services.allow(c, user.email))) return c.json(errorBody('auth.rateLimited', 'Too many attempts. Please wait a few minutes.'), 429)
    if (emailKey(body.value.email) !== emailKey(user.email)) {
      return invalidRequest(c, 'The email address is not this account\'s.', [{ path: 'email', message: 'accountSettings.delete.emailMismatch' }])
    }
    await deleteAccount(user)
    return c.json({ success: true as const })
  })
  routes.route('/', emailChangeRoutes(services, site))
  return routes
}
