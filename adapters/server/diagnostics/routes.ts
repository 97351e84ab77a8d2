import { randomUUID } from 'node:crypto'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { ActionsRequestSchema, ClientErrorReportSchema, MetricsRequestSchema } from '../../../core/diagnostics'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { logText } from '../http/logText'
import { clientAddress, type RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, resolveSession, type SessionEnv } from '../identity/session'
import { createDiagnosticsStore } from './store'

/** Per client address per window: a page sends at most 10 reports, so 30 is three bad page loads, not a script. */
export const CLIENT_ERROR_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 15 * 60 * 1000 }
/** Metrics and actions per client address per window (one metrics call per page hide; actions as users act). */
export const METRICS_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 15 * 60 * 1000 }
export const ACTIONS_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 15 * 60 * 1000 }

export interface DiagnosticsRouteOptions {
  readonly trustProxy?: boolean | undefined
  readonly errorRateLimit?: RateLimit | undefined
  readonly metricsRateLimit?: RateLimit | undefined
  readonly actionsRateLimit?: RateLimit | undefined
  /** Where a stored report is logged (one escaped line); default console.warn. */
  readonly log?: ((line: string) => void) | undefined
}

const STORED_ID = /^[0-9a-f-]{36}$/

/**
 * POST /rest/client-error, POST /rest/metrics, POST /rest/actions (anyone, capped by size and per address) and
 * GET /rest/client-error/{id} (admins only): docs/api.md, "Diagnostics".
 */
export function diagnosticsRoutes(services: AuthServices, options: DiagnosticsRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const store = createDiagnosticsStore(services.db, services.now)
  const log = options.log ?? ((line: string) => console.warn(line))
  const limited = (bucket: string, rule: RateLimit, code: string): MiddlewareHandler => {
    const limiter = createSqlRateLimiter(services.db, bucket, rule, services.now)
    return async (c, next) => {
      if (!(await limiter.hit(clientAddress(c, options.trustProxy ?? false)))) {
        c.header('Retry-After', String(Math.ceil(rule.windowMs / 1000)))
        return c.json(errorBody(code, 'Too many reports from this address. Please try again later.'), 429)
      }
      await next()
    }
  }
  const signedInUser = async (c: Context) => (await resolveSession(c, await services.tokens(), services.users))?.user.id ?? null

  routes.post('/rest/client-error', limited('clientError', options.errorRateLimit ?? CLIENT_ERROR_RATE_LIMIT, 'clientError.rateLimited'), async (c) => {
    const body = await parseJsonBody(c, ClientErrorReportSchema)
    if (!body.ok) return body.response
    const report = body.value
    const id = await store.saveError(randomUUID(), report, await signedInUser(c))
    log(`[client-error] id=${id} event=${logText(report.eventId, 64)} user=${logText(report.userId ?? '-', 64)} at=${logText(report.location, 300)} error=${logText(report.error.split('\n', 1)[0] ?? '', 300)}`)
    return c.json({ id }, 201)
  })

  routes.post('/rest/metrics', limited('metrics', options.metricsRateLimit ?? METRICS_RATE_LIMIT, 'metrics.rateLimited'), async (c) => {
    const body = await parseJsonBody(c, MetricsRequestSchema, 'array')
    if (!body.ok) return body.response
    await store.saveMetrics(body.value)
    return c.body(null, 204)
  })

  routes.post('/rest/actions', limited('actions', options.actionsRateLimit ?? ACTIONS_RATE_LIMIT, 'actions.rateLimited'), async (c) => {
    const body = await parseJsonBody(c, ActionsRequestSchema, 'array')
    if (!body.ok) return body.response
    const [action] = body.value
    if (action) await store.saveAction(action, await signedInUser(c))
    return c.body(null, 204)
  })

  routes.get('/rest/client-error/:id', requireSession(services.tokens, services.users, 'full'), async (c) => {
    if (!c.var.session.user.admin) return c.json(errorBody('auth.forbidden', 'Only administrators may read error reports.'), 403)
    const id = c.req.param('id')
    const report = STORED_ID.test(id) ? await store.findError(id) : null
    if (!report) return c.json(errorBody('clientError.notFound', 'There is no error report with this id.'), 404)
    c.header('Cache-Control', 'no-store')
    return c.json(report)
  })
  return routes
}
