import { Hono, type MiddlewareHandler } from 'hono'
import { CHAOS_FAULTS, ChaosRequestSchema, type ChaosFault } from '../../../core/chaos'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { AuthServices } from '../identity/services'
import { requireAdmin, requireSession, type SessionEnv } from '../identity/session'
import type { Chaos } from './chaos'

export const CHAOS_PATH = '/rest/chaos-lemur'

/**
 * GET /rest/chaos-lemur (the active faults), POST /rest/chaos-lemur {fault, durationMs, delayMs?, count?} (start one)
 * and DELETE /rest/chaos-lemur/{fault} (end one early): administrators only (docs/api.md, "Chaos lemur").
 */
export function chaosRoutes(services: AuthServices, chaos: Chaos): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  routes.use(`${CHAOS_PATH}`, requireSession(services.tokens, services.users, 'full'), requireAdmin)
  routes.use(`${CHAOS_PATH}/*`, requireSession(services.tokens, services.users, 'full'), requireAdmin)
  routes.get(CHAOS_PATH, (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(chaos.state())
  })
  routes.post(CHAOS_PATH, async (c) => {
    const body = await parseJsonBody(c, ChaosRequestSchema)
    if (!body.ok) return body.response
    return c.json(chaos.start(body.value, c.var.session.user.id), 201)
  })
  routes.delete(`${CHAOS_PATH}/:fault`, (c) => {
    const fault = c.req.param('fault')
    if (!(CHAOS_FAULTS as readonly string[]).includes(fault)) return c.json(errorBody('chaos.unknownFault', 'There is no such fault.'), 404)
    chaos.stop(fault as ChaosFault, `ended by ${c.var.session.user.id}`)
    return c.json(chaos.state())
  })
  return routes
}

/** Production: the chaos lemur does not exist there; every call to it is refused (404 chaos.production). */
export function chaosRefusedRoutes(): Hono {
  const routes = new Hono()
  const refuse: MiddlewareHandler = async (c) => c.json(errorBody('chaos.production', 'The chaos lemur never runs in production.'), 404)
  routes.all(CHAOS_PATH, refuse)
  routes.all(`${CHAOS_PATH}/*`, refuse)
  return routes
}

/** While handlerThrow is on: the next API requests (but the chaos lemur's own) throw, as a broken handler would. */
export function chaosThrows(chaos: Pick<Chaos, 'takeThrow'>): MiddlewareHandler {
  return async (c, next) => {
    if (!c.req.path.startsWith(CHAOS_PATH) && chaos.takeThrow()) throw new Error(`Chaos lemur: handler throw on ${c.req.method} ${c.req.path}`)
    await next()
  }
}
