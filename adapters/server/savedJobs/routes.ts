import { Hono, type Context, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { MergeSavedJobsRequestSchema, SAVED_JOBS_CAP, type SavedJobsAnswer, type SavedJobState } from '../../../core/savedJobs'
import { JobIdSchema, type JobId } from '../../../core/search'
import { errorBody, invalidRequest, toIssues } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { createSavedJobsStore } from './store'

/** Saved-jobs calls one account may make per window: far above a person clicking Save, far below a script. */
export const SAVED_JOBS_RATE_LIMIT: RateLimit = { limit: 300, windowMs: 15 * 60 * 1000 }

/** The merge's body: up to SAVED_JOBS_CAP ids of up to 64 characters with their times, over the 16 KB default. */
export const SAVED_JOBS_MERGE_BODY_BYTES = 64 * 1024

export interface SavedJobsRouteOptions {
  readonly rateLimit?: RateLimit
}

const jobIdOf = (c: Context): { ok: true; jobId: JobId } | { ok: false; response: Response } => {
  const parsed = v.safeParse(JobIdSchema, c.req.param('jobId'))
  return parsed.success ? { ok: true, jobId: parsed.output } : { ok: false, response: invalidRequest(c, 'Not a job id.', toIssues(parsed.issues)) }
}

/**
 * GET /rest/saved-jobs, PUT and DELETE /rest/saved-jobs/{jobId}, POST /rest/saved-jobs/merge: the signed-in
 * account's own list only (the account comes from the token, never from the request), rate limited per account.
 */
export function savedJobsRoutes(services: AuthServices, options: SavedJobsRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const store = createSavedJobsStore(services.db)
  const limiter = createSqlRateLimiter(services.db, 'savedJobs', options.rateLimit ?? SAVED_JOBS_RATE_LIMIT, services.now)
  const signedIn = requireSession(services.tokens, services.users, 'full')
  const limited: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (!(await limiter.hit(c.var.session.user.id))) {
      return c.json(errorBody('savedJobs.rateLimited', 'Too many changes to saved jobs. Please wait a few minutes.'), 429)
    }
    await next()
  }
  const answerList = async (c: Context<SessionEnv>) => c.json({ saved: await store.list(c.var.session.user.id) } satisfies SavedJobsAnswer)
  const answerState = (c: Context, jobId: JobId, saved: boolean) => c.json({ jobId, saved } satisfies SavedJobState)

  routes.get('/rest/saved-jobs', signedIn, limited, answerList)
  routes.put('/rest/saved-jobs/:jobId', signedIn, limited, async (c) => {
    const id = jobIdOf(c)
    if (!id.ok) return id.response
    const outcome = await store.save(c.var.session.user.id, id.jobId, services.now())
    if (outcome === 'unknownJob') return c.json(errorBody('savedJobs.unknownJob', 'No such job.'), 404)
    if (outcome === 'full') return c.json(errorBody('savedJobs.full', `At most ${SAVED_JOBS_CAP} jobs can be saved.`), 409)
    return answerState(c, id.jobId, true)
  })
  routes.delete('/rest/saved-jobs/:jobId', signedIn, limited, async (c) => {
    const id = jobIdOf(c)
    if (!id.ok) return id.response
    await store.unsave(c.var.session.user.id, id.jobId)
    return answerState(c, id.jobId, false)
  })
  routes.post('/rest/saved-jobs/merge', signedIn, limited, async (c) => {
    const body = await parseJsonBody(c, MergeSavedJobsRequestSchema)
    if (!body.ok) return body.response
    await store.merge(c.var.session.user.id, body.value.jobs, services.now())
    return answerList(c)
  })
  return routes
}
