import { Hono } from 'hono'
import { ConsultingEnrolmentSchema, type ConsultingEnrolled } from '../../../core/consulting'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { clientAddress, type RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { createConsultingStore } from './store'

/** Enrolments one client address may send per window: a person enrols once or twice. */
export const CONSULTING_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 60 * 60 * 1000 }

export interface ConsultingRouteOptions {
  readonly rateLimit?: RateLimit
  readonly trustProxy?: boolean
}

/** POST /rest/consulting/enrolments (docs/api.md, "Consulting"), signed in or not: every step checked with core/consulting's schemas, stored. */
export function consultingRoutes(services: AuthServices, options: ConsultingRouteOptions = {}): Hono {
  const routes = new Hono()
  const store = createConsultingStore(services.db)
  const limiter = createSqlRateLimiter(services.db, 'consulting', options.rateLimit ?? CONSULTING_RATE_LIMIT, services.now)
  routes.post('/rest/consulting/enrolments', async (c) => {
    if (!(await limiter.hit(clientAddress(c, options.trustProxy ?? false)))) {
      return c.json(errorBody('consulting.rateLimited', 'Too many enrolments. Please wait a while and try again.'), 429)
    }
    const body = await parseJsonBody(c, ConsultingEnrolmentSchema)
    if (!body.ok) return body.response
    return c.json({ id: await store.enrol(body.value, services.now()) } satisfies ConsultingEnrolled, 201)
  })
  return routes
}
