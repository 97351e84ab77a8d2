import { Hono } from 'hono'
import * as v from 'valibot'
import { safeText } from '../../../core/text'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'

/**
 * Development only (never mounted in production): POST /dev/accounts/admin `{ email, admin }` sets an account's admin
 * flag, so journeys and demos can act as an administrator (the admin screens, which will grant it, come later).
 */
export function devAdminRoutes(services: AuthServices): Hono {
  const routes = new Hono()
  routes.post('/dev/accounts/admin', async (c) => {
    const body = await parseJsonBody(c, v.strictObject({ email: v.pipe(v.string(), safeText(), v.maxLength(320)), admin: v.boolean() }))
    if (!body.ok) return body.response
    const user = await services.users.findByEmail(body.value.email)
    if (!user || !(await services.users.setAdmin(user.id, body.value.admin))) return c.json(errorBody('account.notFound', 'No account has this email.'), 404)
    return c.json({ id: user.id, admin: body.value.admin })
  })
  return routes
}
