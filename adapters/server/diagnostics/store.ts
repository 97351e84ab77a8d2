import type { Action, ClientErrorReport, Metric, StoredClientError } from '../../../core/diagnostics'
import type { Queryable } from '../db/db'

/** Reports, metrics and actions older than this are deleted as new ones come. */
export const DIAGNOSTICS_RETENTION_MS = 30 * 24 * 60 * 60 * 1000
/** Old rows are swept every this many writes (per process). */
const SWEEP_EVERY = 500

interface ClientErrorRow {
  id: string
  user_id: string | null
  report: ClientErrorReport
  received_at: Date | string
}

/** The SQL of diagnostics (tables of migrations 028 and 029), and nothing else. */
export function createDiagnosticsStore(db: Queryable, now: () => Date) {
  let writes = 0
  const sweep = async () => {
    if (++writes % SWEEP_EVERY !== 0) return
    const before = new Date(now().getTime() - DIAGNOSTICS_RETENTION_MS)
    for (const table of ['client_errors', 'client_metrics', 'client_actions'] as const) {
      await db.query(`DELETE FROM ${table} WHERE received_at < $1`, [before])
    }
  }
  return {
    /** Stores a report under `id`; the same event id sent again answers the first report's id. */
    async saveError(id: string, report: ClientErrorReport, userId: string | null): Promise<string> {
      await sweep()
      const [row] = await db.query<{ id: string }>(
        `INSERT INTO client_errors (id, event_id, claimed_user_id, user_id, report, received_at) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (event_id) DO UPDATE SET event_id = EXCLUDED.event_id RETURNING id`,
        [id, report.eventId, report.userId, userId, JSON.stringify(report), now()],
      )
      return row?.id ?? id
    },
    async findError(id: string): Promise<StoredClientError | null> {
      const [row] = await db.query<ClientErrorRow>('SELECT id, user_id, report, received_at FROM client_errors WHERE id = $1', [id])
      if (!row) return null
      return { ...row.report, id: row.id, verifiedUserId: row.user_id, receivedAt: new Date(row.received_at).toISOString() }
    },
    async saveMetrics(metrics: readonly Metric[]): Promise<void> {
      await sweep()
      const at = now()
      await db.query(
        `INSERT INTO client_metrics (name, value, rating, measurement_id, path, navigation_type, received_at)
         SELECT m.name, m.value, m.rating, m.id, m.path, m."navigationType", $2
         FROM jsonb_to_recordset($1::jsonb) AS m(name text, value double precision, rating text, id text, path text, "navigationType" text)`,
        [JSON.stringify(metrics), at],
      )
    },
    async saveAction(action: Action, userId: string | null): Promise<void> {
      await sweep()
      await db.query('INSERT INTO client_actions (name, path, data, user_id, received_at) VALUES ($1, $2, $3, $4, $5)', [
        action.name,
        action.path ?? null,
        action.data === undefined ? null : JSON.stringify(action.data),
        userId,
        now(),
      ])
    },
  }
}

export type DiagnosticsStore = ReturnType<typeof createDiagnosticsStore>
