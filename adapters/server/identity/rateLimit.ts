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

/**
 * The port: a fixed-window counter per key. The window starts at a key's first call and lasts `windowMs`; every
 * call in it counts, refused ones too. Implementations share their counts with every server process on the same
 * store (docs/decisions.md, "Where the sign-in rate limits count").
 */
export interface RateLimiter {
  /** Counts a call for `key`; resolves false once the key is over its limit in the current window. */
  hit(key: string): Promise<boolean>
}

/** Which limit a key counts against: its client address or its account. */
export type RateLimitBucket = 'address' | 'account'

/** Makes the limiter of one bucket; the default counts in the database (rateLimitStore.ts). */
export type RateLimiterFactory = (bucket: RateLimitBucket, rule: RateLimit) => RateLimiter

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
