import { Hono, type Context } from 'hono'
import { html } from 'hono/html'
import { EmailPreferencesSchema, JobAlertRequestSchema, OptConfirmRequestSchema, OptSessionRequestSchema, type OptAnswer, type OptSessionAnswer } from '../../../core/alerts'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { limitByAddress, type AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import type { UserRecord } from '../identity/usersStore'
import type { AlertServices } from './compose'
import { alertText } from './digest'
import { OPT_SESSION_TTL_SECONDS } from './links'
import { alertIdOf, alertNotFound } from './routes'

const linkRefused = (c: Context) => c.json(errorBody('opt.invalidLink', 'This link has expired or is not valid.'), 400)

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

/** The small page a browser gets at the unsubscribe address: GET never unsubscribes (link scanners), its button does. */
const unsubscribePage = (c: Context, title: string, text: string, button: boolean, status: 200 | 400 = 200) => {
  c.header('cache-control', 'no-store')
  c.header('content-security-policy', PAGE_CSP)
  return c.html(
    html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><title>${title}</title>
<style>body{font:16px system-ui;margin:2rem auto;max-width:32rem;padding:0 1rem}button{font:inherit;padding:.6rem 1.2rem;min-height:44px}</style></head>
<body><main><h1>${title}</h1>${text ? html`<p>${text}</p>` : ''}${button
      ? html`<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${alertText('alertMail.unsubscribe.button')}</button></form>`
      : ''}</main></body></html>`,
    status,
  )
}

/**
 * The /opt pages' calls (spec section 2, provisional mode) and the one-click unsubscribe:
 * - POST /rest/opt/session: an email's signed link -> a provisional (tmp) session of OPT_SESSION_TTL_SECONDS;
 * - POST /rest/opt/confirm: a signed-out alert's mailed link -> the alert is on, and a provisional session;
 * - GET /rest/opt, PUT /rest/opt/preferences, GET/PUT /rest/opt/job-alerts/{id}: the token's own person only
 *   (a tmp token reaches these and nothing else: every other signed-in route wants a full session);
 * - GET/POST /rest/opt/unsubscribe/{token}: RFC 8058 (List-Unsubscribe-Post); POST turns the alert off.
 */
export function optRoutes(identity: AuthServices, alerts: AlertServices): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const { store } = alerts
  const provisional = requireSession(identity.tokens, identity.users, 'provisional')
  const sessionFor = async (user: UserRecord): Promise<OptSessionAnswer> => {
    const tokens = await identity.tokens()
    const jwt = await tokens.issueSession({ userId: user.id, email: user.email, tokenVersion: user.tokenVersion, tmp: true }, OPT_SESSION_TTL_SECONDS)
    return { jwt, email: user.email }
  }

  routes.post('/rest/opt/session', limitByAddress(identity), async (c) => {
    const body = await parseJsonBody(c, OptSessionRequestSchema)
    if (!body.ok) return body.response
    const userId = (await alerts.links()).verify('opt', body.value.link, alerts.now())
    const user = userId === null ? null : await identity.users.findById(userId)
    if (!user || user.disabled) return linkRefused(c)
    return c.json(await sessionFor(user))
  })
  routes.post('/rest/opt/confirm', limitByAddress(identity), async (c) => {
    const body = await parseJsonBody(c, OptConfirmRequestSchema)
    if (!body.ok) return body.response
    const alertId = (await alerts.links()).verify('alert-confirm', body.value.token, alerts.now())
    if (alertId !== body.value.alertId) return linkRefused(c)
    const confirmed = await store.confirm(alertId, alerts.now(), async (email) => (await identity.users.createVerified({ email })).id)
    const user = confirmed === null ? null : await identity.users.findById(confirmed.userId)
    if (!user || user.disabled) return linkRefused(c)
    return c.json(await sessionFor(user))
  })

  const user = (c: Context<SessionEnv>) => c.var.session.user
  routes.get('/rest/opt', provisional, async (c) => {
    const { id, email } = user(c)
    return c.json({ email, preferences: await store.preferences(id), alerts: await store.list(id) } satisfies OptAnswer)
  })
  routes.put('/rest/opt/preferences', provisional, async (c) => {
    const body = await parseJsonBody(c, EmailPreferencesSchema)
    if (!body.ok) return body.response
    return c.json(await store.savePreferences(user(c).id, body.value))
  })
  routes.get('/rest/opt/job-alerts/:alertId', provisional, async (c) => {
    const id = alertIdOf(c)
    if (!id.ok) return id.response
    const alert = await store.get(user(c).id, id.id)
    return alert ? c.json(alert) : alertNotFound(c)
  })
  routes.put('/rest/opt/job-alerts/:alertId', provisional, async (c) => {
    const id = alertIdOf(c)
    if (!id.ok) return id.response
    const body = await parseJsonBody(c, JobAlertRequestSchema)
    if (!body.ok) return body.response
    const alert = await store.update(user(c).id, id.id, body.value, alerts.now())
    return alert ? c.json(alert) : alertNotFound(c)
  })

  const unsubscribeTarget = async (c: Context) => (await alerts.links()).verify('unsubscribe', c.req.param('token') ?? '', alerts.now())
  routes.get('/rest/opt/unsubscribe/:token', async (c) => {
    if ((await unsubscribeTarget(c)) === null) return unsubscribePage(c, alertText('alertMail.unsubscribe.invalid'), '', false, 400)
    return unsubscribePage(c, alertText('alertMail.unsubscribe.title'), '', true)
  })
  routes.post('/rest/opt/unsubscribe/:token', async (c) => {
    const alertId = await unsubscribeTarget(c)
    if (alertId === null || !(await store.turnOff(alertId))) return unsubscribePage(c, alertText('alertMail.unsubscribe.invalid'), '', false, 400)
    return unsubscribePage(c, alertText('alertMail.unsubscribed.title'), alertText('alertMail.unsubscribed.body'), false)
  })
  return routes
}
