import type { Context } from 'hono'
import type { Queryable } from '../db/db'

/** How many auth calls one key (an account or a client address) may make per window. */
export interface RateLimit {
  readonly limit: number
  readonly windowMs: number
}

/** Hireflow's defaults: per client address and per account (email), per 15 minutes. */
export const DEFAULT_RATE_LIMITS = {
  perAddress: { limit: 60, windowMs: 15 * 60 * 1000 },
  perAccount: { limit: 10, windowMs: 15 * 60 * 1000 },
} as const

/**
 * The port: a fixed-window counter per key. The window starts at a key's first call and lasts `windowMs`; every
 * call in it counts, refused ones too. Implementations share their counts with every server process on the same
 * store (docs/decisions.md, "Rate limits in the database").
 */
export interface RateLimiter {
  /** Counts a call for `key`; resolves false once the key is over its limit in the current window. */
  hit(key: string): Promise<boolean>
}

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

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/**
 * The caller's address: the socket's, or with `trustProxy` the last X-Forwarded-For entry (the one our own
 * proxy added; earlier entries are whatever the client sent).
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((part) => part.trim()).filter(Boolean)
    const last = forwarded.at(-1)
    if (last) return last
  }
  const env = c.env as NodeBindings | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}
