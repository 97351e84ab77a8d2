import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Queryable } from '../db/db'
import { suspicionStore, type SuspicionRule } from './suspicionStore'
import { errorBody } from './errors'
import { clientAddress } from '../identity/rateLimit'

export type { SuspicionRule }

export const DEFAULT_SUSPICION: SuspicionRule = { machinePaceMs: 1000, signals: 30, windowMs: 60 * 1000, blockMs: 2 * 60 * 1000, refreshMs: 2000 }

/** Rows whose window and block are both over are deleted every this many signals (per process). */
const SWEEP_EVERY = 500

/**
 * The client a request comes from: its address and its User-Agent, hashed (nothing readable is stored). Two people
 * behind one office proxy with different browsers are two clients; a script is one.
 */
export function suspicionClient(address: string, userAgent: string): string {
  const text = `${address}\n${userAgent}`
  let client = recentClients.get(text)
  if (client === undefined) {
    client = createHash('sha256').update(text).digest('base64url').slice(0, 22)
    // A hash per request was a few percent of a cached search's CPU (issue 14); the clients of late are few.
    if (recentClients.size >= RECENT_CLIENTS) recentClients.clear()
    recentClients.set(text, client)
  }
  return client
}

const RECENT_CLIENTS = 10_000
const recentClients = new Map<string, string>()

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
  const store = suspicionStore(options.db, rule)
  const now = options.now ?? (() => Date.now())
  const log = options.log ?? ((line: string) => console.warn(line))
  let blocked = new Map<string, number>()
  let readAt = Number.NEGATIVE_INFINITY
  let reading: Promise<void> | undefined
  let signalsSeen = 0

  const refresh = async (): Promise<void> => {
    const at = now()
    if (at - readAt < rule.refreshMs) return
    reading ??= store
      .blockedAt(at)
      .then((found) => {
        blocked = found
        readAt = at
      })
      .finally(() => {
        reading = undefined
      })
    await reading
  }

  const refused = async (client: string): Promise<void> => {
    const at = now()
    if (++signalsSeen % SWEEP_EVERY === 0) await store.sweep(at)
    const { signals, blockedUntil } = await store.refused(client, at)
    if (blockedUntil > at && (blocked.get(client) ?? 0) <= at) {
      blocked.set(client, blockedUntil)
      log(`[suspicious] client blocked for ${rule.blockMs} ms after ${signals} refusals at machine pace`)
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
