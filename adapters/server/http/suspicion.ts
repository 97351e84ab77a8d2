import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../db/db'
import { errorBody } from './errors'
import { clientAddress } from '../identity/rateLimit'

/** When a client looks automated (docs/decisions.md, "When a request looks automated"). */
export interface SuspicionRule {
  /** A rate-limit refusal (429) that comes sooner than this after the client's previous one is a signal of automation. */
  readonly machinePaceMs: number
  /** Signals within `windowMs` that block the client. */
  readonly signals: number
  readonly windowMs: number
  /** How long a blocked client is answered 403 request.suspicious. */
  readonly blockMs: number
  /** How often a process reads the blocks other processes made. */
  readonly refreshMs: number
}

export const DEFAULT_SUSPICION: SuspicionRule = { machinePaceMs: 1000, signals: 30, windowMs: 60 * 1000, blockMs: 2 * 60 * 1000, refreshMs: 2000 }

/** Rows whose window and block are both over are deleted every this many signals (per process). */
const SWEEP_EVERY = 500

/**
 * The client a request comes from: its address and its User-Agent, hashed (nothing readable is stored). Two people
 * behind one office proxy with different browsers are two clients; a script is one.
 */
export function suspicionClient(address: string, userAgent: string): string {
  return createHash('sha256').update(`${address}\n${userAgent}`).digest('base64url').slice(0, 22)
}

/**
 * Every `/rest/*` answer is watched. Ordinary refusals do not count: only a 429 that comes within `machinePaceMs` of
 * the same client's previous 429 (a person reads the refusal before trying again; a loop does not) is a signal.
 * `signals` of them within `windowMs` block the client (address + User-Agent) for `blockMs`: every API call is then
 * answered `403 request.suspicious` with `Retry-After`, and the app shows /suspicious with the wait. Signals and blocks
 * live in PostgreSQL (`suspicion`), so every process counts and blocks alike; a process reads the others' blocks at
 * most every `refreshMs` (one query, not one a request).
 */
export function suspicionGuard(options: { readonly db: Queryable; readonly rule?: SuspicionRule; readonly trustProxy?: boolean; readonly now?: () => number; readonly log?: (line: string) => void }): MiddlewareHandler {
  const rule = options.rule ?? DEFAULT_SUSPICION
  const { db } = options
  const now = options.now ?? (() => Date.now())
  const log = options.log ?? ((line: string) => console.warn(line))
  let blocked = new Map<string, number>()
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | undefined
  let signalsSeen = 0

  const refresh = async (): Promise<void> => {
    const at = now()
    if (at - readAt < rule.refreshMs) return
    reading ??= db
      .query<{ client: string; blocked_until: string | number }>(`SELECT client, blocked_until FROM suspicion WHERE blocked_until > $1`, [at])
      .then((rows) => {
        blocked = new Map(rows.map((row) => [row.client, Number(row.blocked_until)]))
        readAt = at
      })
      .finally(() => {
        reading = undefined
      })
    await reading
  }

  const refused = async (client: string): Promise<void> => {
    const at = now()
    if (++signalsSeen % SWEEP_EVERY === 0) await db.query(`DELETE FROM suspicion WHERE window_started_at <= $1 AND blocked_until <= $2`, [at - rule.windowMs, at])
    // One atomic upsert: a new window starts when the old one is over; a refusal at machine pace adds a signal.
    const [row] = await db.query<{ signals: number; blocked_until: string | number }>(
      `INSERT INTO suspicion AS s (client, window_started_at, signals, last_refusal_at) VALUES ($1, $2, 0, $2)
       ON CONFLICT (client) DO UPDATE SET
         window_started_at = CASE WHEN $2 - s.window_started_at >= $3 THEN $2 ELSE s.window_started_at END,
         signals = (CASE WHEN $2 - s.window_started_at >= $3 THEN 0 ELSE s.signals END)
                 + (CASE WHEN $2 - s.last_refusal_at < $4 THEN 1 ELSE 0 END),
         last_refusal_at = $2,
         blocked_until = CASE
           WHEN s.blocked_until <= $2
            AND (CASE WHEN $2 - s.window_started_at >= $3 THEN 0 ELSE s.signals END) + (CASE WHEN $2 - s.last_refusal_at < $4 THEN 1 ELSE 0 END) >= $5
           THEN $2 + $6 ELSE s.blocked_until END
       RETURNING signals, blocked_until`,
      [client, at, rule.windowMs, rule.machinePaceMs, rule.signals, rule.blockMs],
    )
    const until = Number(row?.blocked_until ?? 0)
    if (until > at && (blocked.get(client) ?? 0) <= at) {
      blocked.set(client, until)
      log(`[suspicious] client blocked for ${rule.blockMs} ms after ${row?.signals} refusals at machine pace`)
    }
  }

  return async (c, next) => {
    const client = suspicionClient(clientAddress(c, options.trustProxy ?? false), c.req.header('user-agent') ?? '')
    await refresh()
    const until = blocked.get(client)
    if (until !== undefined && until > now()) {
      c.header('Retry-After', String(Math.ceil((until - now()) / 1000)))
      return c.json(errorBody('request.suspicious', 'Requests from this browser came faster than a person makes them. Please wait a moment and try again.'), 403)
    }
    await next()
    if (c.res.status === 429) await refused(client)
  }
}
