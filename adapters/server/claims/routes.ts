import { Hono, type MiddlewareHandler } from 'hono'
import { CheckClaimsRequestSchema, ConfirmClaimsRequestSchema, type ClaimAnswer } from '../../../core/claims'
import { errorBody } from '../http/errors'
import { parseJsonBody } from '../http/jsonBody'
import type { RateLimit } from '../identity/rateLimit'
import { createSqlRateLimiter } from '../identity/rateLimitStore'
import type { AuthServices } from '../identity/services'
import { requireSession, type SessionEnv } from '../identity/session'
import { claimCodeKey, claimCodeMail, decideClaim } from './rules'
import { createClaimsStore, type ClaimableApplication } from './store'

/** Claims calls one account may make per window (checks and codes together): a few per sign-in, far below a script. */
export const CLAIMS_RATE_LIMIT: RateLimit = { limit: 30, windowMs: 15 * 60 * 1000 }
/** Claim codes mailed per account and address per window: re-checks after that reuse the live code (10 minutes). */
export const CLAIM_MAIL_LIMIT: RateLimit = { limit: 3, windowMs: 15 * 60 * 1000 }
/** A confirm call tries its code against at most this many addresses' live codes. */
const MAX_EMAILS_PER_CONFIRM = 5

export interface ClaimsRouteOptions {
  readonly rateLimit?: RateLimit
  readonly mailLimit?: RateLimit
}

/**
 * POST /rest/interview/check-claims and POST /rest/interview/claims/confirm (docs/api.md, "Claims"): a full session
 * claims the applications its device made before signing in, each only with proof of ownership (rules.ts).
 */
export function claimsRoutes(services: AuthServices, options: ClaimsRouteOptions = {}): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>()
  const full = requireSession(services.tokens, services.users, 'full')
  const store = createClaimsStore(services.db)
  const calls = createSqlRateLimiter(services.db, 'claims', options.rateLimit ?? CLAIMS_RATE_LIMIT, services.now)
  const mails = createSqlRateLimiter(services.db, 'claimMail', options.mailLimit ?? CLAIM_MAIL_LIMIT, services.now)
  const limited: MiddlewareHandler<SessionEnv> = async (c, next) => {
    if (!(await calls.hit(c.var.session.user.id))) {
      return c.json(errorBody('claims.rateLimited', 'Too many claims. Please wait a few minutes and try again.'), 429)
    }
    await next()
  }
  const answer = (id: string, success: boolean, reason: ClaimAnswer['reason'], job: ClaimableApplication['job'] = null): ClaimAnswer => ({ id, success, reason, job })

  routes.post('/rest/interview/check-claims', full, limited, async (c) => {
    const body = await parseJsonBody(c, CheckClaimsRequestSchema)
    if (!body.ok) return body.response
    const user = c.var.session.user
    const claims = [...new Map(body.value.claims.map((claim) => [claim.id, claim])).values()]
    const found = await store.applications(claims.map((claim) => claim.id))
    const caller = { id: user.id, verifiedEmailKey: await store.verifiedEmailKey(user.id) }
    const decisions = claims.map((claim) => ({ claim, application: found.get(claim.id), decision: decideClaim(claim, found.get(claim.id), caller) }))

    const moved = new Set(await store.claim(user.id, decisions.filter((d) => d.decision.kind === 'assign').map((d) => d.claim.id)))
    const toConfirm = new Set(decisions.flatMap((d) => (d.decision.kind === 'confirm' ? [d.decision.emailKey] : [])))
    for (const emailKey of toConfirm) {
      // Past the limit the live code (mailed earlier) still works: no new mail, the same answer.
      if (!(await mails.hit(`${user.id}:${emailKey}`))) continue
      const code = await services.secrets.issueCode(claimCodeKey(user.id, emailKey), 'claim')
      await services.mailer.send(claimCodeMail(emailKey, { email: user.email, verified: caller.verifiedEmailKey !== null }, code))
    }
    const results = decisions.map(({ claim, application, decision }): ClaimAnswer => {
      switch (decision.kind) {
        case 'refuse':
          return answer(claim.id, false, decision.reason)
        case 'alreadyYours':
          return answer(claim.id, true, 'alreadyYours', application?.job)
        case 'assign':
          return moved.has(claim.id) ? answer(claim.id, true, 'claimed', application?.job) : answer(claim.id, false, 'duplicate', application?.job)
        case 'confirm':
          return answer(claim.id, false, 'confirmationRequired', application?.job)
      }
    })
    return c.json(results)
  })

  routes.post('/rest/interview/claims/confirm', full, limited, async (c) => {
    const startedAt = performance.now()
    const body = await parseJsonBody(c, ConfirmClaimsRequestSchema)
    if (!body.ok) return body.response
    const user = c.var.session.user
    const ids = [...new Set(body.value.ids)]
    const found = await store.applications(ids)
    const unclaimed = [...found.values()].filter((application) => application.userId === null)
    const emailKeys = [...new Set(unclaimed.map((application) => application.emailKey))].slice(0, MAX_EMAILS_PER_CONFIRM)
    let proven: string | null = null
    for (const emailKey of emailKeys) {
      if (await services.secrets.redeemCode(claimCodeKey(user.id, emailKey), 'claim', body.value.code)) {
        proven = emailKey
        break
      }
    }
    const proof = unclaimed.filter((application) => application.emailKey === proven).map((application) => application.id)
    const moved = new Set(await store.claim(user.id, proof))
    // Unknown ids, others' and wrong codes answer alike, in about the same time.
    const results = ids.map((id): ClaimAnswer => {
      if (moved.has(id)) return answer(id, true, 'claimed', found.get(id)?.job)
      if (proof.includes(id)) return answer(id, false, 'duplicate', found.get(id)?.job)
      return answer(id, false, 'invalidCode')
    })
    await services.padTime(startedAt)
    return c.json(results)
  })
  return routes
}
