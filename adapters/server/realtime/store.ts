import type { Queryable } from '../db/db'

/** The realtime channel's SQL: which schema this process works in, and announcing an event (migration 026). */
export function createRealtimeStore(db: Queryable) {
  return {
    async currentSchema(): Promise<string> {
      const [row] = await db.query<{ schema: string }>('SELECT current_schema() AS schema')
      return row?.schema ?? 'public'
    },
    async announce(event: unknown): Promise<void> {
      await db.query('SELECT realtime_announce($1::json)', [JSON.stringify(event)])
    },
  }
}
