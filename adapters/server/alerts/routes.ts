import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { AlertByEmailRequestSchema, EmailPreferencesSchema, JobAlertIdSchema, JobAlertRequestSchema, JOB_ALERTS_CAP } from '../../../core/alerts'
import { errorBody, invalidRequest, toIssues } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { publicLink, requirePublicHost, type PublicOriginEnv, type PublicSite } from '../http/publicOrigin'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import { rateLimited, type AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import type { AlertServices } from './compose'
import { confirmMail } from './digest'
import { CONFIRM_LINK_TTL_MS } from './links'

/** Alert and preference calls one account may make per window. */
export const ALERTS_RATE_LIMIT: RateLimit = { limit: 200, windowMs: 15 * 60 * 1000 }

export const alertIdOf = (c: Context): { ok: true; id: string } | { ok: false; response: Response } => {
  const parsed = v.safeParse(JobAlertIdSchema, c.req.param('alertId'))
  return parsed.success ? { ok: true, id: parsed.output } : { ok: false, response: invalidRequest(c, 'Not a job alert id.', toIssues(parsed.issues)) }
}

export const alertNotFound = (c: Context) => c.json(errorBody('alerts.notFound', 'No such job alert.'), 404)
const alertsFull = (c: Context) => c.json(errorBody('alerts.full', `At most ${JOB_ALERTS_CAP} job alerts can be kept.`), 409)

/**
 * The signed-in account's job alerts and email preferences (GET/POST /rest/job-alerts, GET/PUT/DELETE
 * /rest/job-alerts/{id}, GET/PUT /rest/email-preferences), full session only: a provisional token gets 401 here.
 * And POST /rest/job-alerts/by-email, signed out: the alert waits for the link mailed to the address.
 */
export function alertRoutes(identity: AuthServices, alerts: AlertServices, site: PublicSite | undefined, rateLimit: RateLimit = ALERTS_RATE_LIMIT): Hono {
  const routes = new Hono<SessionEnv>()
  const byEmail = new Hono<PublicOriginEnv>()
  const { store } = alerts
  const limiter = createSqlRateLimiter(identity.db, 'alerts', rateLimit, identity.now)
  const signedIn = requireSession(identity.tokens, identity.users, 'full')
  const limited: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (!(await limiter.hit(c.var.session.user.id))) return c.json(errorBody('alerts.rateLimited', 'Too many changes. Please wait a few minutes.'), 429)
    await next()
  }
  const user = (c: Context<SessionEnv>) => c.var.session.user.id

  routes.get('/rest/job-alerts', signedIn, limited, async (c) => c.json({ alerts: await store.list(user(c)) }))
  routes.post('/rest/job-alerts', signedIn, limited, async (c) => {
    const body = await parseJsonBody(c, JobAlertRequestSchema)
    if (!body.ok) return body.response
    const created = await store.create(user(c), body.value, alerts.now())
    return created === 'full' ? alertsFull(c) : c.json(created, 201)
  })
  routes.get('/rest/job-alerts/:alertId', signedIn, limited, async (c) => {
    const id = alertIdOf(c)
    if (!id.ok) return id.response
    const alert = await store.get(user(c), id.id)
    return alert ? c.json(alert) : alertNotFound(c)
  })
  routes.put('/rest/job-alerts/:alertId', signedIn, limited, async (c) => {
    const id = alertIdOf(c)
    if (!id.ok) return id.response
    const body = await parseJsonBody(c, JobAlertRequestSchema)
    if (!body.ok) return body.response
    const alert = await store.update(user(c), id.id, body.value, alerts.now())
    return alert ? c.json(alert) : alertNotFound(c)
  })
  routes.delete('/rest/job-alerts/:alertId', signedIn, limited, async (c) => {
    const id = alertIdOf(c)
    if (!id.ok) return id.response
    return (await store.remove(user(c), id.id)) ? c.json({ deleted: true }) : alertNotFound(c)
  })
  routes.get('/rest/email-preferences', signedIn, limited, async (c) => c.json(await store.preferences(user(c))))
  routes.put('/rest/email-preferences', signedIn, limited, async (c) => {
    const body = await parseJsonBody(c, EmailPreferencesSchema)
    if (!body.ok) return body.response
    return c.json(await store.savePreferences(user(c), body.value))
  })

  // Signed out: the same answer whether or not the address has an account; the link proves the address.
  byEmail.post('/rest/job-alerts/by-email', requirePublicHost(site), async (c) => {
    const startedAt = performance.now()
    const body = await parseJsonBody(c, AlertByEmailRequestSchema)
    if (!body.ok) return body.response
    if (!(await identity.allow(c, body.value.email))) return rateLimited(c)
    const email = body.value.email.trim()
    const created = await store.createPending(email, { ...body.value.alert, paused: false }, alerts.now())
    if (created !== 'full') {
      const token = (await alerts.links()).sign('alert-confirm', created.id, new Date(alerts.now().getTime() + CONFIRM_LINK_TTL_MS))
      const link = publicLink(c.var.publicOrigin, `/opt/job-alerts/${encodeURIComponent(created.id)}`, { confirm: token })
      await identity.mailer.send(confirmMail(email, created, link))
    }
    await identity.padTime(startedAt)
    return c.json({ success: true }, 202)
  })
  return new Hono().route('/', routes).route('/', byEmail)
}
