import type { Queryable } from '../db/db'
import type { RateLimit, RateLimiter } from './rateLimit'

/** Expired windows are deleted every this many calls of one limiter (per process). */
const SWEEP_EVERY = 1000

/**
 * A rate limiter whose counts live in the `rate_limits` table, under `bucket`: one atomic upsert per call, so
 * every process on the same PostgreSQL draws from one budget (PGlite is one process anyway). Windows run on `now`.
 */
export function createSqlRateLimiter(db: Queryable, bucket: string, rule: RateLimit, now: () => Date): RateLimiter {
  let calls = 0
  return {
    async hit(key) {
      const at = now().getTime()
      if (++calls % SWEEP_EVERY === 0) await db.query(`DELETE FROM rate_limits WHERE bucket = $1 AND window_started_at <= $2`, [bucket, at - rule.windowMs])
      const [row] = await db.query<{ hits: number }>(
        `INSERT INTO rate_limits AS r (bucket, key, window_started_at, hits) VALUES ($1, $2, $3, 1)
         ON CONFLICT (bucket, key) DO UPDATE SET
           window_started_at = CASE WHEN $3 - r.window_started_at >= $4 THEN $3 ELSE r.window_started_at END,
           hits = CASE WHEN $3 - r.window_started_at >= $4 THEN 1 ELSE r.hits + 1 END
         RETURNING hits`,
        [bucket, key, at, rule.windowMs],
      )
      return (row?.hits ?? 1) <= rule.limit
    },
  }
}

/**
 * Account deletion: the per-account counters, keyed by the user id (alone or first, as `{id}:{email key}`) or the
 * email key. The per-address ones stay: they belong to a network address, not to the person.
 */
export async function deleteRateLimitsOf(tx: Queryable, user: { readonly id: string; readonly emailKey: string }): Promise<void> {
  await tx.query(`DELETE FROM rate_limits WHERE bucket <> 'address' AND (key = $1 OR key = $2 OR starts_with(key, $3))`, [user.id, user.emailKey, `${user.id}:`])
}
