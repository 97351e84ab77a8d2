import type { Queryable } from '../db/db'

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

/** The `suspicion` table (migration 041): each client's signals of automation and its block, shared by every process. */
export function suspicionStore(db: Queryable, rule: SuspicionRule) {
  return {
    /** The clients blocked at `at`, with when their block ends. */
    async blockedAt(at: number): Promise<Map<string, number>> {
      const rows = await db.query<{ client: string; blocked_until: string | number }>(`SELECT client, blocked_until FROM suspicion WHERE blocked_until > $1`, [at])
      return new Map(rows.map((row) => [row.client, Number(row.blocked_until)]))
    },
    /** Forgets the clients whose window and block are both over. */
    async sweep(at: number): Promise<void> {
      await db.query(`DELETE FROM suspicion WHERE window_started_at <= $1 AND blocked_until <= $2`, [at - rule.windowMs, at])
    },
    /**
     * Counts a 429 for `client` in one atomic upsert: a new window starts when the old one is over; a refusal within
     * `machinePaceMs` of the previous one adds a signal; enough signals block the client for `blockMs`.
     */
    async refused(client: string, at: number): Promise<{ signals: number; blockedUntil: number }> {
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
      return { signals: row?.signals ?? 0, blockedUntil: Number(row?.blocked_until ?? 0) }
    },
  }
}
