import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { FAVORITE_SEARCHES_CAP, MergeSearchesRequestSchema, RecordSearchRequestSchema, SearchIdSchema, UpdateSearchRequestSchema, type SearchesAnswer } from '../../../core/searches'
import { errorBody, invalidRequest, toIssues } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { createSearchesStore } from './store'

/** Search-list calls one account may make per window: every search records one, so as many as the searches' own limit. */
export const SEARCHES_RATE_LIMIT: RateLimit = { limit: 600, windowMs: 15 * 60 * 1000 }
/** The merge's body: up to 70 searches of two 200-character terms. */
export const SEARCHES_MERGE_BODY_BYTES = 64 * 1024

const idOf = (c: Context): { ok: true; id: string } | { ok: false; response: Response } => {
  const parsed = v.safeParse(SearchIdSchema, c.req.param('searchId'))
  return parsed.success ? { ok: true, id: parsed.output } : { ok: false, response: invalidRequest(c, 'Not a search id.', toIssues(parsed.issues)) }
}
const notFound = (c: Context) => c.json(errorBody('searches.notFound', 'No such search.'), 404)

/**
 * GET/POST /rest/searches, PATCH/DELETE /rest/searches/{id}, POST /rest/searches/merge: the signed-in account's own
 * recent and favorite searches only (full session), rate limited per account.
 */
export function searchesRoutes(services: AuthServices, now: () => Date, rateLimit: RateLimit = SEARCHES_RATE_LIMIT): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const store = createSearchesStore(services.db)
  const limiter = createSqlRateLimiter(services.db, 'searches', rateLimit, services.now)
  const signedIn = requireSession(services.tokens, services.users, 'full')
  const limited: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (!(await limiter.hit(c.var.session.user.id))) return c.json(errorBody('searches.rateLimited', 'Too many changes. Please wait a few minutes.'), 429)
    await next()
  }
  const user = (c: Context<SessionEnv>) => c.var.session.user.id
  const answerList = async (c: Context<SessionEnv>) => c.json({ searches: await store.list(user(c)) } satisfies SearchesAnswer)

  routes.get('/rest/searches', signedIn, limited, answerList)
  routes.post('/rest/searches', signedIn, limited, async (c) => {
    const body = await parseJsonBody(c, RecordSearchRequestSchema)
    if (!body.ok) return body.response
    return c.json(await store.record(user(c), body.value, now()), 201)
  })
  routes.patch('/rest/searches/:searchId', signedIn, limited, async (c) => {
    const id = idOf(c)
    if (!id.ok) return id.response
    const body = await parseJsonBody(c, UpdateSearchRequestSchema)
    if (!body.ok) return body.response
    const updated = await store.update(user(c), id.id, body.value)
    if (updated === 'full') return c.json(errorBody('searches.full', `At most ${FAVORITE_SEARCHES_CAP} favorite searches.`), 409)
    return updated ? c.json(updated) : notFound(c)
  })
  routes.delete('/rest/searches/:searchId', signedIn, limited, async (c) => {
    const id = idOf(c)
    if (!id.ok) return id.response
    return (await store.remove(user(c), id.id)) ? c.json({ deleted: true }) : notFound(c)
  })
  routes.post('/rest/searches/merge', signedIn, limited, async (c) => {
    const body = await parseJsonBody(c, MergeSearchesRequestSchema)
    if (!body.ok) return body.response
    await store.merge(user(c), body.value.searches, now())
    return answerList(c)
  })
  return routes
}
