import { Hono, type Context } from 'hono'
import * as v from 'valibot'
import { HireRequestSchema, type HireAnswer, type HireForm } from '../../../core/hire'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import { clientAddress, type RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { createFormTokens } from './formToken'
import { acknowledgementMail, teamMail } from './mail'
import type { Mail } from '../mail/mailer'
import { createHireStore, type HirePlace } from './store'

/** Hire requests one client address may send per window: a company sends one or two, a spammer many. */
export const HIRE_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 60 * 60 * 1000 }
/** Hire requests naming one work email per window (from any address): no flooding one inbox with acknowledgements. */
export const HIRE_EMAIL_RATE_LIMIT: RateLimit = { limit: 3, windowMs: 60 * 60 * 1000 }

export interface HireRouteOptions {
  readonly rateLimit?: RateLimit
  readonly emailRateLimit?: RateLimit
  readonly trustProxy?: boolean
  /** The clock of the time check; default the identity services' clock. */
  readonly now?: () => Date
}

/** "Austin, TX" -> Austin in TX; "Austin" -> Austin in any state. */
export const placeOf = (city: string): HirePlace => {
  const [name = '', state = ''] = city.split(',').map((part) => part.trim())
  return { city: name, state: /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null }
}

const formOf = (request: v.InferOutput<typeof HireRequestSchema>): HireForm => {
  const { website: _honeypot, formToken: _token, pro: _chosen, ...form } = request
  return form
}

/**
 * GET /rest/hire/form-token and POST /rest/hire (docs/api.md, "Hire"), signed in or not: the form is checked with
 * core/hire's schema, the spam checks run (the honeypot, then the form token's time check), the request is counted
 * per client address and per work email, stored with the Pro it is routed to, and acknowledged by mail (the outbox).
 */
export function hireRoutes(services: AuthServices, options: HireRouteOptions = {}): Hono {
  const routes = new Hono()
  const store = createHireStore(services.db)
  const tokens = createFormTokens(() => services.signingKey('hire-form'))
  const now = options.now ?? services.now
  const perAddress = createSqlRateLimiter(services.db, 'hire', options.rateLimit ?? HIRE_RATE_LIMIT, services.now)
  const perEmail = createSqlRateLimiter(services.db, 'hireEmail', options.emailRateLimit ?? HIRE_EMAIL_RATE_LIMIT, services.now)
  const rateLimited = (c: Context) => c.json(errorBody('hire.rateLimited', 'Too many hire requests. Please wait a while and try again.'), 429)

  routes.get('/rest/hire/form-token', async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await tokens.issue(now()))
  })
  routes.post('/rest/hire', async (c) => {
    const body = await parseJsonBody(c, HireRequestSchema)
    if (!body.ok) return body.response
    if (!(await perAddress.hit(clientAddress(c, options.trustProxy ?? false)))) return rateLimited(c)
    // A filled honeypot is a bot's: it is answered as a success (so it learns nothing) and nothing is kept or sent.
    if (body.value.website.trim() !== '') return c.json({ received: true, pro: null } satisfies HireAnswer, 201)
    const verdict = await tokens.check(body.value.formToken, now())
    if (verdict === 'tooFast') return c.json(errorBody('hire.tooFast', 'The form was sent too soon after it was opened.'), 422)
    if (verdict !== 'ok') return c.json(errorBody('hire.formExpired', 'The form token is not valid any more. Ask for a new one.'), 400)
    const form = formOf(body.value)
    if (form.workEmail !== '' && !(await perEmail.hit(form.workEmail.toLowerCase()))) return rateLimited(c)
    // Stored, acknowledged to the employer and mailed to every administrator (Pros have no email: the team passes the
    // request on to the Pro it was routed to), all in one transaction through the outbox.
    const { pro, mails } = await services.db.transaction(async (tx) => {
      const routed = await store.routeTo(tx, form.industry, placeOf(form.city), body.value.pro === '' ? null : body.value.pro)
      const id = await store.insert(tx, form, routed, now())
      const outgoing = [
        ...(form.workEmail === '' ? [] : [acknowledgementMail(form, routed)]),
        ...(await store.administrators(tx)).map((admin) => teamMail(form, routed, id, admin)),
      ]
      const recorded: { id: string; mail: Mail }[] = []
      for (const mail of outgoing) recorded.push({ id: await services.mailer.record(tx, mail), mail })
      return { pro: routed, mails: recorded }
    })
    for (const sent of mails) await services.mailer.deliver(sent.id, sent.mail)
    return c.json({ received: true, pro: pro && { name: pro.name, slug: pro.slug } } satisfies HireAnswer, 201)
  })
  return routes
}
