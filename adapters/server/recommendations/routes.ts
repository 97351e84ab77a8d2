import { Hono } from 'hono'
import type { RecommendationsAnswer } from '../../../core/recommendations'
import { errorBody } from '../http/errors'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import type { Recommender } from './recommender'

/** Recommendation calls one account may make per window: a person opens the home page a few dozen times at most. */
export const RECOMMENDATIONS_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 15 * 60 * 1000 }

/**
 * GET /rest/recommendations: jobs for the signed-in account (a full session: a provisional one is answered 401),
 * from its own profile and history only (the account comes from the token), rate limited per account (each call
 * runs several searches).
 */
export function recommendationsRoutes(services: AuthServices, recommender: Recommender, rateLimit: RateLimit = RECOMMENDATIONS_RATE_LIMIT): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const limiter = createSqlRateLimiter(services.db, 'recommendations', rateLimit, services.now)
  const signedIn = requireSession(services.tokens, services.users, 'full')
  routes.get('/rest/recommendations', signedIn, async (c) => {
    const userId = c.var.session.user.id
    if (!(await limiter.hit(userId))) return c.json(errorBody('recommendations.rateLimited', 'Too many requests for recommendations. Please wait a few minutes.'), 429)
    const answer: RecommendationsAnswer = { recommendations: await recommender.recommend(userId) }
    return c.json(answer)
  })
  return routes
}
