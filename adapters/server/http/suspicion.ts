import type { MiddlewareHandler } from 'hono'
import { errorBody } from './errors'
import { clientAddress } from '../identity/rateLimit'

/** When an address looks automated (docs/decisions.md, "When a request looks automated"). */
export interface SuspicionRule {
  /** Rate-limit refusals (429 answers) within `windowMs` that mark the address. */
  readonly refusals: number
  readonly windowMs: number
  /** How long a marked address is answered 403 request.suspicious. */
  readonly blockMs: number
}

export const DEFAULT_SUSPICION: SuspicionRule = { refusals: 20, windowMs: 15 * 60 * 1000, blockMs: 15 * 60 * 1000 }

/** Addresses followed at most; the oldest is forgotten first (bounded memory whatever the traffic). */
const MAX_ADDRESSES = 10_000

/**
 * Every `/rest/*` answer is watched: an address that keeps being refused by the rate limits (20 429s in 15 minutes:
 * a person stops after a few, a script does not) is then answered `403 request.suspicious` on every API call for 15
 * minutes, and the app shows /suspicious. Per process, in memory: a script spread over several processes is still
 * held by each process's rate limits, which count in the database.
 */
export function suspicionGuard(options: { readonly rule?: SuspicionRule; readonly trustProxy?: boolean; readonly now?: () => number; readonly log?: (line: string) => void } = {}): MiddlewareHandler {
  const rule = options.rule ?? DEFAULT_SUSPICION
  const now = options.now ?? (() => Date.now())
  const log = options.log ?? ((line: string) => console.warn(line))
  const refusals = new Map<string, number[]>()
  const blocked = new Map<string, number>()
  return async (c, next) => {
    const address = clientAddress(c, options.trustProxy ?? false)
    const until = blocked.get(address)
    if (until !== undefined) {
      if (until > now()) {
        c.header('Retry-After', String(Math.ceil((until - now()) / 1000)))
        return c.json(errorBody('request.suspicious', 'Too many refused requests came from this address. Please wait and try again later.'), 403)
      }
      blocked.delete(address)
    }
    await next()
    if (c.res.status !== 429) return
    const since = now() - rule.windowMs
    const recent = (refusals.get(address) ?? []).filter((at) => at > since)
    recent.push(now())
    refusals.delete(address)
    if (recent.length >= rule.refusals) {
      blocked.set(address, now() + rule.blockMs)
      log(`[suspicious] address blocked for ${rule.blockMs} ms after ${recent.length} rate-limit refusals`)
      return
    }
    refusals.set(address, recent)
    if (refusals.size > MAX_ADDRESSES) refusals.delete(refusals.keys().next().value as string)
    if (blocked.size > MAX_ADDRESSES) blocked.delete(blocked.keys().next().value as string)
  }
}
