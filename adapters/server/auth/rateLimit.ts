import type { Context } from 'hono'

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

/** A fixed-window counter per key, in memory (one server process). */
export interface RateLimiter {
  /** Counts a call for `key`; false once the key is over its limit in the current window. */
  hit(key: string): boolean
}

/** A rate limiter on the given clock; forgets windows that have ended. */
export function createRateLimiter(rule: RateLimit, now: () => Date): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>()
  return {
    hit(key) {
      const at = now().getTime()
      if (windows.size > 100_000) for (const [k, w] of windows) if (at - w.startedAt >= rule.windowMs) windows.delete(k)
      const current = windows.get(key)
      if (!current || at - current.startedAt >= rule.windowMs) {
        windows.set(key, { startedAt: at, count: 1 })
        return true
      }
      current.count += 1
      return current.count <= rule.limit
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
